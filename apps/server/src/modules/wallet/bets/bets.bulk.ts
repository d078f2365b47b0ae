import { TRIAL_ACCOUNT_TYPE } from '@swerte/contracts';
import type { Tx } from '../../../platform/db/client.js';
import type { EventOutbox } from '../../../platform/events/index.js';
import { AppError } from '../../../platform/errors.js';
import * as repo from './bets.bulk.repository.js';
import { settledEvent, type SettleBetInput as SingleSettleInput } from './bets.service.js';
import type { BonusService } from '../bonus/index.js';
import type { BatchOutcome, LedgerService, SettlementReport, SettlementRun } from '../ledger/index.js';

export interface SettleManyInput {
  /** Names the settlement ('draw:<lottery>:<issue>', 'bets:<vendor>:<report>'): its batches' key. */
  settlementKey: string;
  /** Each bet at most once; the same list, in the same order, resumes or replays the settlement. */
  items: readonly SettleBetInput[];
  /** Bets per transaction (default 10,000). */
  batchSize?: number;
  onBatch?: SettlementRun<SettleBetInput>['onBatch'];
}

export interface BetBulkDeps {
  ledger: Pick<LedgerService, 'postSelected' | 'runSettlement'>;
  events: Pick<EventOutbox, 'publishMany'>;
  bonuses: Pick<BonusService, 'addTurnover'>;
  /** LEDGER_HOUSE_SHARDS: each payout moves against the member's house sub-account, as settleBet does. */
  houseShards: number;
}

export type BetBulkService = ReturnType<typeof createBetBulkService>;

export const DEFAULT_BATCH_SIZE = 10_000;

/** A bet's result in a bulk settlement: as a single settle's, with the valid bet always stated. */
export type SettleBetInput = Omit<SingleSettleInput, 'validBet' | 'wallet'> & { validBet: bigint };

const ref = (item: { vendor: string; vendorBetId: string }) => `${item.vendor}:${item.vendorBetId}`;

/**
 * Settles many placed bets at once (a lottery draw, a vendor's batch of results), with the rows and
 * keys settleBet writes one by one: the bet marked settled with its payout and valid bet, a
 * 'payout:<vendor>:<vendorBetId>' entry for a payout above zero, the valid bet added to a cash
 * member's bonus turnover, a `bet.settled` event (all of a batch's in one statement). Set-based per batch (see ledger.bulk.ts); each batch one transaction, with
 * progress in settlement_batches. Per bet as settleBet: one settled already the same way is replayed
 * (so a bet settled singly and then in bulk is paid once), one settled otherwise is refused
 * error_idempotency_conflict, a void one error_bet_closed, an unknown one error_not_found; the rest
 * of its batch settles.
 */
export function createBetBulkService({ ledger, events, bonuses, houseShards }: BetBulkDeps) {
  async function settleMany(input: SettleManyInput): Promise<SettlementReport> {
    const seen = new Set<string>();
    for (const item of input.items) {
      if (item.payout < 0n || item.validBet < 0n)
        throw new AppError('error_amount_invalid', { bet: ref(item) });
      if (seen.has(ref(item))) throw new AppError('error_invalid_request', { bet: ref(item) });
      seen.add(ref(item));
    }
    return ledger.runSettlement({
      settlementKey: input.settlementKey,
      items: input.items,
      batchSize: input.batchSize ?? DEFAULT_BATCH_SIZE,
      describe: (item) => `${ref(item)}\t${item.payout}\t${item.validBet}`,
      settleBatch,
      ...(input.onBatch ? { onBatch: input.onBatch } : {}),
    });
  }

  async function settleBatch(tx: Tx, items: readonly SettleBetInput[]): Promise<BatchOutcome> {
    // One statement locks the bets, settles those found open and pays the winners; the rest are
    // checked below against what they hold. Each paid bet was open under its lock, so its payout key is
    // new; one posted anyway means the ledger and the bets disagree, and the batch stops
    // (error_idempotency_conflict) rather than settle a bet unpaid.
    const posted = await ledger.postSelected<repo.LockedBetRow>(
      tx,
      repo.settlementPosting(items, houseShards),
    );
    const locked = new Map(repo.lockedBets(posted.rows).map((bet) => [ref(bet), bet]));
    const outcome: BatchOutcome = { settled: 0, replayed: 0, refused: [], amount: 0n };
    const open: { bet: repo.LockedBet; item: SettleBetInput }[] = [];
    for (const item of items) {
      const bet = locked.get(ref(item));
      const code = !bet
        ? 'error_not_found'
        : bet.status === 'void'
          ? 'error_bet_closed'
          : bet.status === 'settled' && (bet.payout !== item.payout || bet.validBet !== item.validBet)
            ? 'error_idempotency_conflict'
            : null;
      if (code) outcome.refused.push({ item: ref(item), code });
      else if (bet!.status === 'settled') outcome.replayed++;
      else open.push({ bet: bet!, item });
    }
    await addTurnover(tx, open);
    await events.publishMany(
      tx,
      'bet.settled',
      open.map(({ bet, item }) => settledEvent({ ...bet, payout: item.payout, validBet: item.validBet })),
    );
    outcome.settled = open.length;
    outcome.amount = open.reduce((sum, { item }) => sum + item.payout, 0n);
    return outcome;
  }

  /** As settleBet: a cash member's valid bets count towards their locked bonuses, summed per member. */
  async function addTurnover(tx: Tx, open: readonly { bet: repo.LockedBet; item: SettleBetInput }[]) {
    const perMember = new Map<number, bigint>();
    for (const { bet, item } of open)
      if (bet.isAgent !== TRIAL_ACCOUNT_TYPE && item.validBet > 0n)
        perMember.set(bet.memberId, (perMember.get(bet.memberId) ?? 0n) + item.validBet);
    const withGrants = await repo.membersWithActiveGrants(tx, [...perMember.keys()]);
    for (const memberId of [...withGrants].sort((a, b) => a - b))
      await bonuses.addTurnover(tx, memberId, perMember.get(memberId)!);
  }

  return { settleMany };
}
