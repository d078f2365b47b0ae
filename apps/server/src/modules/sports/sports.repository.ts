import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  sportsBetLegs,
  sportsBets,
  sportsEvents,
  sportsLeagues,
  sportsMarkets,
  sportsParticipants,
  sportsResettlements,
  sportsSelections,
  sportsSettings,
  sportsSports,
} from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type EventRow = typeof sportsEvents.$inferSelect;
export type MarketRow = typeof sportsMarkets.$inferSelect;
export type SelectionRow = typeof sportsSelections.$inferSelect;
export type BetRow = typeof sportsBets.$inferSelect;
export type LegRow = typeof sportsBetLegs.$inferSelect;
export type ParticipantRow = typeof sportsParticipants.$inferSelect;
export type SettingsRow = typeof sportsSettings.$inferSelect;

type Conn = Db | Tx;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** An event with its league, sport and sides' names. */
export interface EventView extends EventRow {
  league: string;
  sport: string;
  category: string;
  homeName: string | null;
  awayName: string | null;
}

export async function settings(db: Conn): Promise<SettingsRow> {
  const [row] = await db.select().from(sportsSettings).where(eq(sportsSettings.id, 1));
  if (!row) throw new Error('sports_settings has no row');
  return row;
}

export async function saveSettings(tx: Tx, change: Omit<SettingsRow, 'id' | 'updatedAt'>) {
  await tx
    .update(sportsSettings)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(sportsSettings.id, 1));
}

export async function sportOf(db: Conn, code: string) {
  const [row] = await db.select().from(sportsSports).where(eq(sportsSports.code, code));
  return row ?? null;
}

const EVENT_VIEW = sql`
  SELECT e.*, l.name AS league, l.sport AS sport, s.category AS category,
         h.name AS home_name, a.name AS away_name
  FROM sports_events e
  JOIN sports_leagues l ON l.id = e.league_id
  JOIN sports_sports s ON s.code = l.sport
  LEFT JOIN sports_participants h ON h.id = e.home_id
  LEFT JOIN sports_participants a ON a.id = e.away_id`;

interface RawEvent {
  id: string | number;
  league_id: string | number;
  home_id: string | number | null;
  away_id: string | number | null;
  name: string;
  starts_at: string | Date;
  status: string;
  void_at: string | Date | null;
  result: unknown;
  result_version: number;
  settled_version: number;
  pending_result: unknown;
  entered_by: string | null;
  entered_at: string | Date | null;
  confirmed_by: string | null;
  game_code: string | null;
  numero: string | null;
  server_seed: string | null;
  commitment: string | null;
  draw_at: string | Date | null;
  feed: string | null;
  external_id: string | null;
  feed_held_by: string | null;
  created_at: string | Date;
  league: string;
  sport: string;
  category: string;
  home_name: string | null;
  away_name: string | null;
}

const date = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const dateOrNull = (v: string | Date | null) => (v === null ? null : date(v));
const num = (v: string | number) => Number(v);

function toEventView(r: RawEvent): EventView {
  return {
    id: num(r.id),
    leagueId: num(r.league_id),
    homeId: r.home_id === null ? null : num(r.home_id),
    awayId: r.away_id === null ? null : num(r.away_id),
    name: r.name,
    startsAt: date(r.starts_at),
    status: r.status,
    voidAt: dateOrNull(r.void_at),
    result: r.result ?? null,
    resultVersion: Number(r.result_version),
    settledVersion: Number(r.settled_version),
    pendingResult: r.pending_result ?? null,
    enteredBy: r.entered_by,
    enteredAt: dateOrNull(r.entered_at),
    confirmedBy: r.confirmed_by,
    gameCode: r.game_code,
    numero: r.numero,
    serverSeed: r.server_seed,
    commitment: r.commitment,
    drawAt: dateOrNull(r.draw_at),
    feed: r.feed,
    externalId: r.external_id,
    feedHeldBy: r.feed_held_by,
    createdAt: date(r.created_at),
    league: r.league,
    sport: r.sport,
    category: r.category,
    homeName: r.home_name,
    awayName: r.away_name,
  };
}

export interface EventFilter {
  category: string;
  sport?: string | undefined;
  league?: string | undefined;
  /** upcoming: not started and taking bets; inPlay: started, no result; results: finished, cancelled or void. */
  status: 'upcoming' | 'inPlay' | 'results' | 'any';
  now: Date;
  limit: number;
  offset: number;
}

/** Events of a list, by start (results newest first), with the total for paging. */
export async function listEvents(db: Conn, f: EventFilter): Promise<{ rows: EventView[]; total: number }> {
  const now = f.now.toISOString();
  const status =
    f.status === 'upcoming'
      ? sql`e.status = 'scheduled' AND e.starts_at > ${now}::timestamptz`
      : f.status === 'inPlay'
        ? sql`e.status IN ('scheduled', 'inPlay') AND e.starts_at <= ${now}::timestamptz`
        : f.status === 'results'
          ? sql`e.status IN ('finished', 'cancelled')`
          : sql`TRUE`;
  const where = sql`s.category = ${f.category} AND ${status}
    ${f.sport ? sql`AND l.sport = ${f.sport}` : sql``}
    ${f.league ? sql`AND l.name = ${f.league}` : sql``}`;
  const order = f.status === 'results' ? sql`e.starts_at DESC, e.id DESC` : sql`e.starts_at, e.id`;
  const rows = rowsOf<RawEvent>(
    await db.execute(sql`${EVENT_VIEW} WHERE ${where} ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}`),
  );
  const [count] = rowsOf<{ n: string | number }>(
    await db.execute(sql`SELECT count(*) AS n FROM sports_events e
      JOIN sports_leagues l ON l.id = e.league_id JOIN sports_sports s ON s.code = l.sport WHERE ${where}`),
  );
  return { rows: rows.map(toEventView), total: Number(count?.n ?? 0) };
}

export async function eventById(db: Conn, id: number): Promise<EventView | null> {
  const [row] = rowsOf<RawEvent>(await db.execute(sql`${EVENT_VIEW} WHERE e.id = ${id}`));
  return row ? toEventView(row) : null;
}

export async function eventsByIds(db: Conn, ids: readonly number[]): Promise<EventView[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf<RawEvent>(await db.execute(sql`${EVENT_VIEW} WHERE e.id IN (${list})`)).map(toEventView);
}

export async function marketsOf(db: Conn, eventIds: readonly number[]): Promise<MarketRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(sportsMarkets)
    .where(inArray(sportsMarkets.eventId, [...eventIds]))
    .orderBy(asc(sportsMarkets.sortOrder), asc(sportsMarkets.id));
}

export async function marketsById(db: Conn, ids: readonly number[]): Promise<MarketRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sportsMarkets)
    .where(inArray(sportsMarkets.id, [...ids]));
}

export async function selectionsOfMarkets(db: Conn, marketIds: readonly number[]): Promise<SelectionRow[]> {
  if (marketIds.length === 0) return [];
  return db
    .select()
    .from(sportsSelections)
    .where(inArray(sportsSelections.marketId, [...marketIds]))
    .orderBy(asc(sportsSelections.sortOrder), asc(sportsSelections.id));
}

export async function participants(db: Conn, ids: readonly number[]): Promise<ParticipantRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sportsParticipants)
    .where(inArray(sportsParticipants.id, [...ids]));
}

export async function participantsOfSport(db: Conn, sport: string): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(sportsParticipants)
    .where(eq(sportsParticipants.sport, sport))
    .orderBy(asc(sportsParticipants.id));
}

export async function ensureLeague(tx: Tx, sport: string, name: string): Promise<number> {
  await tx.insert(sportsLeagues).values({ sport, name }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: sportsLeagues.id })
    .from(sportsLeagues)
    .where(and(eq(sportsLeagues.sport, sport), eq(sportsLeagues.name, name)));
  return row!.id;
}

export async function ensureParticipant(tx: Tx, sport: string, name: string): Promise<number> {
  await tx.insert(sportsParticipants).values({ sport, name }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: sportsParticipants.id })
    .from(sportsParticipants)
    .where(and(eq(sportsParticipants.sport, sport), eq(sportsParticipants.name, name)));
  return row!.id;
}

export async function leagueOfSport(db: Conn, sport: string): Promise<number | null> {
  const [row] = await db
    .select({ id: sportsLeagues.id })
    .from(sportsLeagues)
    .where(eq(sportsLeagues.sport, sport))
    .orderBy(asc(sportsLeagues.id))
    .limit(1);
  return row?.id ?? null;
}

/** A pick as the slip needs it: selection, market and event, read under a share lock on market and event. */
export interface PickState {
  selectionId: number;
  marketId: number;
  eventId: number;
  odds: bigint | null;
  spec: unknown;
  marketStatus: string;
  minStake: bigint;
  maxStake: bigint;
  liabilityCap: bigint;
  eventStatus: string;
  startsAt: Date;
  category: string;
}

export async function picks(
  conn: Conn,
  selectionIds: readonly number[],
  lock: boolean,
): Promise<PickState[]> {
  if (selectionIds.length === 0) return [];
  const list = sql.join(
    selectionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<Record<string, unknown>>(
    await conn.execute(sql`
      SELECT s.id AS selection_id, s.market_id, s.event_id, s.odds, s.spec, m.status AS market_status,
             m.min_stake, m.max_stake, m.liability_cap, e.status AS event_status, e.starts_at, sp.category
      FROM sports_selections s
      JOIN sports_markets m ON m.id = s.market_id
      JOIN sports_events e ON e.id = s.event_id
      JOIN sports_leagues l ON l.id = e.league_id
      JOIN sports_sports sp ON sp.code = l.sport
      WHERE s.id IN (${list})
      ORDER BY s.market_id
      ${lock ? sql`FOR SHARE OF m, e` : sql``}`),
  );
  return rows.map((r) => ({
    selectionId: Number(r.selection_id),
    marketId: Number(r.market_id),
    eventId: Number(r.event_id),
    odds: r.odds === null ? null : BigInt(r.odds as string),
    spec: r.spec,
    marketStatus: String(r.market_status),
    minStake: BigInt(r.min_stake as string),
    maxStake: BigInt(r.max_stake as string),
    liabilityCap: BigInt(r.liability_cap as string),
    eventStatus: String(r.event_status),
    startsAt: date(r.starts_at as string),
    category: String(r.category),
  }));
}

/**
 * Locks, for update and in id order (so two slips never wait on each other in a circle), every market
 * the given selections belong to; answers each one's running liability (null: not built yet).
 */
export async function lockMarketsOf(
  conn: Conn,
  selectionIds: readonly number[],
): Promise<Map<number, string[] | null>> {
  if (selectionIds.length === 0) return new Map();
  const list = sql.join(
    selectionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ id: string; liability: string[] | string | null }>(
    await conn.execute(sql`
      SELECT m.id, m.liability FROM sports_markets m
      WHERE m.id IN (SELECT s.market_id FROM sports_selections s WHERE s.id IN (${list}))
      ORDER BY m.id FOR UPDATE OF m`),
  );
  // PGlite and node-postgres both parse jsonb; a driver that hands back text is read here.
  const parse = (v: string[] | string | null) => (typeof v === 'string' ? (JSON.parse(v) as string[]) : v);
  return new Map(rows.map((r) => [Number(r.id), parse(r.liability)]));
}

export async function saveLiability(conn: Conn, marketId: number, liability: readonly bigint[]) {
  await conn
    .update(sportsMarkets)
    .set({ liability: liability.map(String) })
    .where(eq(sportsMarkets.id, marketId));
}

/** Singles' stakes and prices per selection of a market (the liability's exposures). */
export async function singlesOfMarket(conn: Conn, marketId: number) {
  const rows = rowsOf<{ selection_id: string; stake: string; odds: string }>(
    await conn.execute(sql`
      SELECT g.selection_id, b.stake, g.odds FROM sports_bet_legs g
      JOIN sports_bets b ON b.id = g.bet_id
      WHERE g.market_id = ${marketId} AND b.type = 'single' AND b.status = 'open'`),
  );
  return rows.map((r) => ({
    selectionId: Number(r.selection_id),
    stake: BigInt(r.stake),
    odds: BigInt(r.odds),
  }));
}

export async function setMarketStatus(conn: Conn, marketId: number, from: readonly string[], to: string) {
  const moved = await conn
    .update(sportsMarkets)
    .set({ status: to })
    .where(and(eq(sportsMarkets.id, marketId), inArray(sportsMarkets.status, [...from])))
    .returning({ id: sportsMarkets.id });
  return moved.length > 0;
}

/** Open legs of an event's bets (the settlement's input), with their bets' state. */
export async function betsOnEvent(conn: Conn, eventId: number): Promise<number[]> {
  const rows = rowsOf<{ bet_id: string }>(
    await conn.execute(
      sql`SELECT DISTINCT bet_id FROM sports_bet_legs WHERE event_id = ${eventId} ORDER BY bet_id`,
    ),
  );
  return rows.map((r) => Number(r.bet_id));
}

export async function betsByIds(conn: Conn, ids: readonly number[]): Promise<BetRow[]> {
  if (ids.length === 0) return [];
  return conn
    .select()
    .from(sportsBets)
    .where(inArray(sportsBets.id, [...ids]))
    .orderBy(asc(sportsBets.id));
}

export async function legsOf(conn: Conn, betIds: readonly number[]): Promise<LegRow[]> {
  if (betIds.length === 0) return [];
  return conn
    .select()
    .from(sportsBetLegs)
    .where(inArray(sportsBetLegs.betId, [...betIds]))
    .orderBy(asc(sportsBetLegs.betId), asc(sportsBetLegs.legNo));
}

/** Due work of the sweep: events to start, to void, to draw or to settle. */
export async function dueEvents(conn: Conn, now: Date, limit: number): Promise<EventRow[]> {
  const at = now.toISOString();
  return conn
    .select()
    .from(sportsEvents)
    .where(
      sql`(${sportsEvents.resultVersion} <> ${sportsEvents.settledVersion})
        OR (${sportsEvents.status} = 'scheduled' AND ${sportsEvents.startsAt} <= ${at}::timestamptz)
        OR (${sportsEvents.status} = 'postponed' AND ${sportsEvents.voidAt} <= ${at}::timestamptz)
        OR (${sportsEvents.status} = 'inPlay' AND ${sportsEvents.drawAt} <= ${at}::timestamptz)`,
    )
    .orderBy(asc(sportsEvents.startsAt), asc(sportsEvents.id))
    .limit(limit);
}

/** Moves an event from one of `from` to `to` with more changes; null when it was not in `from`. */
export async function moveEvent(
  conn: Conn,
  id: number,
  from: readonly string[],
  change: { [K in keyof typeof sportsEvents.$inferInsert]?: (typeof sportsEvents.$inferInsert)[K] | SQL },
): Promise<EventRow | null> {
  const [row] = await conn
    .update(sportsEvents)
    .set(change)
    .where(and(eq(sportsEvents.id, id), inArray(sportsEvents.status, [...from])))
    .returning();
  return row ?? null;
}

/** Closes every market of an event that still takes bets (it started). */
export async function closeMarketsOf(conn: Conn, eventId: number) {
  await conn
    .update(sportsMarkets)
    .set({ status: 'closed' })
    .where(and(eq(sportsMarkets.eventId, eventId), inArray(sportsMarkets.status, ['open', 'suspended'])));
}

export async function markMarketsOf(conn: Conn, eventId: number, status: 'settled' | 'void') {
  await conn.update(sportsMarkets).set({ status }).where(eq(sportsMarkets.eventId, eventId));
}

export async function virtualEventExists(db: Conn, gameCode: string, numero: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sportsEvents.id })
    .from(sportsEvents)
    .where(and(eq(sportsEvents.gameCode, gameCode), eq(sportsEvents.numero, numero)));
  return row !== undefined;
}

/** An event's corrections parked for an operator (sports_resettlements.state), oldest first. */
export async function parkedCorrections(conn: Conn, eventId: number) {
  return conn
    .select()
    .from(sportsResettlements)
    .where(and(eq(sportsResettlements.eventId, eventId), eq(sportsResettlements.state, 'parked')))
    .orderBy(asc(sportsResettlements.resultVersion), asc(sportsResettlements.betId));
}
