import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/build-test-app.js';
import { waitFor } from '../../../test/job-proof.js';
import type { Tx } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { createEventOutbox, type EventOutbox } from './outbox.js';

const log = Fastify({ logger: false }).log;
const settings = { pollMs: 50, retryBaseMs: 50, maxAttempts: 3 };

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  await migrateDatabase(t.database);
  await t.database.db.execute(
    sql`CREATE TABLE outbox_proof (handler text NOT NULL, event_id bigint NOT NULL, part int NOT NULL, PRIMARY KEY (handler, event_id, part))`,
  );
});
afterAll(async () => {
  await t.close();
});

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const count = async (query: ReturnType<typeof sql>) =>
  Number(rows<{ n: string }>(await t.database.db.execute(query))[0]?.n ?? 0);

/** A handler's effect in its own transaction: a row per event, so a second delivery would collide. */
const writeProof = (handler: string) => async (event: { id: number; part: number }, tx: Tx) => {
  await tx.execute(
    sql`INSERT INTO outbox_proof (handler, event_id, part) VALUES (${handler}, ${event.id}, ${event.part})`,
  );
};

function publishMembers(outbox: EventOutbox, ids: number[]) {
  return t.database.db.transaction(async (tx) => {
    for (const memberId of ids) await outbox.publish(tx, 'member.registered', { memberId, uplineId: null });
  });
}

describe(`event outbox on ${process.env.TEST_DB_DRIVER ?? 'pglite'}`, () => {
  it('writes an event if and only if the transaction that publishes it commits', async () => {
    const outbox = createEventOutbox(t.database.db, settings, log);
    await publishMembers(outbox, [101]);
    await expect(
      t.database.db.transaction(async (tx) => {
        await outbox.publish(tx, 'member.registered', { memberId: 102, uplineId: null });
        throw new Error('the registration fails after publishing');
      }),
    ).rejects.toThrow('fails after publishing');
    const published = rows<{ member: number }>(
      await t.database.db.execute(
        sql`SELECT (payload->>'memberId')::int AS member FROM outbox_events WHERE payload->>'memberId' IN ('101', '102')`,
      ),
    );
    expect(published).toEqual([{ member: 101 }]);
  });

  it('retries a failing handler after a back-off; its rolled-back effect happens once', async () => {
    // A back-off longer than a pass, however slow the machine, so the pass cannot retry it at once.
    const outbox = createEventOutbox(t.database.db, { ...settings, retryBaseMs: 1500 }, log);
    let calls = 0;
    outbox.on('deposit.approved', 'flaky-credit', async (event, tx) => {
      calls++;
      await writeProof('flaky-credit')(event, tx);
      if (calls === 1) throw new Error('points service busy');
    });
    await t.database.db.transaction((tx) =>
      outbox.publish(tx, 'deposit.approved', { depositId: 1, memberId: 7, amountCents: '10000' }),
    );
    expect(await outbox.deliverDue()).toBe(1);
    const delivery = sql`SELECT state, attempts, last_error FROM outbox_deliveries WHERE handler = 'flaky-credit'`;
    expect(rows(await t.database.db.execute(delivery))).toEqual([
      { state: 'pending', attempts: 1, last_error: 'points service busy' },
    ]);
    // Not due again before its back-off.
    expect(await outbox.deliverDue()).toBe(0);
    expect(await waitFor(async () => (await outbox.deliverDue()) === 1, 5000)).toBe(true);
    expect(rows(await t.database.db.execute(delivery))).toEqual([
      { state: 'done', attempts: 2, last_error: null },
    ]);
    expect(await count(sql`SELECT count(*) AS n FROM outbox_proof WHERE handler = 'flaky-credit'`)).toBe(1);
  });

  it('gives a delivery up as dead after its attempts, keeping the last error', async () => {
    const outbox = createEventOutbox(t.database.db, settings, log);
    outbox.on('bet.settled', 'always-fails', () => Promise.reject(new Error('no such mission')));
    await t.database.db.transaction((tx) =>
      outbox.publish(tx, 'bet.settled', {
        betId: 1,
        memberId: 7,
        vendor: 'house',
        stakeCents: '100',
        validBetCents: '100',
        payoutCents: '0',
      }),
    );
    // Three attempts with back-offs of 50 and 100 ms.
    for (let pass = 0; pass < 20; pass++) {
      await outbox.deliverDue();
      await new Promise((resolve) => setTimeout(resolve, 75));
    }
    const delivery = sql`SELECT state, attempts, last_error FROM outbox_deliveries WHERE handler = 'always-fails'`;
    expect(rows(await t.database.db.execute(delivery))).toEqual([
      { state: 'dead', attempts: 3, last_error: 'no such mission' },
    ]);
  });

  it('delivers each event once when two nodes deliver at the same time', async () => {
    const calls = { a: 0, b: 0 };
    const nodes = (['a', 'b'] as const).map((name) => {
      const outbox = createEventOutbox(t.database.db, settings, log);
      outbox.on('member.registered', 'welcome-points', async (event, tx) => {
        calls[name]++;
        await writeProof('welcome-points')(event, tx);
      });
      return outbox;
    });
    const [a, b] = nodes as [EventOutbox, EventOutbox];
    await publishMembers(
      a,
      Array.from({ length: 30 }, (_, i) => 1000 + i),
    );
    nodes.forEach((outbox) => outbox.start());
    const delivered = await waitFor(
      async () =>
        (await count(sql`SELECT count(*) AS n FROM outbox_proof WHERE handler = 'welcome-points'`)) === 30,
      15_000,
    );
    await Promise.all([a.stop(), b.stop()]);
    expect(delivered).toBe(true);
    expect(calls.a + calls.b).toBe(30);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM outbox_deliveries WHERE handler = 'welcome-points' AND state = 'done'`,
      ),
    ).toBe(30);
  });

  it('packs many events in one row and delivers them to a batch handler in batches, in order', async () => {
    const outbox = createEventOutbox(t.database.db, settings, log);
    outbox.on('member.registered', 'one-by-one', writeProof('one-by-one'));
    const batches: number[][] = [];
    outbox.onBatch(
      'member.registered',
      'team-report',
      async (events, tx) => {
        batches.push(events.map((event) => event.payload.memberId));
        for (const event of events) await writeProof('team-report')(event, tx);
      },
      400,
    );
    const members = Array.from({ length: 1000 }, (_, i) => 5000 + i);
    await t.database.db.transaction((tx) =>
      outbox.publishMany(
        tx,
        'member.registered',
        members.map((memberId) => ({ memberId, uplineId: 1 })),
      ),
    );
    // One event row and one delivery per handler, however many events.
    expect(
      await count(
        sql`SELECT count(*) AS n FROM outbox_events WHERE jsonb_typeof(payload) = 'array' AND payload->0->>'memberId' = '5000'`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM outbox_deliveries WHERE handler IN ('team-report', 'one-by-one')`,
      ),
    ).toBe(2);
    expect(await outbox.deliverDue()).toBe(2000);
    expect(batches.map((batch) => batch.length)).toEqual([400, 400, 200]);
    expect(batches.flat()).toEqual(members);
    expect(await count(sql`SELECT count(*) AS n FROM outbox_proof WHERE handler = 'team-report'`)).toBe(1000);
    expect(await count(sql`SELECT count(*) AS n FROM outbox_proof WHERE handler = 'one-by-one'`)).toBe(1000);
  });

  it('holds back only the bad event of a failing packed event; the rest, and the other handlers, are delivered', async () => {
    const outbox = createEventOutbox(t.database.db, { ...settings, retryBaseMs: 60_000 }, log);
    const days = new Set<string>();
    outbox.onBatch('member.registered', 'calm-report', async (events, tx) => {
      for (const event of events) {
        days.add(event.createdAt.toISOString());
        await writeProof('calm-report')(event, tx);
      }
    });
    outbox.onBatch('member.registered', 'picky-report', async (events, tx) => {
      for (const event of events) {
        if (event.payload.memberId === 7013) throw new Error('member 7013 has no branch');
        await writeProof('picky-report')(event, tx);
      }
    });
    await t.database.db.transaction((tx) =>
      outbox.publishMany(
        tx,
        'member.registered',
        Array.from({ length: 30 }, (_, i) => ({ memberId: 7000 + i, uplineId: null })),
      ),
    );
    await outbox.deliverDue();
    expect(await count(sql`SELECT count(*) AS n FROM outbox_proof WHERE handler = 'picky-report'`)).toBe(29);
    const held = sql`SELECT e.payload->>'memberId' AS member, d.state, d.attempts, d.last_error
      FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
      WHERE d.handler = 'picky-report' AND d.state <> 'done'`;
    expect(rows(await t.database.db.execute(held))).toEqual([
      { member: '7013', state: 'pending', attempts: 1, last_error: 'member 7013 has no branch' },
    ]);
    // The split happened for the failing handler only; the parts kept the time they were published at.
    expect(await count(sql`SELECT count(*) AS n FROM outbox_proof WHERE handler = 'calm-report'`)).toBe(30);
    expect(days.size).toBe(1);
    const parts = sql`SELECT DISTINCT e.created_at FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
      WHERE d.handler = 'picky-report'`;
    expect(rows(await t.database.db.execute(parts))).toHaveLength(1);
  });

  it('splits a failing packed event once when two nodes deliver it at the same time', async () => {
    const calls: number[] = [];
    const nodes = [0, 1].map((node) => {
      const outbox = createEventOutbox(t.database.db, { ...settings, retryBaseMs: 60_000 }, log);
      outbox.onBatch('member.registered', 'racing-report', async (events, tx) => {
        calls.push(node);
        for (const event of events) {
          if (event.payload.memberId === 8005) throw new Error('member 8005 has no branch');
          await writeProof('racing-report')(event, tx);
        }
      });
      return outbox;
    });
    await t.database.db.transaction((tx) =>
      nodes[0]!.publishMany(
        tx,
        'member.registered',
        Array.from({ length: 40 }, (_, i) => ({ memberId: 8000 + i, uplineId: null })),
      ),
    );
    await Promise.all(nodes.map((outbox) => outbox.deliverDue()));
    expect(await count(sql`SELECT count(*) AS n FROM outbox_proof WHERE handler = 'racing-report'`)).toBe(39);
    const pending = sql`SELECT e.payload->>'memberId' AS member, d.attempts FROM outbox_deliveries d
      JOIN outbox_events e ON e.id = d.event_id WHERE d.handler = 'racing-report' AND d.state <> 'done'`;
    expect(rows(await t.database.db.execute(pending))).toEqual([{ member: '8005', attempts: 1 }]);
  });
});
