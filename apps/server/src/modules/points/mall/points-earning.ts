import { TRIAL_ACCOUNT_TYPE } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.js';
import { rawRows } from '../../../platform/db/raw-rows.js';
import type { DomainEvent, EventOutbox } from '../../../platform/events/index.js';
import { accountKey, houseShardKey, type LedgerService, type PostInput } from '../../wallet/ledger/index.js';

interface BetRow {
  id: string | number;
  member_id: string | number;
  game_type: string;
  status: string;
  is_agent: number;
  points_per_100: number | null;
}

/** Whole points for a valid bet in cents at `pointsPer100` points per 100.00, rounded down. */
export function pointsFor(validBetCents: bigint, pointsPer100: number): bigint {
  if (validBetCents <= 0n || pointsPer100 <= 0) return 0n;
  return (validBetCents * BigInt(pointsPer100)) / 10_000n;
}

/** The ledger entries crediting the points a batch of settled bets earned (one per bet that earns any). */
async function earningEntries(
  tx: Tx,
  settled: DomainEvent<'bet.settled'>[],
  houseShards: number,
): Promise<PostInput[]> {
  // One event per bet (a bet published twice is credited once: the ledger key is the bet's).
  const byBet = new Map(settled.map((event) => [event.payload.betId, event.payload]));
  const rows = await rawRows<BetRow>(
    tx,
    sql`
      SELECT b.id, b.member_id, b.game_type, b.status, m.is_agent, r.points_per_100
      FROM bets b
      JOIN members m ON m.id = b.member_id
      LEFT JOIN point_rates r ON r.game_type = b.game_type
      WHERE b.id IN (SELECT jsonb_array_elements_text(${JSON.stringify([...byBet.keys()])}::jsonb)::bigint)`,
  );
  const entries: PostInput[] = [];
  for (const row of rows) {
    const payload = byBet.get(Number(row.id));
    // Trial accounts play with play money: no points. A bet voided since earns nothing.
    if (!payload || row.status !== 'settled' || row.is_agent === TRIAL_ACCOUNT_TYPE) continue;
    const points = pointsFor(BigInt(payload.validBetCents), row.points_per_100 ?? 0);
    if (points === 0n) continue;
    const memberId = Number(row.member_id);
    entries.push({
      idempotencyKey: `points:bet:${payload.betId}`,
      kind: 'points_earned',
      memberId,
      actor: 'system',
      reference: { betId: payload.betId, gameType: row.game_type, validBet: payload.validBetCents },
      remark: '',
      postings: [
        { accountKey: houseShardKey('points', memberId, houseShards), amount: -points },
        { accountKey: accountKey.points(memberId), amount: points },
      ],
    });
  }
  return entries;
}

/**
 * Credits points for settled bets, once per bet: the outbox runs each delivery once, and the ledger key
 * `points:bet:<betId>` makes a second delivery of the same bet (or a second event for it) a replay that
 * moves nothing. Batched, as every bet makes an event.
 */
export function subscribePointsEarning(
  events: Pick<EventOutbox, 'onBatch'>,
  ledger: Pick<LedgerService, 'postMany'>,
  houseShards: number,
): void {
  events.onBatch('bet.settled', 'points.earn', async (settled: DomainEvent<'bet.settled'>[], tx) => {
    const entries = await earningEntries(tx, settled, houseShards);
    if (entries.length > 0) await ledger.postMany(tx, entries);
  });
}
