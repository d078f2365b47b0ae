import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { PlaceBetsBodySchema, QuoteValueSchema } from '@swerte/contracts';
import { formatCents, parseCents, type Language, type SportsBet } from '@swerte/contracts';
import {
  checkSlip,
  liabilityByResult,
  parlayPrice,
  parseDecimalOdds,
  parseSystemCode,
  systemCode,
  type QuotedBet,
  type Selection,
  type SlipPick,
} from '@swerte/games';
import { eq, sql } from 'drizzle-orm';
import { sportsBetLegs, sportsBets, sportsSlips } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { BetService } from '../wallet/bets/index.js';
import { liabilityResults, shapeOfKey, type MarketKindCode } from './markets.js';
import { betsWire } from './reads.service.js';
import * as repo from './sports.repository.js';
import { oddsText } from './views.js';

type Slip = z.output<typeof PlaceBetsBodySchema>;
type Quote = z.infer<typeof QuoteValueSchema>;

/** The book's vendor in the wallet (§2: the sports vendor FB opens /fbsports). */
export const BOOK_VENDOR = 'FB';
/** A sports bet's bet in the wallet. */
export const sportsBetId = (betId: number) => `sb-${betId}`;

export interface SlipDeps {
  db: Db;
  bets: Pick<BetService, 'placeBet'>;
  clock: () => Date;
  balanceOf: (memberId: number) => Promise<string>;
}

/** What a slip asked for, without its requestId: the same id with other content is a conflict. */
function fingerprintOf(slip: Slip): string {
  const { requestId: _id, ...content } = slip;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

const allPicks = (slip: Slip) => [
  ...slip.singles,
  ...(slip.parlay?.picks ?? []),
  ...(slip.system?.picks ?? []),
];

/**
 * The slip: priced by packages/games' checkSlip against the book's state (read under share locks on
 * the markets and events in the transaction that takes the stakes, so what is checked is what is
 * booked), every bet paid through the wallet's bet path (vendor FB, bet id `sb-<bet>`). A refusal rolls
 * everything back: nothing charged. A market whose singles' worst case passes its cap is suspended.
 */
export function createSlipService(deps: SlipDeps) {
  const { db } = deps;

  async function check(conn: Db | Tx, slip: Slip, lock: boolean) {
    const ids = [...new Set(allPicks(slip).map((p) => p.selectionId))];
    const states = new Map((await repo.picks(conn, ids, lock)).map((s) => [s.selectionId, s]));
    if (states.size !== ids.length) throw new AppError('error_not_found');
    const settings = await repo.settings(conn);
    const now = deps.clock();
    // A price the book never shows (1.00 or less) is not the one on the selection: the odds changed.
    const seenOdds = (text: string) => {
      try {
        return parseDecimalOdds(text);
      } catch {
        throw new AppError('error_sports_odds_changed');
      }
    };
    const toPick = (p: { selectionId: number; odds: string }): SlipPick => {
      const state = states.get(p.selectionId)!;
      const open =
        state.odds !== null &&
        state.marketStatus === 'open' &&
        state.eventStatus === 'scheduled' &&
        state.startsAt > now;
      return {
        selectionId: p.selectionId,
        eventId: String(state.eventId),
        seen: seenOdds(p.odds),
        current: state.odds ?? seenOdds(p.odds),
        open,
        minStake: state.minStake,
        maxStake: state.maxStake,
      };
    };
    const kind = slip.system ? parseSystemCode(slip.system.system) : null;
    if (slip.system && !kind) throw new AppError('error_sports_system_selections');
    const checked = checkSlip(
      {
        singles: slip.singles.map((s) => ({ pick: toPick(s), stake: parseCents(s.stake) })),
        parlay: slip.parlay
          ? { picks: slip.parlay.picks.map(toPick), stake: parseCents(slip.parlay.stake) }
          : null,
        system:
          slip.system && kind
            ? { kind, picks: slip.system.picks.map(toPick), unitStake: parseCents(slip.system.unitStake) }
            : null,
      },
      {
        oddsChange: slip.oddsChange,
        sameEvent: settings.sameEvent === 'allow' ? 'allow' : 'forbid',
        maxPayout: settings.maxPayout,
      },
    );
    // The refused pick (detail: its selection id) and the limit crossed, which the message names.
    if (!checked.ok)
      throw new AppError(checked.code, {
        ...(checked.selectionId === null ? {} : { detail: String(checked.selectionId) }),
        ...(checked.limit === null ? {} : { params: { limit: formatCents(checked.limit) } }),
      });
    return { checked, states, settings };
  }

  async function quote(slip: Slip): Promise<Quote> {
    const { checked } = await check(db, slip, false);
    return {
      bets: checked.bets.map((bet) => ({
        type: bet.type,
        lines: bet.lines,
        stake: formatCents(bet.stake),
        odds: bet.type === 'system' ? null : oddsText(priceOf(bet)),
        potentialReturn: formatCents(bet.potentialReturn),
      })),
      changed: checked.changed.map((p) => ({ selectionId: p.selectionId, odds: oddsText(p.current) })),
      stake: formatCents(checked.stake),
    };
  }

  async function place(memberId: number, slip: Slip, lang: Language) {
    const slipId = `sb-${memberId.toString(36)}-${slip.requestId}`;
    const fingerprint = fingerprintOf(slip);
    const known = await replay(memberId, slip.requestId, fingerprint, lang);
    if (known) return known;
    let balance: bigint | null = null;
    const placed = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(sportsSlips)
        .values({ slipId, memberId, requestId: slip.requestId, fingerprint, stake: 0n })
        .onConflictDoNothing()
        .returning({ slipId: sportsSlips.slipId });
      if (inserted.length === 0) return null;
      // A slip with singles changes its markets' running liability: their rows are taken for update
      // first (all of the slip's markets, in id order), the checks below then read them under that lock.
      const liabilities =
        slip.singles.length > 0
          ? await repo.lockMarketsOf(
              tx,
              allPicks(slip).map((p) => p.selectionId),
            )
          : new Map<number, string[] | null>();
      const { checked, states, settings } = await check(tx, slip, true);
      const rows: repo.BetRow[] = [];
      for (const bet of checked.bets) {
        const row = await insertBet(tx, memberId, slipId, bet, states, settings.maxPayout);
        const result = await deps.bets.placeBet(tx, {
          memberId,
          vendor: BOOK_VENDOR,
          vendorBetId: sportsBetId(row.id),
          gameType: row.gameType as 'SPORTS' | 'ESPORTS',
          gameCode: bet.type,
          gameName: `Sportsbook ${bet.type}`,
          stake: row.stake,
        });
        balance = result.balance;
        await tx.update(sportsBets).set({ betId: result.bet.id }).where(eq(sportsBets.id, row.id));
        rows.push(row);
      }
      await tx.update(sportsSlips).set({ stake: checked.stake }).where(eq(sportsSlips.slipId, slipId));
      await suspendOverCap(tx, checked.bets, states, liabilities);
      return rows;
    });
    if (!placed) {
      const again = await replay(memberId, slip.requestId, fingerprint, lang);
      if (!again) throw new AppError('error_idempotency_conflict');
      return again;
    }
    return answer(slipId, slip.requestId, placed, lang, balance);
  }

  async function answer(
    slipId: string,
    requestId: string,
    rows: repo.BetRow[],
    lang: Language,
    balance: bigint | null,
  ): Promise<{ slipId: string; requestId: string; bets: SportsBet[]; stake: string; balance: string }> {
    return {
      slipId,
      requestId,
      bets: await betsWire(db, rows, lang),
      stake: formatCents(rows.reduce((sum, r) => sum + r.stake, 0n)),
      balance: balance === null ? await deps.balanceOf(rows[0]?.memberId ?? 0) : formatCents(balance),
    };
  }

  async function replay(memberId: number, requestId: string, fingerprint: string, lang: Language) {
    const [found] = await db
      .select()
      .from(sportsSlips)
      .where(sql`${sportsSlips.memberId} = ${memberId} AND ${sportsSlips.requestId} = ${requestId}`);
    if (!found) return null;
    if (found.fingerprint !== fingerprint) throw new AppError('error_idempotency_conflict');
    const rows = await db.select().from(sportsBets).where(eq(sportsBets.slipId, found.slipId));
    rows.sort((a, b) => a.id - b.id);
    return {
      slipId: found.slipId,
      requestId,
      bets: await betsWire(db, rows, lang),
      stake: formatCents(found.stake),
      balance: await deps.balanceOf(memberId),
    };
  }

  return { quote, place };
}

/** A single's or parlay's price in thousandths, rounded down (the wire's odds stop at 9999.999). */
function priceOf(bet: QuotedBet): bigint {
  const price = parlayPrice(bet.legs);
  const thousandths = (price.n * 1000n) / price.d;
  return thousandths > 9_999_999n ? 9_999_999n : thousandths;
}

async function insertBet(
  tx: Tx,
  memberId: number,
  slipId: string,
  bet: QuotedBet,
  states: Map<number, repo.PickState>,
  maxPayout: bigint,
): Promise<repo.BetRow> {
  // A bet on any esports leg is an esports bet in the wallet's records; virtual sports count as sports.
  const esports = bet.legs.some((l) => states.get(l.selectionId)?.category === 'esports');
  const [row] = await tx
    .insert(sportsBets)
    .values({
      slipId,
      memberId,
      type: bet.type,
      system: bet.system ? systemCode(bet.system) : null,
      lines: bet.lines,
      unitStake: bet.unitStake,
      stake: bet.stake,
      potentialReturn: bet.potentialReturn,
      maxPayout,
      gameType: esports ? 'ESPORTS' : 'SPORTS',
    })
    .returning();
  await tx.insert(sportsBetLegs).values(
    bet.legs.map((leg, i) => {
      const state = states.get(leg.selectionId)!;
      return {
        betId: row!.id,
        legNo: i + 1,
        selectionId: leg.selectionId,
        eventId: state.eventId,
        marketId: state.marketId,
        odds: leg.odds,
      };
    }),
  );
  return row!;
}

/**
 * Adds the slip's singles to each market's running liability (what the house pays net over every
 * result, kept on the market row under the lock taken before the checks) and suspends a market whose
 * worst case now passes its cap. The open singles are read only to build a liability never built yet.
 */
async function suspendOverCap(
  tx: Tx,
  bets: readonly QuotedBet[],
  states: Map<number, repo.PickState>,
  liabilities: Map<number, string[] | null>,
) {
  const byMarket = new Map<number, QuotedBet[]>();
  for (const bet of bets) {
    if (bet.type !== 'single') continue;
    const marketId = states.get(bet.legs[0]!.selectionId)!.marketId;
    byMarket.set(marketId, [...(byMarket.get(marketId) ?? []), bet]);
  }
  for (const [marketId, singles] of byMarket) {
    const [market] = await repo.marketsById(tx, [marketId]);
    if (!market) continue;
    const selections = await repo.selectionsOfMarkets(tx, [marketId]);
    const spec = new Map(selections.map((s) => [s.id, s.spec as Selection]));
    const results = liabilityResults(
      market.kind as MarketKindCode,
      shapeOfKey(market.key).places ?? 1,
      selections.map((s) => s.pick),
    );
    const stored = liabilities.get(marketId);
    const liability =
      stored && stored.length === results.length
        ? addLiabilities(
            stored.map((x) => BigInt(x)),
            liabilityByResult(
              singles.map((bet) => ({
                selection: spec.get(bet.legs[0]!.selectionId)!,
                odds: bet.legs[0]!.odds,
                stake: bet.stake,
              })),
              results,
            ),
          )
        : liabilityByResult(
            (await repo.singlesOfMarket(tx, marketId)).map((e) => ({
              selection: spec.get(e.selectionId)!,
              odds: e.odds,
              stake: e.stake,
            })),
            results,
          );
    await repo.saveLiability(tx, marketId, liability);
    const worst = liability.reduce((max, x) => (x > max ? x : max), 0n);
    if (worst > market.liabilityCap) await repo.setMarketStatus(tx, marketId, ['open'], 'suspended');
  }
}

function addLiabilities(a: readonly bigint[], b: readonly bigint[]): bigint[] {
  return a.map((x, i) => x + b[i]!);
}
