import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import type { DomainEvent, DomainEventPayloads, DomainEventType } from './event-types.js';

/**
 * A handler runs in a transaction that also marks its delivery done: its own writes in `tx` happen
 * exactly once. Anything outside the database (a message, a call) can happen more than once (a node
 * can die after it and before the commit), so the handler dedupes it on `event.id`.
 */
export type EventHandler<T extends DomainEventType> = (event: DomainEvent<T>, tx: Tx) => Promise<void>;

/**
 * A handler of many events at once (in id order), for the work a draw or a batch of bets makes: its
 * writes for the whole batch are one transaction. A batch that fails is delivered again in parts, down
 * to event by event, so one bad event holds back only itself.
 */
export type EventBatchHandler<T extends DomainEventType> = (
  events: DomainEvent<T>[],
  tx: Tx,
) => Promise<void>;

interface Subscription {
  type: DomainEventType;
  batchSize: number;
  handle: EventBatchHandler<DomainEventType>;
}

export interface OutboxSettings {
  /** How often a node looks for due deliveries. */
  pollMs: number;
  /** First retry delay; doubled per failed attempt up to five minutes. */
  retryBaseMs: number;
  /** Attempts before a delivery is dead (kept for an operator, not retried). */
  maxAttempts: number;
}

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = { pollMs: 1000, retryBaseMs: 1000, maxAttempts: 10 };

/** Deliveries tried per poll at most, so one pass cannot hold a node for long. */
const PASS_LIMIT = 2000;
/** Events a batch handler is given at once unless it asks otherwise. */
export const DEFAULT_EVENT_BATCH = 500;
const MAX_RETRY_DELAY_MS = 5 * 60_000;

interface ClaimedRow extends Record<string, unknown> {
  event_id: string | number;
  handler: string;
  attempts: number;
  type: DomainEventType;
  payload: unknown;
  created_at: Date | string;
}

/** A packed event's payload is the array of its parts' payloads (a single event's is an object). */
const payloadOf = (row: ClaimedRow): unknown =>
  typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload;

/** The events a claimed row holds: itself, or each part of a packed one (all under its id, numbered). */
function eventsOf(row: ClaimedRow): DomainEvent[] {
  const payload = payloadOf(row);
  const parts = Array.isArray(payload) ? (payload as unknown[]) : [payload];
  const createdAt = new Date(row.created_at);
  return parts.map(
    (part, index) =>
      ({ id: Number(row.event_id), part: index, type: row.type, payload: part, createdAt }) as DomainEvent,
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export type EventOutbox = ReturnType<typeof createEventOutbox>;

/**
 * The transactional outbox: `publish` writes the event and one pending delivery per subscribed handler
 * in the caller's transaction (one statement); every node polls for due deliveries and runs each in a
 * transaction of its own, claimed with FOR UPDATE SKIP LOCKED so two nodes never run the same delivery
 * at once, and a node that dies mid-delivery releases it with its connection. `publishMany` packs its
 * events into one row (and one delivery per handler), expanded again when delivered: a batch of 10,000
 * settled bets costs the outbox one event and a delivery per handler, not 10,000 and 30,000.
 */
export function createEventOutbox(db: Db, settings: OutboxSettings, log: FastifyBaseLogger) {
  const handlers = new Map<string, Subscription>();
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<unknown> | null = null;

  function subscribers(type: DomainEventType): string[] {
    return [...handlers].filter(([, h]) => h.type === type).map(([name]) => name);
  }

  function subscribe(
    name: string,
    type: DomainEventType,
    batchSize: number,
    handle: EventBatchHandler<DomainEventType>,
  ) {
    if (handlers.has(name)) throw new Error(`event handler ${name} registered twice`);
    handlers.set(name, { type, batchSize, handle });
  }

  async function publish<T extends DomainEventType>(tx: Tx, type: T, payload: DomainEventPayloads[T]) {
    await publishMany(tx, type, [payload]);
  }

  /**
   * Writes many events of one type as one packed event, and its deliveries, in one statement of the
   * caller's transaction; each handler receives them one by one (or in its batches), in this order.
   */
  async function publishMany<T extends DomainEventType>(
    tx: Tx,
    type: T,
    payloads: readonly DomainEventPayloads[T][],
  ) {
    if (payloads.length === 0) return;
    const packed = payloads.length === 1 ? payloads[0] : payloads;
    await tx.execute(sql`
      WITH event AS (
        INSERT INTO outbox_events (type, payload) VALUES (${type}, ${JSON.stringify(packed)}::jsonb)
        RETURNING id
      )
      INSERT INTO outbox_deliveries (event_id, handler)
      SELECT event.id, handler FROM event, jsonb_array_elements_text(${JSON.stringify(subscribers(type))}::jsonb) AS handler`);
  }

  /** Claims the oldest due delivery of a handler this node knows, then more of that handler's up to its batch. */
  async function claim(tx: Tx, only?: { eventId: number; handler: string }): Promise<ClaimedRow[]> {
    const known = JSON.stringify([...handlers.keys()]);
    const columns = sql`d.event_id, d.handler, d.attempts, e.type, e.payload, e.created_at
      FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id`;
    const [first] = rowsOf<ClaimedRow>(
      await tx.execute(sql`
        SELECT ${columns}
        WHERE d.state = 'pending'
          AND ${
            only
              ? sql`d.event_id = ${only.eventId} AND d.handler = ${only.handler}`
              : sql`d.next_attempt_at <= now() AND d.handler IN (SELECT jsonb_array_elements_text(${known}::jsonb))`
          }
        ORDER BY d.next_attempt_at, d.event_id
        LIMIT 1
        FOR UPDATE OF d SKIP LOCKED`),
    );
    if (!first) return [];
    const batchSize = handlers.get(first.handler)?.batchSize ?? 1;
    // A packed event is a batch already: it is delivered alone.
    if (only || batchSize <= 1 || Array.isArray(payloadOf(first))) return [first];
    const more = rowsOf<ClaimedRow>(
      await tx.execute(sql`
        SELECT ${columns}
        WHERE d.state = 'pending' AND d.next_attempt_at <= now() AND d.handler = ${first.handler}
          AND d.event_id <> ${first.event_id} AND jsonb_typeof(e.payload) <> 'array'
        -- The due index's order (ties by id), so a long backlog is read from its start, not sorted whole.
        ORDER BY d.next_attempt_at, d.event_id
        LIMIT ${batchSize - 1}
        FOR UPDATE OF d SKIP LOCKED`),
    );
    return [first, ...more].sort((a, b) => Number(a.event_id) - Number(b.event_id));
  }

  /**
   * Runs one claimed batch in one transaction (a handler is called with at most its batch size of
   * events at a time); answers the events it held (none when nothing was due).
   */
  async function deliverBatch(only?: { eventId: number; handler: string }): Promise<number> {
    let claimed: ClaimedRow[] = [];
    let events: DomainEvent[] = [];
    try {
      await db.transaction(async (tx) => {
        claimed = await claim(tx, only);
        const [first] = claimed;
        if (!first) return;
        const handler = handlers.get(first.handler);
        if (!handler) throw new Error(`no event handler ${first.handler}`);
        events = claimed.flatMap(eventsOf);
        for (let from = 0; from < events.length; from += handler.batchSize)
          await handler.handle(events.slice(from, from + handler.batchSize), tx);
        await tx.execute(sql`
          UPDATE outbox_deliveries
          SET state = 'done', attempts = attempts + 1, delivered_at = now(), last_error = NULL
          WHERE handler = ${first.handler}
            AND event_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(claimed.map((row) => String(row.event_id)))}::jsonb)::bigint)`);
      });
      return events.length;
    } catch (error) {
      if (claimed.length === 0) throw error;
      if (claimed.length === 1 && events.length > 1) await split(claimed[0]!, error);
      else if (claimed.length === 1) await recordFailure(claimed[0]!, error);
      // One of the batch failed it: each is tried alone, so only the bad one waits and counts an attempt.
      else
        for (const row of claimed)
          await deliverBatch({ eventId: Number(row.event_id), handler: row.handler });
      return Math.max(events.length, claimed.length);
    }
  }

  /**
   * A packed event one of whose parts failed its handler: for that handler only, its delivery is handed
   * on to two events of half the parts each (published when it was, due now), in one transaction, so a
   * bad part ends alone after a few halvings and the rest are delivered meanwhile. The delivery is
   * marked done with the error that split it; the other handlers' deliveries are untouched.
   */
  async function split(row: ClaimedRow, error: unknown) {
    const parts = payloadOf(row) as unknown[];
    const half = Math.ceil(parts.length / 2);
    const halves = [parts.slice(0, half), parts.slice(half)].map((p) => (p.length === 1 ? p[0] : p));
    log.warn(
      { err: error, event: Number(row.event_id), handler: row.handler, parts: parts.length },
      'packed event split',
    );
    await db.transaction(async (tx) => {
      // Guarded by the attempts seen, as a failure is, so a node that delivered or split it meanwhile wins.
      const handedOn = rowsOf(
        await tx.execute(sql`
          UPDATE outbox_deliveries
          SET state = 'done', attempts = attempts + 1, delivered_at = now(),
            last_error = ${`split in two: ${errorText(error)}`.slice(0, 500)}
          WHERE event_id = ${Number(row.event_id)} AND handler = ${row.handler}
            AND state = 'pending' AND attempts = ${row.attempts}
          RETURNING event_id`),
      );
      if (handedOn.length === 0) return;
      await tx.execute(sql`
        WITH events AS (
          INSERT INTO outbox_events (type, payload, created_at)
          SELECT ${row.type}, payload, (SELECT created_at FROM outbox_events WHERE id = ${Number(row.event_id)})
          FROM jsonb_array_elements(${JSON.stringify(halves)}::jsonb) WITH ORDINALITY AS p(payload, n)
          ORDER BY n
          RETURNING id
        )
        INSERT INTO outbox_deliveries (event_id, handler) SELECT id, ${row.handler} FROM events`);
    });
  }

  /** After the handler's transaction rolled back: count the attempt, and wait a back-off or give up. */
  async function recordFailure(row: ClaimedRow, error: unknown) {
    const attempts = row.attempts + 1;
    const delayMs = Math.min(MAX_RETRY_DELAY_MS, settings.retryBaseMs * 2 ** row.attempts);
    const message = errorText(error).slice(0, 500);
    log.warn(
      { err: error, event: Number(row.event_id), handler: row.handler, attempts },
      'event handler failed',
    );
    // Guarded by the attempts seen, so a delivery another node finished meanwhile is left alone.
    await db.execute(sql`
      UPDATE outbox_deliveries
      SET attempts = ${attempts}, last_error = ${message},
        next_attempt_at = now() + ${delayMs} * interval '1 millisecond',
        state = CASE WHEN ${attempts} >= ${settings.maxAttempts} THEN 'dead' ELSE 'pending' END
      WHERE event_id = ${Number(row.event_id)} AND handler = ${row.handler}
        AND state = 'pending' AND attempts = ${row.attempts}`);
  }

  /** Delivers what is due, up to a bound; answers how many events were tried (a packed one's parts each). */
  async function deliverDue(): Promise<number> {
    if (handlers.size === 0) return 0;
    let tried = 0;
    while (tried < PASS_LIMIT) {
      const delivered = await deliverBatch();
      if (delivered === 0) break;
      tried += delivered;
    }
    return tried;
  }

  function poll() {
    if (pass) return;
    pass = deliverDue()
      .catch((error: unknown) => log.error({ err: error }, 'event delivery failed'))
      .finally(() => (pass = null));
  }

  return {
    /** Subscribes a handler under a stable name (its deliveries are kept under it) to one event type. */
    on: <T extends DomainEventType>(type: T, name: string, handle: EventHandler<T>) => {
      subscribe(name, type, 1, ([event], tx) => handle(event as DomainEvent<T>, tx));
    },
    /** As `on`, for a handler that takes up to `batchSize` events in one transaction. */
    onBatch: <T extends DomainEventType>(
      type: T,
      name: string,
      handle: EventBatchHandler<T>,
      batchSize = DEFAULT_EVENT_BATCH,
    ) => {
      subscribe(name, type, batchSize, handle as EventBatchHandler<DomainEventType>);
    },
    publish,
    publishMany,
    /** The handlers an event of this type is delivered to: what a publish in SQL of its own writes. */
    subscribers,
    /** One pass of what the poll does, now: a caller that must see every consequence before it reads. */
    deliverDue,
    /** Deletes delivered events older than `days` (those with a delivery not done stay for an operator). */
    prune: async (days: number) => {
      await db.execute(sql`
        DELETE FROM outbox_events e
        WHERE e.id IN (
          SELECT id FROM outbox_events
          WHERE created_at < now() - ${days} * interval '1 day'
            AND NOT EXISTS (SELECT 1 FROM outbox_deliveries d WHERE d.event_id = outbox_events.id AND d.state <> 'done')
          LIMIT 10000)`);
    },
    start() {
      timer = setInterval(poll, settings.pollMs);
      timer.unref();
    },
    /** Stops polling and waits for the pass under way. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await pass;
    },
  };
}
