import type { BetRow, Language } from '@swerte/contracts';
import { inArray } from 'drizzle-orm';
import { sportsBets } from '../../db/schema.js';
import type { Db } from '../../platform/db/client.js';
import { betsWire } from './reads.service.js';

export type SportsBetDetail = NonNullable<BetRow['sports']>;

/** The sportsbook bets behind wallet bets (the betting record shows their kind and legs). */
export async function sportsDetailsOfBets(
  db: Db,
  walletBetIds: readonly number[],
  lang: Language,
): Promise<Map<number, SportsBetDetail>> {
  if (walletBetIds.length === 0) return new Map();
  const rows = await db.select().from(sportsBets).where(inArray(sportsBets.betId, [...walletBetIds]));
  const wire = await betsWire(db, rows, lang);
  return new Map(
    rows.map((row, i) => {
      const { type, system, lines, legs } = wire[i]!;
      return [
        row.betId!,
        {
          type,
          system,
          lines,
          legs: legs.map(({ eventName, marketName, selectionName, odds, outcome }) => ({
            eventName,
            marketName,
            selectionName,
            odds,
            outcome,
          })),
        },
      ];
    }),
  );
}
