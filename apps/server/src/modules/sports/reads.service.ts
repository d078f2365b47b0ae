import {
  OddsChangeSchema,
  OddsFormatSchema,
  type Language,
  type SportsBet,
  type SportsEvent,
  type SportsPreferences,
} from '@swerte/contracts';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { sportsBets, sportsPreferences } from '../../db/schema.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './sports.repository.js';
import { betWire, eventWire, type EventParts, type LegView } from './views.js';

export interface ReadsDeps {
  db: Db;
  clock: () => Date;
}

export type SportsReads = ReturnType<typeof createSportsReads>;

/** Markets, selections and the participants a set of events names. */
export async function loadParts(db: Db, events: readonly repo.EventView[]): Promise<EventParts> {
  const markets = await repo.marketsOf(
    db,
    events.map((e) => e.id),
  );
  const selections = await repo.selectionsOfMarkets(
    db,
    markets.map((m) => m.id),
  );
  const ids = new Set<number>();
  for (const e of events) for (const id of [e.homeId, e.awayId]) if (id !== null) ids.add(id);
  for (const s of selections)
    if (/^\d+$/.test(s.pick) && markets.find((m) => m.id === s.marketId)?.kind === 'outright')
      ids.add(Number(s.pick));
  const names = new Map((await repo.participants(db, [...ids])).map((p) => [p.id, p]));
  return { markets, selections, names };
}

/** The player's reads: event lists by sport and league, an event with every market, my bets. */
export function createSportsReads({ db, clock }: ReadsDeps) {
  async function events(
    query: {
      category: 'sports' | 'esports' | 'virtual';
      sport?: string | undefined;
      league?: string | undefined;
      status: 'upcoming' | 'inPlay' | 'results';
      pageNo: number;
      pageSize: number;
    },
    lang: Language,
  ) {
    const now = clock();
    const { rows, total } = await repo.listEvents(db, {
      category: query.category,
      sport: query.sport,
      league: query.league,
      status: query.status,
      now,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    const parts = await loadParts(db, rows);
    return {
      list: rows.map((e) => eventWire(e, parts, lang, now, false)),
      totalPages: Math.ceil(total / query.pageSize),
      serverTime: now.toISOString(),
    };
  }

  async function event(eventId: number, lang: Language): Promise<SportsEvent> {
    const found = await repo.eventById(db, eventId);
    if (!found) throw new AppError('error_not_found');
    return eventWire(found, await loadParts(db, [found]), lang, clock(), true);
  }

  async function myBets(
    memberId: number,
    query: { status: 'open' | 'settled' | 'all'; cursor?: number | undefined; pageSize: number },
    lang: Language,
  ): Promise<{ list: SportsBet[]; nextCursor: number | null }> {
    const rows = await db
      .select()
      .from(sportsBets)
      .where(
        and(
          eq(sportsBets.memberId, memberId),
          query.cursor ? lt(sportsBets.id, query.cursor) : sql`TRUE`,
          query.status === 'open'
            ? eq(sportsBets.status, 'open')
            : query.status === 'settled'
              ? ne(sportsBets.status, 'open')
              : sql`TRUE`,
        ),
      )
      .orderBy(desc(sportsBets.id))
      .limit(query.pageSize + 1);
    const page = rows.slice(0, query.pageSize);
    return {
      list: await betsWire(db, page, lang),
      nextCursor: rows.length > query.pageSize ? page[page.length - 1]!.id : null,
    };
  }

  /** The member's remembered book settings; the defaults until they save any. */
  async function preferences(memberId: number): Promise<SportsPreferences> {
    const [row] = await db.select().from(sportsPreferences).where(eq(sportsPreferences.memberId, memberId));
    return preferencesWire(row);
  }

  /** Remembers the odds format and the odds-change choice (the site also keeps them in the browser for visitors). */
  async function savePreferences(memberId: number, change: Partial<SportsPreferences>) {
    const values = { ...(await preferences(memberId)), ...change };
    const [row] = await db
      .insert(sportsPreferences)
      .values({ memberId, ...values })
      .onConflictDoUpdate({
        target: sportsPreferences.memberId,
        set: { ...change, updatedAt: sql`now()` },
      })
      .returning();
    return preferencesWire(row);
  }

  return { events, event, myBets, preferences, savePreferences };
}

/** Bets with their legs on the wire. */
export async function betsWire(db: Db, bets: readonly repo.BetRow[], lang: Language): Promise<SportsBet[]> {
  const legs = await repo.legsOf(
    db,
    bets.map((b) => b.id),
  );
  const events = await repo.eventsByIds(db, [...new Set(legs.map((l) => l.eventId))]);
  const parts = await loadParts(db, events);
  const byId = new Map(events.map((e) => [e.id, e]));
  return bets.map((bet) => {
    const views: LegView[] = legs
      .filter((l) => l.betId === bet.id)
      .map((leg) => ({
        leg,
        event: byId.get(leg.eventId)!,
        marketKey: parts.markets.find((m) => m.id === leg.marketId)?.key ?? '',
        selection: parts.selections.find((s) => s.id === leg.selectionId)!,
        names: parts.names,
      }));
    return betWire(bet, views, lang);
  });
}

function preferencesWire(row: { oddsFormat: string; oddsChange: string } | undefined): SportsPreferences {
  return {
    oddsFormat: OddsFormatSchema.catch('decimal').parse(row?.oddsFormat),
    oddsChange: OddsChangeSchema.catch('none').parse(row?.oddsChange),
  };
}
