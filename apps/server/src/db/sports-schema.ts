import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Money in integer cents, never through a float. */
const cents = (name: string) => bigint(name, { mode: 'bigint' });
/** Decimal odds in thousandths (1.95 is 1950): what the book prices, books and settles. */
const odds = (name: string) => bigint(name, { mode: 'bigint' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A sport of the book (football, dota2, vfootball…) and its §3 list: sports, esports or virtual. */
export const sportsSports = pgTable('sports_sports', {
  code: text('code').primaryKey(),
  category: text('category').notNull(),
  nameEn: text('name_en').notNull(),
  nameTy: text('name_ty').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const sportsLeagues = pgTable(
  'sports_leagues',
  {
    id: id(),
    sport: text('sport').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('sports_leagues_name_uq').on(t.sport, t.name)],
);

/** A team, player or runner; a virtual one carries the model's ratings (attack/defence or strength). */
export const sportsParticipants = pgTable(
  'sports_participants',
  {
    id: id(),
    sport: text('sport').notNull(),
    name: text('name').notNull(),
    ratings: jsonb('ratings').$type<{ attack?: number; defence?: number; strength?: number }>(),
  },
  (t) => [uniqueIndex('sports_participants_name_uq').on(t.sport, t.name)],
);

/**
 * An event. Status scheduled → inPlay → finished, or postponed (void at `void_at` unless it gets a new
 * start) or cancelled. `result_version` counts confirmed results (a correction adds one);
 * `settled_version` is the one whose settlement finished: the settle job works while they differ. A
 * virtual event has its game code and numero, its server seed (answered only once `result` is set) and
 * that seed's SHA-256 published from the start.
 */
export const sportsEvents = pgTable(
  'sports_events',
  {
    id: id(),
    leagueId: bigint('league_id', { mode: 'number' }).notNull(),
    homeId: bigint('home_id', { mode: 'number' }),
    awayId: bigint('away_id', { mode: 'number' }),
    name: text('name').notNull(),
    startsAt: at('starts_at').notNull(),
    status: text('status').notNull().default('scheduled'),
    voidAt: at('void_at'),
    /** games EventResult: { kind: 'score' | 'maps', score } | { kind: 'placings', placings } | { kind: 'void' }. */
    result: jsonb('result'),
    resultVersion: integer('result_version').notNull().default(0),
    settledVersion: integer('settled_version').notNull().default(0),
    pendingResult: jsonb('pending_result'),
    enteredBy: text('entered_by'),
    enteredAt: at('entered_at'),
    confirmedBy: text('confirmed_by'),
    gameCode: text('game_code'),
    numero: text('numero'),
    serverSeed: text('server_seed'),
    commitment: text('commitment'),
    /** Virtual: when the house draws the result (the event runs from starts_at until then). */
    drawAt: at('draw_at'),
    /** A fed event: the feed that created it and its id there (a push names the event by both). */
    feed: text('feed'),
    externalId: text('external_id'),
    /**
     * The operator who took a fed event over by a hand edit (event, market or result): from then on the
     * feed's pushes for it are answered `held` and change nothing.
     */
    feedHeldBy: text('feed_held_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sports_events_feed_uq').on(t.feed, t.externalId),
    index('sports_events_list_idx').on(t.leagueId, t.startsAt),
    index('sports_events_starts_idx').on(t.startsAt),
    uniqueIndex('sports_events_virtual_uq').on(t.gameCode, t.numero),
    index('sports_events_due_idx')
      .on(t.id)
      .where(
        sql`${t.resultVersion} <> ${t.settledVersion} OR ${t.status} IN ('scheduled', 'inPlay', 'postponed')`,
      ),
  ],
);

/**
 * A market: kind and line (quarters), the operator's margin (basis points), stake limits per bet and
 * the liability cap (cents) past which it suspends itself. Status open, suspended, closed, settled, void.
 */
export const sportsMarkets = pgTable(
  'sports_markets',
  {
    id: id(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** A stable name within the event ('1x2', 'overUnder:10', 'win', 'place:3'). */
    key: text('key').notNull(),
    quarters: integer('quarters'),
    status: text('status').notNull().default('open'),
    marginBp: integer('margin_bp').notNull(),
    minStake: cents('min_stake').notNull(),
    maxStake: cents('max_stake').notNull(),
    liabilityCap: cents('liability_cap').notNull(),
    /**
     * The house's net payout from the market's open singles if the event ends in each of its liability
     * results (cents as decimal strings, in `liabilityResults` order), kept as singles are placed, so
     * the cap is judged without re-reading them; null until the first single (or for a market older
     * than the column), then built once from the singles.
     */
    liability: jsonb('liability').$type<string[]>(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A fed market's id at its feed, unique within the event. */
    externalId: text('external_id'),
  },
  (t) => [
    uniqueIndex('sports_markets_key_uq').on(t.eventId, t.key),
    uniqueIndex('sports_markets_external_uq').on(t.eventId, t.externalId),
  ],
);

/**
 * A selection: what it backs (games Selection, in `spec`), the fair probability the operator or the
 * model gave it (`fair_n`/`fair_d`) and its price with the market's margin (null: not offered).
 */
export const sportsSelections = pgTable(
  'sports_selections',
  {
    id: id(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    pick: text('pick').notNull(),
    spec: jsonb('spec').notNull(),
    fairN: text('fair_n').notNull(),
    fairD: text('fair_d').notNull(),
    odds: odds('odds'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sports_selections_market_idx').on(t.marketId)],
);

/**
 * A feed provider that pushes events, odds and results (`POST /wps/sports-feed/push`), set up by an
 * operator: its HMAC secret is kept sealed (platform/sealed.ts) and never shown again.
 */
export const sportsFeeds = pgTable('sports_feeds', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  secretSealed: text('secret_sealed').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The book's settings (one row): maximum payout per bet, the same-event rule, the virtual margin. */
export const sportsSettings = pgTable('sports_settings', {
  id: integer('id').primaryKey(),
  maxPayout: cents('max_payout').notNull(),
  sameEvent: text('same_event').notNull().default('forbid'),
  virtualMarginBp: integer('virtual_margin_bp').notNull(),
  virtualMinStake: cents('virtual_min_stake').notNull(),
  virtualMaxStake: cents('virtual_max_stake').notNull(),
  virtualLiabilityCap: cents('virtual_liability_cap').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A placed slip, idempotent on the member's requestId; `fingerprint` is what it asked for. */
export const sportsSlips = pgTable(
  'sports_slips',
  {
    slipId: text('slip_id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    stake: cents('stake').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sports_slips_request_uq').on(t.memberId, t.requestId)],
);

/**
 * A bet: a single, a parlay or a system; paid through the wallet's bet (`bet_id`, vendor bet id
 * `sb-<id>`). `payout` and `status` are the settlement's; `settled_key` the event versions it was
 * settled on, so a corrected result re-settles only what it changes.
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: id(),
    slipId: text('slip_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    system: text('system'),
    lines: integer('lines').notNull(),
    unitStake: cents('unit_stake').notNull(),
    stake: cents('stake').notNull(),
    potentialReturn: cents('potential_return').notNull(),
    maxPayout: cents('max_payout').notNull(),
    payout: cents('payout')
      .notNull()
      .default(sql`0`),
    status: text('status').notNull().default('open'),
    gameType: text('game_type').notNull(),
    betId: bigint('bet_id', { mode: 'number' }),
    placedAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('sports_bets_member_idx').on(t.memberId, t.id),
    index('sports_bets_slip_idx').on(t.slipId),
    // The betting record finds a wallet bet's sports bet.
    index('sports_bets_bet_idx').on(t.betId),
  ],
);

/** A bet's leg: the selection at the price booked, and its outcome (with a dead heat's share) once settled. */
export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    legNo: integer('leg_no').notNull(),
    selectionId: bigint('selection_id', { mode: 'number' }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    odds: odds('odds').notNull(),
    outcome: text('outcome'),
    shareN: text('share_n'),
    shareD: text('share_d'),
    /** The event's result version the outcome was settled on. */
    resultVersion: integer('result_version'),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.legNo] }),
    index('sports_bet_legs_event_idx').on(t.eventId, t.betId),
    index('sports_bet_legs_market_idx').on(t.marketId),
  ],
);

/**
 * A re-settlement: a settled bet's payout moved from `before` to `after` by a corrected result (the
 * ledger entry `resettle:FB:sb-<bet>:<eventId>:<version>` moves the difference). Operators read it as
 * the correction's audit trail.
 */
export const sportsResettlements = pgTable(
  'sports_resettlements',
  {
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    resultVersion: integer('result_version').notNull(),
    before: cents('before').notNull(),
    after: cents('after').notNull(),
    /**
     * moved: the wallet moved the difference. parked: a lower payout the member has already spent
     * (the ledger never takes a cash balance below zero): nothing moved, the bet keeps its payout and
     * the row waits in the operators' queue of corrections to collect.
     */
    state: text('state').notNull().default('moved'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.eventId, t.resultVersion] }),
    index('sports_resettlements_parked_idx').on(t.state, t.eventId),
  ],
);

/**
 * The bets one confirmed result (event, version) settles, frozen by the first run with their payouts,
 * so a run resumed after a crash hands the wallet the same list in the same order (its batches' key).
 */
export const sportsSettlements = pgTable(
  'sports_settlements',
  {
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    resultVersion: integer('result_version').notNull(),
    items: jsonb('items').$type<{ betId: number; payout: string; status: string }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.resultVersion] })],
);

/** A member's odds format (decimal, hongKong, malay, indonesian), remembered across devices. */
export const sportsPreferences = pgTable('sports_preferences', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  oddsFormat: text('odds_format').notNull(),
  /** What the slip does when a price moves before placing: none (refuse), better (take higher) or any. */
  oddsChange: text('odds_change').notNull().default('none'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
