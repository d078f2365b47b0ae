import { TRIAL_ACCOUNT_TYPE } from '@swerte/contracts';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { MemberService } from '../member/member.service.js';
import * as repo from './bonus.repository.js';
import { accountKey } from './ledger.keys.js';
import type { LedgerService } from './ledger.service.js';

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
 * locked until its turnover is played (the promotions area unlocks or forfeits it).
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

  return { grantBonus };
}
