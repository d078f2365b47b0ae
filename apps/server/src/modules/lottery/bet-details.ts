import type { BetRow } from '@swerte/contracts';
import { inArray } from 'drizzle-orm';
import { lotteryTickets } from '../../db/schema.js';
import type { Db } from '../../platform/db/client.js';

export type LotteryBetDetail = NonNullable<BetRow['lottery']>;

/** The lottery tickets behind wallet bets (the betting record shows their numbers and outcome). */
export async function lotteryDetailsOfBets(
  db: Db,
  betIds: readonly number[],
): Promise<Map<number, LotteryBetDetail>> {
  if (betIds.length === 0) return new Map();
  const rows = await db
    .select({
      betId: lotteryTickets.betId,
      numero: lotteryTickets.numero,
      betType: lotteryTickets.betType,
      numbers: lotteryTickets.numbers,
      position: lotteryTickets.position,
      points: lotteryTickets.points,
      status: lotteryTickets.status,
    })
    .from(lotteryTickets)
    .where(inArray(lotteryTickets.betId, [...betIds]));
  return new Map(
    rows.map(({ betId, status, ...ticket }) => [
      betId!,
      { ...ticket, outcome: status as LotteryBetDetail['outcome'] },
    ]),
  );
}
