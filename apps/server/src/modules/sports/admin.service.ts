import type { z } from 'zod';
import type {
  AdminEventBodySchema,
  AdminEventChangeSchema,
  AdminMarketBodySchema,
  AdminMarketChangeSchema,
  AdminResultBodySchema,
} from '@swerte/contracts';
import { formatCents, parseCents, type AdminSportsEvent } from '@swerte/contracts';
import {
  Fraction,
  liabilityByResult,
  parseDecimalOdds,
  type EventResult,
  type Selection,
} from '@swerte/games';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { sportsBets, sportsEvents, sportsMarkets, sportsSelections } from '../../db/schema.js';
import { actorNames, writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import {
  LINE_KINDS,
  fairProbability,
  liabilityResults,
  marketKey,
  pickOf,
  priceMarket,
  selectionName,
  selectionsOf,
  shapeOfKey,
  type MarketKindCode,
} from './markets.js';
import { loadParts } from './reads.service.js';
import type { createSettleService } from './settle.service.js';
import * as repo from './sports.repository.js';
import { oddsText } from './views.js';

type EventBody = z.output<typeof AdminEventBodySchema>;
type MarketBody = z.output<typeof AdminMarketBodySchema>;
type Who = { actor: string; ip: string | null };

export interface AdminDeps {
  db: Db;
  clock: () => Date;
  settle: Pick<ReturnType<typeof createSettleService>, 'settleEvent' | 'voidEvent'>;
}

/** Quarters of a line text ("-0.25" → -1); null when the kind takes none. */
export function quartersOf(body: MarketBody): number | null {
  const takesLine = LINE_KINDS.includes(body.kind);
  if (takesLine !== (body.line !== null)) throw new AppError('error_sports_market_invalid');
  if (body.line === null) return null;
  const q = Number(body.line) * 4;
  if (!Number.isInteger(q)) throw new AppError('error_sports_market_invalid');
  return q;
}

/** Opens a market on an event in the caller's transaction; its key (kind and line) must be new there. */
export async function insertMarket(
  tx: Tx,
  eventId: number,
  body: MarketBody,
  competitors: string[],
  order: number,
  externalId: string | null = null,
) {
  const quarters = quartersOf(body);
  const shape = { kind: body.kind, quarters, competitors, places: body.places };
  const selections = selectionsOf(shape);
  if (selections.length !== body.fairOdds.length || selections.length < 2)
    throw new AppError('error_sports_market_invalid');
  const fair = body.fairOdds.map((o) => fairProbability(parseDecimalOdds(o)));
  const prices = priceMarket(fair, body.marginBp);
  const [market] = await tx
    .insert(sportsMarkets)
    .values({
      eventId,
      kind: body.kind,
      key: marketKey(shape),
      quarters,
      marginBp: body.marginBp,
      minStake: parseCents(body.minStake),
      maxStake: parseCents(body.maxStake),
      liabilityCap: parseCents(body.liabilityCap),
      sortOrder: order,
      externalId,
    })
    .onConflictDoNothing()
    .returning({ id: sportsMarkets.id });
  if (!market) throw new AppError('error_sports_market_invalid');
  await tx.insert(sportsSelections).values(
    selections.map((selection, i) => ({
      marketId: market.id,
      eventId,
      pick: pickOf(selection),
      spec: selection,
      fairN: fair[i]!.n.toString(),
      fairD: fair[i]!.d.toString(),
      odds: prices[i] ?? null,
      sortOrder: i,
    })),
  );
}

/** The result as the games maths reads it; a result that does not fit the event is refused. */
export function resultOf(
  event: repo.EventView,
  body: z.output<typeof AdminResultBodySchema>,
  competitors: string[],
): EventResult {
  if ('void' in body) return { kind: 'void' };
  if ('score' in body) {
    if (event.homeId === null) throw new AppError('error_sports_result_invalid');
    return { kind: event.category === 'esports' ? 'maps' : 'score', score: body.score };
  }
  const named = [...body.placings.flat(), ...body.nonRunners].map(String);
  if (
    event.homeId !== null ||
    named.some((id) => !competitors.includes(id)) ||
    new Set(named).size !== named.length
  )
    throw new AppError('error_sports_result_invalid');
  return {
    kind: 'placings',
    placings: { order: body.placings.map((g) => g.map(String)), nonRunners: body.nonRunners.map(String) },
  };
}

/** A market's change in the caller's transaction: status, margin, limits, cap, fair odds (repriced). */
export async function changeMarket(
  tx: Tx,
  market: repo.MarketRow,
  selections: readonly repo.SelectionRow[],
  change: z.output<typeof AdminMarketChangeSchema>,
) {
  if (!['open', 'suspended'].includes(market.status)) throw new AppError('error_sports_event_state');
  if (change.fairOdds && change.fairOdds.length !== selections.length)
    throw new AppError('error_sports_market_invalid');
  const fair = change.fairOdds
    ? change.fairOdds.map((o) => fairProbability(parseDecimalOdds(o)))
    : selections.map((s) => new Fraction(BigInt(s.fairN), BigInt(s.fairD)));
  const marginBp = change.marginBp ?? market.marginBp;
  const prices = priceMarket(fair, marginBp);
  await tx
    .update(sportsMarkets)
    .set({
      marginBp,
      ...(change.status ? { status: change.status } : {}),
      ...(change.minStake ? { minStake: parseCents(change.minStake) } : {}),
      ...(change.maxStake ? { maxStake: parseCents(change.maxStake) } : {}),
      ...(change.liabilityCap ? { liabilityCap: parseCents(change.liabilityCap) } : {}),
    })
    .where(eq(sportsMarkets.id, market.id));
  for (const [i, s] of selections.entries())
    await tx
      .update(sportsSelections)
      .set({ fairN: fair[i]!.n.toString(), fairD: fair[i]!.d.toString(), odds: prices[i] ?? null })
      .where(eq(sportsSelections.id, s.id));
}

/**
 * Opens an event with its markets in the caller's transaction; a fed one carries its feed, its id there
 * and its markets' ids (in the markets' order).
 */
export async function insertEvent(
  tx: Tx,
  body: EventBody,
  fed: { feed: string; externalId: string; marketIds: readonly string[] } | null,
): Promise<number> {
  const sport = await repo.sportOf(tx, body.sport);
  if (!sport || sport.category !== body.category) throw new AppError('error_sports_market_invalid');
  const match = body.home !== null && body.away !== null;
  if (!match && body.competitors.length < 2) throw new AppError('error_sports_market_invalid');
  const leagueId = await repo.ensureLeague(tx, body.sport, body.league);
  const homeId = match ? await repo.ensureParticipant(tx, body.sport, body.home!) : null;
  const awayId = match ? await repo.ensureParticipant(tx, body.sport, body.away!) : null;
  const competitors: string[] = [];
  for (const name of body.competitors)
    competitors.push(String(await repo.ensureParticipant(tx, body.sport, name)));
  const [event] = await tx
    .insert(sportsEvents)
    .values({
      leagueId,
      homeId,
      awayId,
      name: body.name ?? (match ? `${body.home} v ${body.away}` : body.league),
      startsAt: new Date(body.startsAt),
      ...(fed ? { feed: fed.feed, externalId: fed.externalId } : {}),
    })
    .returning({ id: sportsEvents.id });
  for (const [i, market] of body.markets.entries())
    await insertMarket(tx, event!.id, market, competitors, i, fed?.marketIds[i] ?? null);
  return event!.id;
}

/**
 * A hand edit of a fed event takes it over from its feed: the feed's later pushes for it are held, so an
 * operator's change is never overwritten (modules/sports/README.md, "Feeds").
 */
export async function holdFromFeed(tx: Tx, eventId: number, actor: string) {
  await tx
    .update(sportsEvents)
    .set({ feedHeldBy: actor })
    .where(and(eq(sportsEvents.id, eventId), isNotNull(sportsEvents.feed), isNull(sportsEvents.feedHeldBy)));
}

/** The sportsbook's back office: events and markets, results with a second operator, settings. */
export function createSportsAdmin(deps: AdminDeps) {
  const { db } = deps;

  async function createEvent(body: EventBody, who: Who): Promise<AdminSportsEvent> {
    const id = await db.transaction(async (tx) => {
      const eventId = await insertEvent(tx, body, null);
      await writeAudit(tx, {
        actor: who.actor,
        action: 'sports.event.create',
        before: null,
        after: { eventId, ...body },
        ip: who.ip,
      });
      return eventId;
    });
    return view(id);
  }

  async function eventOrThrow(eventId: number): Promise<repo.EventView> {
    const event = await repo.eventById(db, eventId);
    if (!event) throw new AppError('error_not_found');
    return event;
  }

  async function editEvent(eventId: number, change: z.output<typeof AdminEventChangeSchema>, who: Who) {
    const event = await eventOrThrow(eventId);
    if (!['scheduled', 'postponed'].includes(event.status)) throw new AppError('error_sports_event_state');
    await db.transaction(async (tx) => {
      if (change.status === 'cancelled') {
        await deps.settle.voidEvent(tx, eventId, ['scheduled', 'postponed'], 'cancelled');
      } else {
        await tx
          .update(sportsEvents)
          .set({
            ...(change.startsAt ? { startsAt: new Date(change.startsAt) } : {}),
            ...(change.status ? { status: change.status } : {}),
            ...(change.voidAt !== undefined
              ? { voidAt: change.voidAt ? new Date(change.voidAt) : null }
              : {}),
          })
          .where(eq(sportsEvents.id, eventId));
      }
      await holdFromFeed(tx, eventId, who.actor);
      await writeAudit(tx, {
        actor: who.actor,
        action: 'sports.event.edit',
        before: { status: event.status, startsAt: event.startsAt },
        after: { eventId, ...change },
        ip: who.ip,
      });
    });
    return view(eventId);
  }

  async function addMarket(eventId: number, body: MarketBody, who: Who) {
    const event = await eventOrThrow(eventId);
    if (event.status !== 'scheduled' || event.startsAt <= deps.clock())
      throw new AppError('error_sports_event_state');
    const parts = await loadParts(db, [event]);
    const competitors = parts.selections
      .filter((s) => shapeOfKey(parts.markets.find((m) => m.id === s.marketId)!.key).kind === 'outright')
      .map((s) => s.pick);
    await db.transaction(async (tx) => {
      await insertMarket(tx, eventId, body, [...new Set(competitors)], parts.markets.length);
      await holdFromFeed(tx, eventId, who.actor);
      await writeAudit(tx, {
        actor: who.actor,
        action: 'sports.market.add',
        before: null,
        after: { eventId, ...body },
        ip: who.ip,
      });
    });
    return view(eventId);
  }

  async function editMarket(marketId: number, change: z.output<typeof AdminMarketChangeSchema>, who: Who) {
    const [market] = await repo.marketsById(db, [marketId]);
    if (!market) throw new AppError('error_not_found');
    const selections = await repo.selectionsOfMarkets(db, [marketId]);
    await db.transaction(async (tx) => {
      await changeMarket(tx, market, selections, change);
      await holdFromFeed(tx, market.eventId, who.actor);
      await writeAudit(tx, {
        actor: who.actor,
        action: 'sports.market.edit',
        before: { marketId, status: market.status, marginBp: market.marginBp },
        after: { marketId, ...change },
        ip: who.ip,
      });
    });
    return view(market.eventId);
  }

  async function enterResult(eventId: number, body: z.output<typeof AdminResultBodySchema>, who: Who) {
    const event = await eventOrThrow(eventId);
    if (
      event.gameCode !== null ||
      event.startsAt > deps.clock() ||
      !['scheduled', 'inPlay', 'finished'].includes(event.status)
    )
      throw new AppError('error_sports_event_state');
    const parts = await loadParts(db, [event]);
    const result = resultOf(event, body, [
      ...new Set(parts.selections.filter((s) => /^\d+$/.test(s.pick)).map((s) => s.pick)),
    ]);
    await db.transaction(async (tx) => {
      await tx
        .update(sportsEvents)
        .set({ pendingResult: result, enteredBy: who.actor, enteredAt: sql`now()` })
        .where(eq(sportsEvents.id, eventId));
      await holdFromFeed(tx, eventId, who.actor);
      await writeAudit(tx, {
        actor: who.actor,
        action: 'sports.result.enter',
        before: { result: event.result },
        after: { eventId, result },
        ip: who.ip,
      });
    });
    return view(eventId);
  }

  /** A second operator confirms: the result (or its correction) becomes a new version and settles now. */
  async function confirmResult(eventId: number, who: Who) {
    const event = await eventOrThrow(eventId);
    if (!event.pendingResult) throw new AppError('error_sports_event_state');
    if (event.enteredBy === who.actor) throw new AppError('error_lottery_same_operator');
    const confirmed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(sportsEvents)
        .set({
          status: 'finished',
          result: event.pendingResult,
          pendingResult: null,
          confirmedBy: who.actor,
          resultVersion: sql`${sportsEvents.resultVersion} + 1`,
        })
        .where(and(eq(sportsEvents.id, eventId), eq(sportsEvents.enteredBy, event.enteredBy ?? '')))
        .returning();
      if (!row) throw new AppError('error_sports_event_state');
      await repo.closeMarketsOf(tx, eventId);
      await writeAudit(tx, {
        actor: who.actor,
        action: 'sports.result.confirm',
        before: { result: event.result, enteredBy: event.enteredBy },
        after: { eventId, result: event.pendingResult, version: row.resultVersion },
        ip: who.ip,
      });
      return row;
    });
    await deps.settle.settleEvent(confirmed);
    return view(eventId);
  }

  async function view(eventId: number): Promise<AdminSportsEvent> {
    const event = await eventOrThrow(eventId);
    const parts = await loadParts(db, [event]);
    const [bets] = await db
      .select({ n: count(), stake: sql<string>`coalesce(sum(${sportsBets.stake}), 0)` })
      .from(sportsBets)
      .where(sql`${sportsBets.id} IN (SELECT bet_id FROM sports_bet_legs WHERE event_id = ${eventId})`);
    const markets = [];
    for (const market of parts.markets) {
      const selections = parts.selections.filter((s) => s.marketId === market.id);
      const singles = await repo.singlesOfMarket(db, market.id);
      const spec = new Map(selections.map((s) => [s.id, s.spec as Selection]));
      const shape = shapeOfKey(market.key);
      const results = liabilityResults(
        market.kind as MarketKindCode,
        shape.places ?? 1,
        selections.map((s) => s.pick),
      );
      const worst = liabilityByResult(
        singles.map((e) => ({ selection: spec.get(e.selectionId)!, odds: e.odds, stake: e.stake })),
        results,
      ).reduce((w, x) => (x > w ? x : w), 0n);
      const who = {
        home: event.homeName,
        away: event.awayName,
        competitor: (id: string) => parts.names.get(Number(id))?.name ?? id,
      };
      markets.push({
        marketId: market.id,
        key: market.key,
        kind: market.kind as MarketKindCode,
        status: market.status as 'open',
        marginBp: market.marginBp,
        minStake: formatCents(market.minStake),
        maxStake: formatCents(market.maxStake),
        liabilityCap: formatCents(market.liabilityCap),
        liability: formatCents(worst),
        selections: selections.map((s) => {
          const on = singles.filter((e) => e.selectionId === s.id);
          return {
            selectionId: s.id,
            pick: s.pick,
            name: selectionName(s.spec as Selection, who, 'EN'),
            odds: s.odds === null ? null : oddsText(s.odds),
            stake: formatCents(on.reduce((sum, e) => sum + e.stake, 0n)),
            payout: formatCents(on.reduce((sum, e) => sum + (e.stake * e.odds) / 1000n, 0n)),
          };
        }),
      });
    }
    const competitorIds = [
      ...new Set(parts.selections.filter((s) => /^\d+$/.test(s.pick)).map((s) => Number(s.pick))),
    ];
    return {
      eventId: event.id,
      category: event.category as AdminSportsEvent['category'],
      sport: event.sport,
      league: event.league,
      name: event.name,
      startsAt: event.startsAt.toISOString(),
      status: event.status as AdminSportsEvent['status'],
      voidAt: event.voidAt?.toISOString() ?? null,
      result: event.result ?? null,
      pendingResult: event.pendingResult ?? null,
      enteredBy: event.enteredBy === null ? null : (await actorNames(db, [event.enteredBy]))(event.enteredBy),
      resultVersion: event.resultVersion,
      settledVersion: event.settledVersion,
      competitors: competitorIds.map((id) => ({ id, name: parts.names.get(id)?.name ?? String(id) })),
      bets: Number(bets?.n ?? 0),
      stake: formatCents(BigInt(bets?.stake ?? 0)),
      markets,
      feed:
        event.feed && event.externalId
          ? { code: event.feed, externalId: event.externalId, heldBy: event.feedHeldBy }
          : null,
      parkedCorrections: (await repo.parkedCorrections(db, event.id)).map((row) => ({
        betId: row.betId,
        resultVersion: row.resultVersion,
        paid: formatCents(row.before),
        corrected: formatCents(row.after),
      })),
    };
  }

  async function events(query: {
    category: 'sports' | 'esports' | 'virtual';
    status?: string | undefined;
    pageNo: number;
    pageSize: number;
  }) {
    const { rows, total } = await repo.listEvents(db, {
      category: query.category,
      status: 'any',
      now: deps.clock(),
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    const list = [];
    for (const row of rows.filter((r) => !query.status || r.status === query.status))
      list.push(await view(row.id));
    return { list, totalPages: Math.ceil(total / query.pageSize) };
  }

  async function settings() {
    const s = await repo.settings(db);
    return {
      maxPayout: formatCents(s.maxPayout),
      sameEvent: s.sameEvent === 'allow' ? ('allow' as const) : ('forbid' as const),
      virtualMarginBp: s.virtualMarginBp,
      virtualMinStake: formatCents(s.virtualMinStake),
      virtualMaxStake: formatCents(s.virtualMaxStake),
      virtualLiabilityCap: formatCents(s.virtualLiabilityCap),
    };
  }

  async function saveSettings(
    body: {
      maxPayout: string;
      sameEvent: 'forbid' | 'allow';
      virtualMarginBp: number;
      virtualMinStake: string;
      virtualMaxStake: string;
      virtualLiabilityCap: string;
    },
    who: Who,
  ) {
    const before = await settings();
    await db.transaction(async (tx) => {
      await repo.saveSettings(tx, {
        maxPayout: parseCents(body.maxPayout),
        sameEvent: body.sameEvent,
        virtualMarginBp: body.virtualMarginBp,
        virtualMinStake: parseCents(body.virtualMinStake),
        virtualMaxStake: parseCents(body.virtualMaxStake),
        virtualLiabilityCap: parseCents(body.virtualLiabilityCap),
      });
      await writeAudit(tx, { actor: who.actor, action: 'sports.settings', before, after: body, ip: who.ip });
    });
    return settings();
  }

  return {
    createEvent,
    editEvent,
    addMarket,
    editMarket,
    enterResult,
    confirmResult,
    view,
    events,
    settings,
    saveSettings,
  };
}
