import { TRIAL_ACCOUNT_TYPE } from '@swerte/contracts';
import type { Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { MemberService } from '../../member/member.service.js';
import * as repo from './bonus.repository.js';
import { spreadTurnover } from './bonus-turnover.js';
import { accountKey } from '../ledger/index.js';
import type { LedgerService } from '../ledger/index.js';

export type { BonusGrantRow } from './bonus.repository.js';

export interface GrantBonusInput {
  memberId: number;
  /**
   * What grants it, unique per member: the ledger key is 'bonus:<source>:<member>', so a second grant
   * from the same source returns the first. E.g. 'promo:12', 'welcome'.
   */
  source: string;
  title: string;
  /** Cents, above zero. */
  amount: bigint;
  /** Valid bets (cents) to play before the bonus may unlock; 0 for none. */
  turnoverRequired: bigint;
}

export interface BonusDeps {
  ledger: LedgerService;
  members: Pick<MemberService, 'findById'>;
}

export type BonusService = ReturnType<typeof createBonusService>;

const SOURCE = /^[A-Za-z0-9_.:-]{1,100}$/;

/**
 * Bonus grants: the amount moves from house:bonuses into the member's bonus wallet, where it stays
 * locked until its turnover is played: every settled bet's valid bet counts towards the member's
 * active grants (addTurnover), and a grant whose turnover is met moves its amount into the cash wallet
 * ('bonus-unlock:<grantId>') and is completed.
 */
export function createBonusService({ ledger, members }: BonusDeps) {
  async function grantBonus(
    tx: Tx,
    input: GrantBonusInput,
  ): Promise<{ grant: repo.BonusGrantRow; replayed: boolean }> {
    if (!SOURCE.test(input.source) || input.title.length === 0 || input.title.length > 200)
      throw new AppError('error_invalid_request');
    if (input.amount <= 0n || input.turnoverRequired < 0n) throw new AppError('error_amount_invalid');
    return tx.transaction(async (sp) => {
      const member = await members.findById(input.memberId, sp);
      if (!member) throw new AppError('error_not_found');
      // Bonus money is real money: play-money accounts never get it.
      if (member.isAgent === TRIAL_ACCOUNT_TYPE) throw new AppError('in_need_true_account');
      // The ledger key decides first, so two concurrent grants from one source make one grant.
      const entry = await ledger.post(sp, {
        idempotencyKey: `bonus:${input.source}:${input.memberId}`,
        kind: 'bonus',
        memberId: input.memberId,
        actor: 'system',
        reference: { source: input.source, title: input.title },
        remark: input.title,
        postings: [
          { accountKey: accountKey.house('bonuses'), amount: -input.amount },
          { accountKey: accountKey.bonus(input.memberId), amount: input.amount },
        ],
      });
      if (entry.replayed) {
        const grant = await repo.findGrantBySource(sp, input.memberId, input.source);
        if (!grant) throw new Error(`bonus entry ${entry.entryId} has no grant`);
        return { grant, replayed: true };
      }
      const grant = await repo.insertGrant(sp, {
        memberId: input.memberId,
        source: input.source,
        title: input.title,
        amount: input.amount,
        turnoverRequired: input.turnoverRequired,
        status: 'active',
      });
      return { grant, replayed: false };
    });
  }

  /** Moves a met grant's amount from the bonus wallet to cash and marks it completed (in `tx`). */
  async function unlockGrant(
    tx: Tx,
    grant: Pick<repo.BonusGrantRow, 'id' | 'memberId' | 'amount' | 'title'>,
    turnoverDone: bigint,
  ) {
    await ledger.post(tx, {
      idempotencyKey: `bonus-unlock:${grant.id}`,
      kind: 'bonus_unlock',
      memberId: grant.memberId,
      actor: 'system',
      reference: { grantId: grant.id, title: grant.title },
      remark: grant.title,
      postings: [
        { accountKey: accountKey.bonus(grant.memberId), amount: -grant.amount },
        { accountKey: accountKey.cash(grant.memberId), amount: grant.amount },
      ],
    });
    await repo.updateGrant(tx, grant.id, { turnoverDone, status: 'completed' });
  }

  /**
   * A settled bet's valid bet, spread over the member's active grants oldest first (one indexed,
   * locking read); grants it completes unlock. Runs in the settling transaction. True when any
   * bonus moved into the cash wallet.
   */
  async function addTurnover(tx: Tx, memberId: number, validBet: bigint): Promise<boolean> {
    if (validBet <= 0n) return false;
    const grants = await repo.lockActiveGrants(tx, memberId);
    const byId = new Map(grants.map((grant) => [grant.id, grant]));
    let unlocked = false;
    for (const step of spreadTurnover(grants, validBet)) {
      const grant = byId.get(step.id);
      if (!grant) continue;
      if (step.completed) await unlockGrant(tx, grant, step.turnoverDone);
      else await repo.updateGrant(tx, grant.id, { turnoverDone: step.turnoverDone });
      unlocked ||= step.completed;
    }
    return unlocked;
  }

  /** A grant that needs no turnover (0 required) unlocks at once; others wait for their bets. */
  async function releaseIfMet(tx: Tx, grant: repo.BonusGrantRow): Promise<void> {
    if (grant.status === 'active' && grant.turnoverDone >= grant.turnoverRequired)
      await unlockGrant(tx, grant, grant.turnoverDone);
  }

  return { grantBonus, addTurnover, releaseIfMet };
}
