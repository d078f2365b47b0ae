import { randomInt } from 'node:crypto';
import { formatCents, parseCents, type ReferralInfo, type ReferralRule } from '@swerte/contracts';
import { writeAudit } from '../../../platform/audit.js';
import type { ClientContext } from '../../../platform/client-context.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import { maskName } from './mission-maths.js';
import * as repo from './missions.repository.js';
import { amountText, type RewardsService } from './rewards.service.js';
import type { Acting } from './missions.service.js';

/** Letters and digits that read unambiguously. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const INVITEES_SHOWN = 100;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export interface ReferralDeps {
  db: Db;
  rewards: Pick<RewardsService, 'offer'>;
}

export type ReferralService = ReturnType<typeof createReferralService>;

function toRule(row: repo.ReferralRuleRow): ReferralRule {
  return {
    trigger: row.trigger,
    threshold: formatCents(row.thresholdCents),
    rewardKind: row.rewardKind,
    rewardAmount: amountText(row.rewardKind, row.rewardAmount),
    turnoverMultiple: row.turnoverMultiple,
    claimDays: row.claimDays,
    enabled: row.enabled,
  };
}

/**
 * Invite friends: each member's own invite code for the one registration path
 * (/register?referralCode=<code>), the invitation recorded at registration with the reason it earns
 * nothing (the inviter's own address or device), and the rule's reward offered once per invitee.
 */
export function createReferralService({ db, rewards }: ReferralDeps) {
  async function codeFor(memberId: number): Promise<string> {
    const existing = await repo.codeOf(db, memberId);
    if (existing) return existing;
    for (let attempt = 0; attempt < 5; attempt++) {
      await db.transaction((tx) => repo.insertCode(tx, memberId, newInviteCode()));
      const code = await repo.codeOf(db, memberId);
      if (code) return code;
    }
    throw new Error('no free invite code after 5 attempts');
  }

  async function info(memberId: number): Promise<ReferralInfo> {
    const [code, rule, rows] = await Promise.all([
      codeFor(memberId),
      repo.getRule(db),
      repo.invitees(db, memberId, INVITEES_SHOWN),
    ]);
    return {
      code,
      path: `/register?referralCode=${encodeURIComponent(code)}`,
      rule: rule.enabled ? toRule(rule) : null,
      invitees: rows.map((r) => ({
        name: maskName(r.username),
        registeredAt: new Date(r.created_at).toISOString(),
        firstDeposit: BigInt(r.deposited) > 0n,
        validBet: formatCents(BigInt(r.valid_bet)),
        counts: r.refused === null,
        rewarded: r.rewarded,
      })),
    };
  }

  /** The inviter behind a member's invite code (the registration form's check shows the masked name). */
  async function findInviter(code: string): Promise<{ memberId: number; name: string } | null> {
    const row = await repo.findInviter(db, code);
    return row ? { memberId: row.memberId, name: maskName(row.username) } : null;
  }

  /** At registration, in its transaction: who invited the new member, and why it earns nothing if so. */
  async function record(tx: Tx, inviterId: number, inviteeId: number, client: ClientContext): Promise<void> {
    const refused =
      inviterId === inviteeId ? 'self' : await repo.sharedAddress(tx, inviterId, client.ip, client.userAgent);
    if (refused === 'self') return;
    await repo.insertReferral(tx, {
      inviteeId,
      inviterId,
      ip: client.ip,
      userAgent: client.userAgent,
      refused,
    });
  }

  /**
   * After an invitee's deposit or bet: when the rule's measure reaches its threshold, the inviter's
   * reward is offered, once per invitee (the claim's source 'referral:<inviteeId>' is unique).
   * Answers the inviter to count towards invite missions, or null.
   */
  async function check(tx: Tx, inviteeId: number, what: 'deposit' | 'bet'): Promise<number | null> {
    const referral = await repo.referralOf(tx, inviteeId);
    if (!referral || referral.refused !== null) return null;
    const rule = await repo.getRule(tx);
    const watched = rule.trigger === 'first_deposit' ? 'deposit' : 'bet';
    if (
      rule.enabled &&
      watched === what &&
      (await repo.measure(tx, inviteeId, rule.trigger)) >= rule.thresholdCents
    ) {
      await rewards.offer(tx, {
        memberId: referral.inviterId,
        source: `referral:${inviteeId}`,
        kind: 'referral',
        title: { EN: 'Invite reward', TY: 'Reward sa pag-imbita' },
        rewardKind: rule.rewardKind,
        amount: rule.rewardAmount,
        turnoverMultiple: rule.turnoverMultiple,
        claimDays: rule.claimDays,
      });
    }
    return referral.inviterId;
  }

  async function setRule(input: ReferralRule, by: Acting): Promise<ReferralRule> {
    const rewardAmount =
      input.rewardKind === 'points'
        ? /^\d+$/.test(input.rewardAmount)
          ? BigInt(input.rewardAmount)
          : -1n
        : parseCents(input.rewardAmount);
    const thresholdCents = parseCents(input.threshold);
    if (rewardAmount <= 0n || thresholdCents <= 0n) throw new AppError('error_amount_invalid');
    return db.transaction(async (tx) => {
      const before = toRule(await repo.getRule(tx));
      const after = toRule(
        await repo.updateRule(tx, {
          trigger: input.trigger,
          thresholdCents,
          rewardKind: input.rewardKind,
          rewardAmount,
          turnoverMultiple: input.rewardKind === 'bonus' ? input.turnoverMultiple : 0,
          claimDays: input.claimDays,
          enabled: input.enabled,
        }),
      );
      await writeAudit(tx, { actor: by.actor, action: 'referral.rule', before, after, ip: by.ip });
      return after;
    });
  }

  async function report(cursor: number | undefined) {
    const rows = await repo.referralReport(db, cursor, 50);
    return rows.map((r) => ({
      inviteeId: Number(r.invitee_id),
      invitee: r.invitee,
      inviterId: Number(r.inviter_id),
      inviter: r.inviter,
      ip: r.ip,
      refused: r.refused,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  }

  return {
    info,
    findInviter,
    record,
    check,
    rule: async () => toRule(await repo.getRule(db)),
    setRule,
    report,
  };
}
