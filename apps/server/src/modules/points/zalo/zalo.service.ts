import { randomInt } from 'node:crypto';
import {
  formatCents,
  parseCents,
  ZALO_CODE_MINUTES,
  ZALO_PATHS,
  ZaloEventSchema,
  type ErrorCode,
  type ZaloReward,
  type ZaloSettings,
  type ZaloSettingsInput,
} from '@swerte/contracts';
import { writeAudit } from '../../../platform/audit.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { Acting } from '../missions/missions.service.js';
import type { RewardsService } from '../missions/rewards.service.js';
import { checkZaloTimestamp, drawPrize, verifyZaloMac } from './zalo-signature.js';
import * as repo from './zalo.repository.js';

/** The invite codes' unambiguous alphabet; ZALO_CODE_PATTERN matches six of them. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
/** A code in a message: six of the alphabet standing alone ("ABC234", "code: ABC234"). */
const CODE_IN_TEXT = /(?<![A-Z0-9])[A-HJ-NP-Z2-9]{6}(?![A-Z0-9])/g;
const CLAIM_SOURCE = 'zalo:follow';
const TITLE = { EN: 'Zalo reward', TY: 'Reward sa Zalo' };

export function newZaloCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What the webhook did with an event (Zalo reads only the 200; the rest is for the log and tests). */
export interface ZaloOutcome {
  result: 'bound' | 'already' | 'refused' | 'followed' | 'unfollowed' | 'ignored';
  refused: ErrorCode | null;
}

export interface ZaloDeps {
  db: Db;
  rewards: Pick<RewardsService, 'offer'>;
  now?: () => Date;
}

export type ZaloService = ReturnType<typeof createZaloService>;

const prizesOf = (row: repo.ZaloSettingsRow) =>
  row.prizes.map((p) => ({ cents: BigInt(p.cents), weight: p.weight }));
const maxPrize = (row: repo.ZaloSettingsRow) =>
  prizesOf(row).reduce((max, p) => (p.cents > max ? p.cents : max), 0n);

function toSettings(row: repo.ZaloSettingsRow): ZaloSettings {
  return {
    enabled: row.enabled,
    oaId: row.oaId,
    appId: row.appId,
    oaLink: row.oaLink,
    secretKeySet: row.secretKey !== '',
    cap: formatCents(row.capCents),
    prizes: prizesOf(row).map((p) => ({ amount: formatCents(p.cents), weight: p.weight })),
    rewardKind: row.rewardKind,
    turnoverMultiple: row.turnoverMultiple,
    claimDays: row.claimDays,
    webhookPath: ZALO_PATHS.webhook,
  };
}

/**
 * The Zalo reward: a member's one-time link code, sent to the site's Official Account from their Zalo;
 * the OA's signed webhook binds that Zalo user to the member (once each way) and offers a prize drawn
 * from the operator's table, which the reward center pays once like its other items.
 */
export function createZaloService({ db, rewards, now = () => new Date() }: ZaloDeps) {
  // The card --------------------------------------------------------------------------------------

  async function card(memberId: number): Promise<ZaloReward> {
    const settings = await repo.getSettings(db);
    const bound = await repo.bindingWithClaim(db, memberId);
    const base = {
      enabled: settings.enabled,
      upTo: settings.enabled || bound ? formatCents(maxPrize(settings)) : null,
      oaId: settings.oaId,
      oaLink: settings.oaLink,
      refused: null,
      rewardKind: bound?.claim?.rewardKind ?? settings.rewardKind,
    };
    if (bound) {
      const claim = bound.claim;
      const status =
        claim?.status === 'claimed' ? 'claimed' : claim && claim.expiresAt > now() ? 'claim' : 'close';
      return {
        ...base,
        status,
        code: null,
        codeExpiresAt: null,
        amount: formatCents(bound.binding.amountCents),
        claimId: claim?.id ?? null,
      };
    }
    if (!settings.enabled)
      return {
        ...base,
        oaId: '',
        oaLink: '',
        status: 'link',
        code: null,
        codeExpiresAt: null,
        amount: null,
        claimId: null,
      };
    const code = (await repo.codeOf(db, memberId)) ?? (await issueCode(memberId));
    return {
      ...base,
      status: code.expiresAt > now() ? 'link' : 'expired',
      code: code.code,
      codeExpiresAt: code.expiresAt.toISOString(),
      refused: code.refused,
      amount: null,
      claimId: null,
    };
  }

  /** A fresh code for the member (the old one stops binding). */
  async function issueCode(memberId: number): Promise<repo.LinkCodeRow> {
    const expiresAt = new Date(now().getTime() + ZALO_CODE_MINUTES * 60_000);
    for (let attempt = 0; attempt < 5; attempt++) {
      if (await db.transaction((tx) => repo.putCode(tx, memberId, newZaloCode(), expiresAt))) {
        const row = await repo.codeOf(db, memberId);
        if (row) return row;
      }
    }
    throw new Error('no free Zalo link code after 5 attempts');
  }

  async function newCode(memberId: number): Promise<ZaloReward> {
    const settings = await repo.getSettings(db);
    if (await repo.bindingOfMember(db, memberId)) throw new AppError('error_zalo_already_bound');
    if (!settings.enabled) throw new AppError('error_zalo_disabled');
    await issueCode(memberId);
    return card(memberId);
  }

  // The OA's webhook ------------------------------------------------------------------------------

  /**
   * An event from the OA: its signature and timestamp first (a refusal reads and writes nothing more),
   * then follow and unfollow are kept, and a text carrying a member's live code binds its sender.
   */
  async function webhook(rawBody: Buffer, signature: string | undefined): Promise<ZaloOutcome> {
    const raw = rawBody.toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new AppError('error_zalo_signature');
    }
    const signed = body as { app_id?: unknown; timestamp?: unknown } | null;
    const appId = typeof signed?.app_id === 'string' ? signed.app_id : '';
    const stamp =
      typeof signed?.timestamp === 'string' || typeof signed?.timestamp === 'number'
        ? String(signed.timestamp)
        : '';
    const settings = await repo.getSettings(db);
    verifyZaloMac(signature, { appId, rawBody: raw, timestamp: stamp, secretKey: settings.secretKey });
    if (settings.appId !== '' && appId !== settings.appId) throw new AppError('error_zalo_signature');
    checkZaloTimestamp(Number(stamp), now());
    if (!settings.enabled) throw new AppError('error_zalo_disabled');
    const event = ZaloEventSchema.safeParse(body);
    if (!event.success) throw new AppError('error_invalid_request');
    const { event_name: name, follower, sender, message } = event.data;
    if ((name === 'follow' || name === 'unfollow') && follower) {
      await db.transaction((tx) => repo.setFollowing(tx, follower.id, name === 'follow'));
      return { result: name === 'follow' ? 'followed' : 'unfollowed', refused: null };
    }
    if (name === 'user_send_text' && sender && message?.text)
      return db.transaction((tx) => bind(tx, settings, sender.id, message.text ?? ''));
    return { result: 'ignored', refused: null };
  }

  async function bind(
    tx: Tx,
    settings: repo.ZaloSettingsRow,
    zaloUserId: string,
    text: string,
  ): Promise<ZaloOutcome> {
    const code = await repo.lockCode(tx, text.toUpperCase().match(CODE_IN_TEXT) ?? []);
    // Not a code: an ordinary message to the OA.
    if (!code) return { result: 'ignored', refused: null };
    const refuse = async (key: ErrorCode): Promise<ZaloOutcome> => {
      await repo.markRefused(tx, code.memberId, key);
      return { result: 'refused', refused: key };
    };
    const mine = await repo.bindingOfMember(tx, code.memberId);
    if (mine)
      return mine.zaloUserId === zaloUserId
        ? { result: 'already', refused: null }
        : refuse('error_zalo_already_bound');
    if (code.expiresAt <= now()) return refuse('error_zalo_code_expired');
    if (!(await repo.isFollowing(tx, zaloUserId))) return refuse('error_zalo_not_following');
    if (await repo.bindingOfUser(tx, zaloUserId)) return refuse('error_zalo_taken');
    const amountCents = drawPrize(prizesOf(settings));
    const binding = await repo.insertBinding(tx, { memberId: code.memberId, zaloUserId, amountCents });
    // Bound meanwhile (the other insert committed first): whichever side it took.
    if (!binding)
      return (await repo.bindingOfUser(tx, zaloUserId))
        ? refuse('error_zalo_taken')
        : refuse('error_zalo_already_bound');
    const claim = await rewards.offer(tx, {
      memberId: code.memberId,
      source: CLAIM_SOURCE,
      kind: 'zalo',
      title: TITLE,
      rewardKind: settings.rewardKind,
      amount: amountCents,
      turnoverMultiple: settings.rewardKind === 'bonus' ? settings.turnoverMultiple : 0,
      claimDays: settings.claimDays,
    });
    if (!claim) throw new Error(`member ${code.memberId} has a Zalo claim but was not bound`);
    await repo.setBindingClaim(tx, code.memberId, claim.id);
    await repo.markRefused(tx, code.memberId, null);
    return { result: 'bound', refused: null };
  }

  // Operators -------------------------------------------------------------------------------------

  async function setSettings(input: ZaloSettingsInput, by: Acting): Promise<ZaloSettings> {
    const capCents = parseCents(input.cap);
    const prizes = input.prizes.map((p) => ({ cents: parseCents(p.amount), weight: p.weight }));
    if (capCents <= 0n || prizes.some((p) => p.cents <= 0n || p.cents > capCents))
      throw new AppError('error_zalo_prize_cap');
    return db.transaction(async (tx) => {
      const current = await repo.lockSettings(tx);
      const secretKey = input.secretKey ? input.secretKey : current.secretKey;
      if (input.enabled && (!secretKey || !input.appId || !input.oaLink || prizes.length === 0))
        throw new AppError('error_zalo_not_ready');
      const before = toSettings(current);
      const after = toSettings(
        await repo.updateSettings(tx, {
          enabled: input.enabled,
          oaId: input.oaId,
          appId: input.appId,
          oaLink: input.oaLink,
          secretKey,
          capCents,
          prizes: prizes.map((p) => ({ cents: p.cents.toString(), weight: p.weight })),
          rewardKind: input.rewardKind,
          turnoverMultiple: input.rewardKind === 'bonus' ? input.turnoverMultiple : 0,
          claimDays: input.claimDays,
        }),
      );
      // The secret stays out of the audit trail: whether it was set, and whether this changed it.
      await writeAudit(tx, {
        actor: by.actor,
        action: 'zalo.settings',
        before,
        after: { ...after, secretKeyChanged: secretKey !== current.secretKey },
        ip: by.ip,
      });
      return after;
    });
  }

  return {
    card,
    newCode,
    webhook,
    settings: async () => toSettings(await repo.getSettings(db)),
    setSettings,
  };
}
