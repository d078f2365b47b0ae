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
const PASS_LIMIT = 200;
const MAX_RETRY_DELAY_MS = 5 * 60_000;

interface ClaimedRow extends Record<string, unknown> {
  event_id: string | number;
  handler: string;
  attempts: number;
  type: DomainEventType;
  payload: unknown;
  created_at: Date | string;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export type EventOutbox = ReturnType<typeof createEventOutbox>;

/**
 * The transactional outbox: `publish` writes the event and one pending delivery per subscribed handler
 * in the caller's transaction (one statement); every node polls for due deliveries and runs each in a
 * transaction of its own, claimed with FOR UPDATE SKIP LOCKED so two nodes never run the same delivery
 * at once, and a node that dies mid-delivery releases it with its connection.
 */
export function createEventOutbox(db: Db, settings: OutboxSettings, log: FastifyBaseLogger) {
  const handlers = new Map<string, { type: DomainEventType; handle: EventHandler<DomainEventType> }>();
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<unknown> | null = null;

  function subscribers(type: DomainEventType): string[] {
    return [...handlers].filter(([, h]) => h.type === type).map(([name]) => name);
  }

  async function publish<T extends DomainEventType>(tx: Tx, type: T, payload: DomainEventPayloads[T]) {
    const names = JSON.stringify(subscribers(type));
    await tx.execute(sql`
      WITH event AS (
        INSERT INTO outbox_events (type, payload) VALUES (${type}, ${JSON.stringify(payload)}::jsonb) RETURNING id
      )
      INSERT INTO outbox_deliveries (event_id, handler)
      SELECT event.id, handler FROM event, jsonb_array_elements_text(${names}::jsonb) AS handler`);
  }

  /** Runs one due delivery of a handler this node knows; false when none is due. */
  async function deliverOne(): Promise<boolean> {
    const known = JSON.stringify([...handlers.keys()]);
    let claimed: ClaimedRow | undefined;
    try {
      return await db.transaction(async (tx) => {
        [claimed] = rowsOf<ClaimedRow>(
          await tx.execute(sql`
            SELECT d.event_id, d.handler, d.attempts, e.type, e.payload, e.created_at
            FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
            WHERE d.state = 'pending' AND d.next_attempt_at <= now()
              AND d.handler IN (SELECT jsonb_array_elements_text(${known}::jsonb))
            ORDER BY d.next_attempt_at
            LIMIT 1
            FOR UPDATE OF d SKIP LOCKED`),
        );
        if (!claimed) return false;
        const handler = handlers.get(claimed.handler);
        if (!handler) throw new Error(`no event handler ${claimed.handler}`);
        const event = {
          id: Number(claimed.event_id),
          type: claimed.type,
          payload:
            typeof claimed.payload === 'string' ? (JSON.parse(claimed.payload) as unknown) : claimed.payload,
          createdAt: new Date(claimed.created_at),
        } as DomainEvent;
        await handler.handle(event, tx);
        await tx.execute(sql`
          UPDATE outbox_deliveries
          SET state = 'done', attempts = attempts + 1, delivered_at = now(), last_error = NULL
          WHERE event_id = ${event.id} AND handler = ${claimed.handler}`);
        return true;
      });
    } catch (error) {
      if (!claimed) throw error;
      await recordFailure(claimed, error);
      return true;
    }
  }

  /** After the handler's transaction rolled back: count the attempt, and wait a back-off or give up. */
  async function recordFailure(row: ClaimedRow, error: unknown) {
    const attempts = row.attempts + 1;
    const delayMs = Math.min(MAX_RETRY_DELAY_MS, settings.retryBaseMs * 2 ** row.attempts);
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
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

  /** Delivers what is due, up to a bound; answers how many deliveries were tried. */
  async function deliverDue(): Promise<number> {
    if (handlers.size === 0) return 0;
    let tried = 0;
    while (tried < PASS_LIMIT && (await deliverOne())) tried++;
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
      if (handlers.has(name)) throw new Error(`event handler ${name} registered twice`);
      handlers.set(name, { type, handle: handle as unknown as EventHandler<DomainEventType> });
    },
    publish,
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
