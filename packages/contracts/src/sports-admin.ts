import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { AmountInputSchema, MoneySchema } from './money.js';
import {
  EventStatusSchema,
  MarketKindSchema,
  MarketStatusSchema,
  OddsSchema,
  SportsCategorySchema,
} from './sports.js';

/**
 * The sportsbook's back office (issue 20): events and markets with the operator's margin, stake limits
 * and liability cap; results entered by one operator and confirmed by another before settlement; the
 * book's maximum payout per bet.
 */

const name = z.string().trim().min(1).max(64);
const idParam = (key: string) =>
  z.object({
    [key]: z.coerce
      .number()
      .int()
      .min(1)
      .max(2 ** 53),
  });

/** A margin in basis points (500 = 5%), at most 50%. */
const MarginBpSchema = z.number().int().min(0).max(5000);

/**
 * A market to open: kind and line (a multiple of 0.25), its margin, stake limits and liability cap, and
 * the fair odds of each selection in the book's order (1X2: home, draw, away; handicaps: home, away;
 * totals: over, under; both teams: yes, no; correct score: 0-0 … 3-3 by home goals, then any other;
 * outrights: the competitors as listed). The book prices each at 1 / (p × (1 + margin)).
 */
/** A fair price an operator sets: decimal odds above 1.00 (1.00 or less is no bet and no probability). */
const FairOddsSchema = z
  .string()
  .regex(/^(1\.(0[1-9]|[1-9][0-9])[0-9]?|1[0-9]{1,3}\.[0-9]{2,3}|[2-9][0-9]{0,3}\.[0-9]{2,3})$/)
  // The book prices up to 1000.00 (packages/games odds); a larger price would fail there, not here.
  .refine((odds) => Number(odds) <= 1000);

export const AdminMarketBodySchema = z.object({
  kind: MarketKindSchema,
  line: z
    .string()
    .regex(/^-?\d{1,2}(\.(0|00|25|5|50|75))?$/)
    .nullable()
    .default(null),
  /** Outrights: the places paid (1 = to win). */
  places: z.number().int().min(1).max(4).default(1),
  marginBp: MarginBpSchema,
  minStake: AmountInputSchema,
  maxStake: AmountInputSchema,
  liabilityCap: AmountInputSchema,
  fairOdds: z.array(FairOddsSchema).min(2).max(40),
});
export type AdminMarketBody = z.input<typeof AdminMarketBodySchema>;

export const AdminEventBodySchema = z.object({
  category: z.enum(['sports', 'esports']),
  sport: z.string().regex(/^[a-z0-9]{2,32}$/),
  league: name,
  /** A match's sides; leave out for an outright, whose competitors are `competitors`. */
  home: name.nullable().default(null),
  away: name.nullable().default(null),
  competitors: z.array(name).max(40).default([]),
  name: name.optional(),
  startsAt: z.string().datetime({ offset: true }),
  markets: z.array(AdminMarketBodySchema).min(1).max(30),
});
export type AdminEventBody = z.input<typeof AdminEventBodySchema>;

/**
 * An event's change: a new start, postponed (void at `voidAt` unless it gets a new start before) or
 * cancelled (every bet on it void).
 */
export const AdminEventChangeSchema = z.object({
  startsAt: z.string().datetime({ offset: true }).optional(),
  status: z.enum(['scheduled', 'postponed', 'cancelled']).optional(),
  voidAt: z.string().datetime({ offset: true }).nullable().optional(),
});

export const AdminMarketChangeSchema = z.object({
  status: z.enum(['open', 'suspended']).optional(),
  marginBp: MarginBpSchema.optional(),
  minStake: AmountInputSchema.optional(),
  maxStake: AmountInputSchema.optional(),
  liabilityCap: AmountInputSchema.optional(),
  fairOdds: z.array(FairOddsSchema).min(2).max(40).optional(),
});

/** A result: the final score (maps won in esports), the placings (ids as listed), or void. */
export const AdminResultBodySchema = z.union([
  z.object({
    score: z.object({ home: z.number().int().min(0).max(99), away: z.number().int().min(0).max(99) }),
  }),
  z.object({
    placings: z
      .array(z.array(z.number().int().min(1)).min(1).max(40))
      .min(1)
      .max(40),
    nonRunners: z.array(z.number().int().min(1)).max(40).default([]),
  }),
  z.object({ void: z.literal(true) }),
]);

export const AdminSportsMarketSchema = z.object({
  marketId: z.number().int(),
  key: z.string(),
  kind: MarketKindSchema,
  status: MarketStatusSchema,
  marginBp: z.number().int(),
  minStake: MoneySchema,
  maxStake: MoneySchema,
  liabilityCap: MoneySchema,
  /** The house's worst net payout over the market's results from its singles (cents as money). */
  liability: MoneySchema,
  selections: z.array(
    z.object({
      selectionId: z.number().int(),
      pick: z.string(),
      name: z.string(),
      odds: OddsSchema.nullable(),
      /** Stakes of singles on it, and what it would pay them. */
      stake: MoneySchema,
      payout: MoneySchema,
    }),
  ),
});

export const AdminSportsEventSchema = z.object({
  eventId: z.number().int(),
  category: SportsCategorySchema,
  sport: z.string(),
  league: z.string(),
  name: z.string(),
  startsAt: z.string(),
  status: EventStatusSchema,
  voidAt: z.string().nullable(),
  result: z.unknown().nullable(),
  pendingResult: z.unknown().nullable(),
  enteredBy: z.string().nullable(),
  resultVersion: z.number().int(),
  settledVersion: z.number().int(),
  /** Competitors of an outright or a race, with the ids a placings result names. */
  competitors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  bets: z.number().int(),
  stake: MoneySchema,
  markets: z.array(AdminSportsMarketSchema),
  /** A fed event: its feed, its id there, and the operator who took it over by hand (the feed then holds). */
  feed: z.object({ code: z.string(), externalId: z.string(), heldBy: z.string().nullable() }).nullable(),
  /**
   * The operators' queue of this event: corrections that lowered a payout the member had already spent,
   * so nothing moved (the ledger never takes a cash balance below zero); each is collected by hand.
   */
  parkedCorrections: z.array(
    z.object({
      betId: z.number().int(),
      resultVersion: z.number().int(),
      paid: MoneySchema,
      corrected: MoneySchema,
    }),
  ),
});
export type AdminSportsEvent = z.infer<typeof AdminSportsEventSchema>;

export const AdminSportsSettingsSchema = z.object({
  maxPayout: MoneySchema,
  sameEvent: z.enum(['forbid', 'allow']),
  virtualMarginBp: z.number().int(),
  virtualMinStake: MoneySchema,
  virtualMaxStake: MoneySchema,
  virtualLiabilityCap: MoneySchema,
});

export const AdminSportsSettingsBodySchema = z.object({
  maxPayout: AmountInputSchema,
  sameEvent: z.enum(['forbid', 'allow']),
  virtualMarginBp: MarginBpSchema,
  virtualMinStake: AmountInputSchema,
  virtualMaxStake: AmountInputSchema,
  virtualLiabilityCap: AmountInputSchema,
});
export type AdminSportsSettings = z.infer<typeof AdminSportsSettingsSchema>;

export const adminSportsEndpoints = {
  events: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/sports/events',
    summary: 'Sportsbook events with their markets, liability per market, bets and results, by start',
    tag: 'admin',
    auth: 'operator',
    query: z.object({
      category: SportsCategorySchema.default('sports'),
      status: z.preprocess((v) => (v === '' ? undefined : v), EventStatusSchema.optional()),
      pageNo: z.coerce.number().int().min(1).max(1000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
    value: z.object({ list: z.array(AdminSportsEventSchema), totalPages: z.number().int() }),
  }),
  event: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/sports/events/:eventId',
    summary: 'A sportsbook event with every market, its liability per selection and its results',
    tag: 'admin',
    auth: 'operator',
    params: idParam('eventId'),
    value: AdminSportsEventSchema,
  }),
  createEvent: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/sports/events',
    summary: 'Open an event with its markets, priced from fair odds with each market’s margin (audited)',
    tag: 'admin',
    auth: 'operator',
    body: AdminEventBodySchema,
    value: AdminSportsEventSchema,
  }),
  editEvent: defineEndpoint({
    method: 'PUT',
    path: '/wps/admin/sports/events/:eventId',
    summary: "Change an event's start, postpone it (void after a set time) or cancel it (audited)",
    tag: 'admin',
    auth: 'operator',
    params: idParam('eventId'),
    body: AdminEventChangeSchema,
    value: AdminSportsEventSchema,
  }),
  addMarket: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/sports/events/:eventId/markets',
    summary: 'Add a market to an event not yet started (audited)',
    tag: 'admin',
    auth: 'operator',
    params: idParam('eventId'),
    body: AdminMarketBodySchema,
    value: AdminSportsEventSchema,
  }),
  editMarket: defineEndpoint({
    method: 'PUT',
    path: '/wps/admin/sports/markets/:marketId',
    summary: 'Suspend or reopen a market, change its margin, limits, liability cap or fair odds (audited)',
    tag: 'admin',
    auth: 'operator',
    params: idParam('marketId'),
    body: AdminMarketChangeSchema,
    value: AdminSportsEventSchema,
  }),
  enterResult: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/sports/events/:eventId/result',
    summary: "Enter an event's result (or a correction); it settles once a second operator confirms it",
    tag: 'admin',
    auth: 'operator',
    params: idParam('eventId'),
    body: AdminResultBodySchema,
    value: AdminSportsEventSchema,
  }),
  confirmResult: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/sports/events/:eventId/result/confirm',
    summary:
      'Confirm the entered result (another operator): the bets settle in bulk, a correction moves only the difference',
    tag: 'admin',
    auth: 'operator',
    params: idParam('eventId'),
    value: AdminSportsEventSchema,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/sports/settings',
    summary: "The book's maximum payout per bet, same-event rule and virtual sports' margin and limits",
    tag: 'admin',
    auth: 'operator',
    value: AdminSportsSettingsSchema,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/wps/admin/sports/settings',
    summary: "Change the book's settings (audited; bets placed keep their maximum payout)",
    tag: 'admin',
    auth: 'operator',
    body: AdminSportsSettingsBodySchema,
    value: AdminSportsSettingsSchema,
  }),
};
