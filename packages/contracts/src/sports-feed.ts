import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { AdminEventBodySchema, AdminMarketBodySchema, AdminResultBodySchema } from './sports-admin.js';
import { VENDOR_CALL_MAX_SKEW_MS, VENDOR_SIGNATURE_HEADERS } from './vendor-wallet.js';

/**
 * The sportsbook's feed interface (issue 20): a feed provider pushes the shape operators enter in the
 * admin API (events with markets and fair odds, status changes, odds updates, results), signed as vendor
 * calls are. Each case of SPORTS_FEED_CONVENTIONS is tested in
 * apps/server/src/modules/sports/feed.api.test.ts.
 */

/** The two headers that sign a push; the signature is the vendors' (hex HMAC-SHA256 of the raw body). */
export const SPORTS_FEED_HEADERS = {
  feedId: 'x-feed-id',
  signature: VENDOR_SIGNATURE_HEADERS.signature,
} as const;
/** The most events one push carries. */
export const SPORTS_FEED_PUSH_MAX = 20;

const FEED_PUSH_PATH = '/wps/sports-feed/push';

/** A feed's own ids (event, market): printable ASCII, no spaces. */
const FeedIdSchema = z.string().regex(/^[\x21-\x7E]{1,128}$/);
/** A feed's code, as the operator set it up. */
export const FeedCodeSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{1,31}$/);

/** A market as the admin API opens it, named by the feed's id, and whether the feed suspends it. */
export const FeedMarketSchema = AdminMarketBodySchema.extend({
  externalId: FeedIdSchema,
  status: z.enum(['open', 'suspended']).optional(),
});

/**
 * An event as the admin API opens it, named by the feed's id; its status change (as the admin API's
 * event change) and a result, which is only proposed: an operator confirms it before anything settles.
 */
export const FeedEventSchema = AdminEventBodySchema.extend({
  externalId: FeedIdSchema,
  markets: z.array(FeedMarketSchema).min(1).max(30),
  status: z.enum(['scheduled', 'postponed', 'cancelled']).optional(),
  voidAt: z.string().datetime({ offset: true }).nullable().optional(),
  result: AdminResultBodySchema.optional(),
});

export const FeedPushBodySchema = z.object({
  /** Unix seconds; the push is refused when it is more than 5 minutes from the server's clock. */
  timestamp: z.number().int().positive().max(99_999_999_999),
  events: z.array(FeedEventSchema).min(1).max(SPORTS_FEED_PUSH_MAX),
});
export type FeedPushBody = z.input<typeof FeedPushBodySchema>;

export const FeedPushAnswerSchema = z.object({
  events: z.array(
    z.object({
      externalId: z.string(),
      eventId: z.number().int(),
      /**
       * created; updated (something changed); unchanged (the same push again); held (an operator has
       * taken the event over, or its result is confirmed: nothing of it was applied).
       */
      outcome: z.enum(['created', 'updated', 'unchanged', 'held']),
      /** The ids a placings result names, with their names as pushed. */
      competitors: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
});
export type FeedPushAnswer = z.infer<typeof FeedPushAnswerSchema>;

/** What the feed's docs say: /docs shows it as the `sports-feed` tag's description. */
export const SPORTS_FEED_CONVENTIONS = `How a feed provider keeps the sportsbook's events, odds and results. A push is a POST of a JSON body to \`${FEED_PUSH_PATH}\`.

**Signing** is the vendors': header \`${SPORTS_FEED_HEADERS.feedId}\` names the feed (its code, set up by an operator in the
console's sports settings with its secret), header \`${SPORTS_FEED_HEADERS.signature}\` is the hex HMAC-SHA256 of the raw body
bytes keyed with that secret, and body \`timestamp\` (Unix seconds, covered by the signature) is at most
${VENDOR_CALL_MAX_SKEW_MS / 60_000} minutes from the server's clock. An unknown feed or a wrong signature answers 401
error_vendor_signature, a stale timestamp 401 error_vendor_stale, a switched-off feed 403 error_forbidden.

**Body.** \`events\` holds 1 to ${SPORTS_FEED_PUSH_MAX} events, each the admin API's event (category, sport, league, home and
away or competitors, startsAt, markets with kind, line, marginBp, limits and fair odds in the book's order) with
the feed's \`externalId\`; each market has its \`externalId\` too and may carry \`status\` (open or suspended).
An event may carry \`status\` (scheduled, postponed with \`voidAt\`, cancelled) and \`result\` (a score,
placings naming the competitor ids the answer lists, or void).

**One transaction per push.** A body that breaks the rules answers 400 (error_invalid_request,
error_sports_market_invalid, error_sports_result_invalid), a change the event's state does not allow
409 error_sports_event_state, a market id pushed again with another kind or line, or an event id with another
sport or sides, 409 error_sports_feed_conflict: nothing of the push is written.

**Idempotent by external id.** An event is named by (feed, externalId), a market by its event and externalId,
a selection by its place in its market. Pushing the same again changes nothing (\`unchanged\`); a later push
moves the start, the status, a market's odds, margin, limits or suspension (\`updated\`). Markets left out
stay as they are. After an event's start only its result is read from a push. The feed may reopen a
market it suspended unless the market is past its liability cap.

**Results are proposals.** A result in a push waits as the event's entered result (entered by
\`feed:<code>\`); it settles only once an operator confirms it, as a second operator confirms another's.
Pushing a different result before then replaces the proposal.

**The operator's word stands.** Once an operator edits a fed event by hand (its start or status, a market, a
result) or a result of it is confirmed (or it is cancelled), the feed's pushes for it change nothing and
answer \`held\`.

Example (secret \`s3cret…\`): \`body='{"timestamp":1795700000,"events":[{"externalId":"m-1","category":"sports","sport":"football","league":"PFL","home":"Kaya","away":"Stallion","startsAt":"2026-12-01T11:00:00Z","markets":[{"externalId":"m-1:1x2","kind":"1x2","marginBp":500,"minStake":"10","maxStake":"5000","liabilityCap":"100000","fairOdds":["2.10","3.40","3.60"]}]}]}'\`,
\`sig=$(printf %s "$body" | openssl dgst -sha256 -hmac "$secret" -hex | cut -d' ' -f2)\`, then
\`curl -X POST -H 'content-type: application/json' -H '${SPORTS_FEED_HEADERS.feedId}: opta' -H "${SPORTS_FEED_HEADERS.signature}: $sig" --data "$body" …${FEED_PUSH_PATH}\`.
The answer lists each event as created, updated, unchanged or held with its eventId.`;

export const sportsFeedEndpoints = {
  push: defineEndpoint({
    method: 'POST',
    path: FEED_PUSH_PATH,
    summary: 'A feed pushes events, odds, status changes and proposed results (signed; one transaction)',
    tag: 'sports-feed',
    auth: 'none',
    body: FeedPushBodySchema,
    value: FeedPushAnswerSchema,
  }),
};

export const AdminSportsFeedSchema = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** Events the feed created. */
  events: z.number().int(),
  updatedAt: z.string(),
});
export type AdminSportsFeed = z.infer<typeof AdminSportsFeedSchema>;

/** A feed's secret: what the operator hands the provider; kept sealed and never shown again. */
const FeedSecretSchema = z.string().regex(/^[\x21-\x7E]{32,128}$/);

export const AdminSportsFeedBodySchema = z.object({
  code: FeedCodeSchema,
  name: z.string().trim().min(1).max(64),
  secret: FeedSecretSchema,
  enabled: z.boolean().default(true),
});
export const AdminSportsFeedChangeSchema = z.object({
  name: z.string().trim().min(1).max(64).optional(),
  secret: FeedSecretSchema.optional(),
  enabled: z.boolean().optional(),
});

export const adminSportsFeedEndpoints = {
  feeds: defineEndpoint({
    method: 'GET',
    path: '/wps/admin/sports/feeds',
    summary: 'The sportsbook feed providers (their secrets are never shown)',
    tag: 'admin',
    auth: 'operator',
    value: z.object({ list: z.array(AdminSportsFeedSchema) }),
  }),
  createFeed: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/sports/feeds',
    summary: 'Set up a feed provider with its secret (audited, the secret left out)',
    tag: 'admin',
    auth: 'operator',
    body: AdminSportsFeedBodySchema,
    value: AdminSportsFeedSchema,
  }),
  editFeed: defineEndpoint({
    method: 'PUT',
    path: '/wps/admin/sports/feeds/:code',
    summary: 'Rename a feed provider, switch it off or on, or change its secret (audited)',
    tag: 'admin',
    auth: 'operator',
    params: z.object({ code: FeedCodeSchema }),
    body: AdminSportsFeedChangeSchema,
    value: AdminSportsFeedSchema,
  }),
};
