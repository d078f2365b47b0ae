import {
  SABONG_GAME_CODE,
  SABONG_VENDOR,
  formatCents,
  type AdminFight,
  type SabongBet,
  type SabongFight,
} from '@swerte/contracts';
import { payoutPerHundredText, payoutPerOne, type Pools, type SabongSettings } from '@swerte/games';
import type * as repo from './sabong.repository.js';

export { SABONG_GAME_CODE, SABONG_VENDOR };

/** A bet's id in the wallet (the betting record's round id). */
export const sabongBetId = (betId: number) => `sb-${betId}`;

export const EMPTY_POOLS: Pools = { meron: 0n, wala: 0n, draw: 0n };

/** Pools per fight from the grouped stakes. */
export function poolsByFight(found: readonly repo.PoolRow[]): Map<number, Pools & { bets: number }> {
  const byFight = new Map<number, Pools & { bets: number }>();
  for (const row of found) {
    const pools = byFight.get(row.fightId) ?? { ...EMPTY_POOLS, bets: 0 };
    pools[row.side] += row.stake;
    pools.bets += row.bets;
    byFight.set(row.fightId, pools);
  }
  return byFight;
}

export const settingsOf = (fight: repo.FightRow): SabongSettings => ({
  plasadaBp: fight.plasadaBp,
  plasadaBase: fight.plasadaBase,
  drawMultiple: fight.drawMultiple,
});

/** Basis points as a percentage with 2 decimals (1000 → "10.00"). */
export const percentOf = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

export function toFight(fight: repo.FightRow, pools: Pools, now: Date): SabongFight {
  const settings = settingsOf(fight);
  const per100 = (side: 'meron' | 'wala' | 'draw') =>
    payoutPerHundredText(payoutPerOne(pools, side, settings));
  return {
    fightId: fight.id,
    cardId: fight.cardId,
    fightNo: fight.fightNo,
    meron: fight.meron,
    wala: fight.wala,
    status: fight.status,
    closesAt: fight.status === 'open' && fight.closesAt ? fight.closesAt.toISOString() : null,
    result: fight.status === 'settled' || fight.status === 'cancelled' ? fight.result : null,
    pools: { meron: formatCents(pools.meron), wala: formatCents(pools.wala), draw: formatCents(pools.draw) },
    payoutPer100: { meron: per100('meron'), wala: per100('wala'), draw: per100('draw') },
    plasadaPercent: percentOf(fight.plasadaBp),
    plasadaBase: fight.plasadaBase,
    drawMultiple: fight.drawMultiple,
    minStake: formatCents(fight.minStake),
    maxStake: formatCents(fight.maxStake),
    serverTime: now.toISOString(),
  };
}

export function toAdminFight(
  fight: repo.FightRow,
  card: Pick<repo.CardRow, 'name' | 'cardDate'>,
  pools: Pools & { bets: number },
  now: Date,
  nameOf: (actor: string) => string,
): AdminFight {
  return {
    ...toFight(fight, pools, now),
    result: fight.result,
    cardName: card.name,
    cardDate: card.cardDate,
    demo: fight.demo,
    pendingResult: fight.pendingResult,
    enteredBy: fight.enteredBy === null ? null : nameOf(fight.enteredBy),
    confirmedBy: fight.confirmedBy === null ? null : nameOf(fight.confirmedBy),
    bets: pools.bets,
    houseResult: fight.houseResult === null ? null : formatCents(fight.houseResult),
  };
}

export function toBet(bet: repo.BetRow, fightNo: number): SabongBet {
  return {
    betId: bet.id,
    fightId: bet.fightId,
    fightNo,
    side: bet.side,
    stake: formatCents(bet.stake),
    payout: formatCents(bet.payout ?? 0n),
    status: bet.status,
    placedAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt ? bet.settledAt.toISOString() : null,
  };
}
