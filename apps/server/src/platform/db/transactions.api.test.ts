import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockSetting, writeSetting } from '../../modules/system/system.repository.js';
import { openTestDatabase, type TestDatabase } from '../../../test/build-test-app.js';
import { migrateDatabase } from './migrate.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  await migrateDatabase(t.database);
  await writeSetting(t.database.db, 'test.counter', 0);
});
afterAll(async () => {
  await t.close();
});

/** The read-modify-write every balance-like change uses: lock the row, read, write, in one transaction. */
function increment(delay = 0) {
  return t.database.db.transaction(async (tx) => {
    const value = Number(await lockSetting(tx, 'test.counter'));
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    await writeSetting(tx, 'test.counter', value + 1);
  });
}

describe(`transactions on ${process.env.TEST_DB_DRIVER ?? 'pglite'}`, () => {
  it('50 concurrent read-modify-write transactions lose no update', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => increment(i % 3)));
    const value = await t.database.db.transaction((tx) => lockSetting(tx, 'test.counter'));
    expect(value).toBe(50);
  });

  it('a change outside the transaction waits until it commits', async () => {
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const inside = t.database.db.transaction(async (tx) => {
      await lockSetting(tx, 'test.counter');
      locked();
      await held;
      await writeSetting(tx, 'test.counter', 1000);
      events.push('transaction committed');
    });
    await isLocked;
    const outside = writeSetting(t.database.db, 'test.counter', 2000).then(() =>
      events.push('outside write done'),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const eventsWhileHeld = [...events];
    // Released before asserting, so a failure cannot leave the transaction (and the database) open.
    release();
    expect(eventsWhileHeld).toEqual([]);
    await Promise.all([inside, outside]);
    expect(events).toEqual(['transaction committed', 'outside write done']);
    expect(await t.database.db.transaction((tx) => lockSetting(tx, 'test.counter'))).toBe(2000);
  });
});
