import type { GameType } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GrantBonusInput } from '../src/modules/wallet/bonus/index.js';

let sequence = 0;

/** A bet through the bets service, as a vendor's report would make it; settled when `payout` is given. */
export async function bet(
  app: FastifyInstance,
  memberId: number,
  options: {
    stake: bigint;
    payout?: bigint;
    validBet?: bigint;
    gameType?: GameType;
    vendor?: string;
    gameName?: string;
    placedAt?: Date;
    vendorBetId?: string;
  },
) {
  const { bets } = app.services;
  const vendor = options.vendor ?? 'SW_RNG';
  const vendorBetId = options.vendorBetId ?? `T${Date.now().toString(36)}${++sequence}`;
  return app.database.db.transaction(async (tx) => {
    const placed = await bets.placeBet(tx, {
      memberId,
      vendor,
      vendorBetId,
      gameType: options.gameType ?? 'RNG',
      gameCode: 'game-1',
      gameName: options.gameName ?? 'Lucky Reels',
      stake: options.stake,
      ...(options.placedAt ? { placedAt: options.placedAt } : {}),
    });
    if (options.payout === undefined) return placed;
    return bets.settleBet(tx, {
      vendor,
      vendorBetId,
      payout: options.payout,
      validBet: options.validBet ?? options.stake,
    });
  });
}

export function grant(app: FastifyInstance, input: GrantBonusInput) {
  return app.database.db.transaction((tx) => app.services.bonuses.grantBonus(tx, input));
}

/** Moves a bet's placing time, or the time of every posting of a journal entry (tests of date ranges). */
export async function backdate(
  app: FastifyInstance,
  what: { betId: number } | { entryId: number },
  at: Date,
) {
  const { db } = app.database;
  if ('betId' in what) await db.execute(sql`UPDATE bets SET placed_at = ${at} WHERE id = ${what.betId}`);
  else await db.execute(sql`UPDATE postings SET created_at = ${at} WHERE entry_id = ${what.entryId}`);
}

export async function expectReconciled(app: FastifyInstance) {
  const report = await app.services.wallet.ledger.reconcile();
  const text = JSON.stringify(report, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  if (!report.ok) throw new Error(`ledger does not reconcile: ${text}`);
}
