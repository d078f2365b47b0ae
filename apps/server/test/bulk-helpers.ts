import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BulkSettleBetInput as SettleBetInput } from '../src/modules/wallet/bets/index.js';

/** Places `count` open bets of `stake` cents, spread round-robin over the members ('<prefix>-<n>'). */
export async function placeMany(
  app: FastifyInstance,
  memberIds: readonly number[],
  options: { prefix: string; count: number; stake: bigint; vendor?: string },
): Promise<string[]> {
  const vendor = options.vendor ?? 'SW_LOTTO';
  const ids: string[] = [];
  for (let n = 0; n < options.count; n++) {
    const vendorBetId = `${options.prefix}-${n}`;
    await app.database.db.transaction((tx) =>
      app.services.bets.placeBet(tx, {
        memberId: memberIds[n % memberIds.length]!,
        vendor,
        vendorBetId,
        gameType: 'ELOTT',
        gameCode: 'pick-3',
        gameName: 'Pick 3',
        stake: options.stake,
      }),
    );
    ids.push(vendorBetId);
  }
  return ids;
}

/** A draw's results: every third bet loses, the others win a payout that varies with the bet. */
export function drawResults(ids: readonly string[], stake: bigint, vendor = 'SW_LOTTO'): SettleBetInput[] {
  return ids.map((vendorBetId, n) => ({
    vendor,
    vendorBetId,
    payout: n % 3 === 0 ? 0n : stake * BigInt(1 + (n % 5)),
    validBet: stake,
  }));
}

/** What a member was paid by the given results (the sum of their payouts), leaving out some positions. */
export function paidTo(
  results: readonly SettleBetInput[],
  memberIds: readonly number[],
  memberId: number,
  except: readonly number[] = [],
): bigint {
  return results
    .filter((_, n) => memberIds[n % memberIds.length] === memberId && !except.includes(n))
    .reduce((sum, r) => sum + r.payout, 0n);
}

/** How many journal entries and bets of a kind exist: a replay must leave both unchanged. */
export async function ledgerCounts(app: FastifyInstance, prefix: string) {
  const result = await app.database.db.execute(sql`
    SELECT (SELECT count(*) FROM journal_entries WHERE idempotency_key LIKE ${`payout:%:${prefix}-%`})::int AS payouts,
           (SELECT count(*) FROM postings p JOIN journal_entries e ON e.id = p.entry_id
             WHERE e.idempotency_key LIKE ${`payout:%:${prefix}-%`})::int AS postings,
           (SELECT count(*) FROM bets WHERE vendor_bet_id LIKE ${`${prefix}-%`} AND status = 'settled')::int AS settled,
           (SELECT count(*) FROM bets WHERE vendor_bet_id LIKE ${`${prefix}-%`} AND status = 'open')::int AS open`);
  const [row] = (result as { rows: { payouts: number; postings: number; settled: number; open: number }[] })
    .rows;
  return {
    payouts: Number(row!.payouts),
    postings: Number(row!.postings),
    settled: Number(row!.settled),
    open: Number(row!.open),
  };
}
