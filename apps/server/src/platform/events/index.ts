import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createEventOutbox, DEFAULT_OUTBOX_SETTINGS, type EventOutbox } from './outbox.js';

export type { DomainEvent, DomainEventPayloads, DomainEventType } from './event-types.js';
export type { EventBatchHandler, EventHandler, EventOutbox } from './outbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events: subscribe handlers while the app is built; delivery runs from ready until close. */
    events: Pick<EventOutbox, 'on' | 'onBatch' | 'publish' | 'publishMany' | 'deliverDue'>;
  }
}

/** Delivered events are kept this long, then pruned by a nightly job. */
const EVENT_RETENTION_DAYS = 7;

/** The outbox of this app, delivering from ready until close; call after registerJobs (it adds a job). */
export function registerEvents(app: FastifyInstance, db: Db, config: Config): EventOutbox {
  const outbox = createEventOutbox(db, { ...DEFAULT_OUTBOX_SETTINGS, pollMs: config.EVENT_POLL_MS }, app.log);
  app.decorate('events', {
    on: outbox.on,
    onBatch: outbox.onBatch,
    publish: outbox.publish,
    publishMany: outbox.publishMany,
    deliverDue: outbox.deliverDue,
  });
  app.jobs.cron('outbox-prune', '20 3 * * *', () => outbox.prune(EVENT_RETENTION_DAYS));
  app.addHook('onReady', () => Promise.resolve(outbox.start()));
  app.addHook('preClose', () => outbox.stop());
  return outbox;
}
