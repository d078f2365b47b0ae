import { verify } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.js';
import { migrateDatabase } from '../platform/db/migrate.js';
import { openTestDatabase, type TestDatabase } from '../../test/build-test-app.js';
import { isDatabaseEmpty, seedDemo } from './index.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
  await migrateDatabase(t.database);
});
afterAll(async () => {
  await t.close();
});

const TABLES = [
  'settings',
  'vendors',
  'games',
  'banners',
  'notices',
  'helpItems',
  'members',
  'regionBlocks',
] as const;

async function rowCounts() {
  const entries = await Promise.all(
    TABLES.map(
      async (name) => [name, (await t.database.db.select({ n: count() }).from(schema[name]))[0]?.n] as const,
    ),
  );
  return Object.fromEntries(entries);
}

describe('demo seed', () => {
  it('fills an empty database and changes nothing when run again', async () => {
    expect(await isDatabaseEmpty(t.database.db)).toBe(true);
    await seedDemo(t.database.db, { timeZone: 'Asia/Manila' });
    const first = await rowCounts();
    const firstSettings = await t.database.db.select().from(schema.settings);
    await seedDemo(t.database.db, { timeZone: 'Asia/Manila' });
    expect(await rowCounts()).toEqual(first);
    expect(await t.database.db.select().from(schema.settings)).toEqual(firstSettings);
    expect(first.settings).toBeGreaterThanOrEqual(9);
    expect(first.members).toBe(3);
    expect(first.games).toBeGreaterThan(300);
    expect(await isDatabaseEmpty(t.database.db)).toBe(false);
  });

  it('creates the demo accounts with argon2id hashes', async () => {
    const [player] = await t.database.db
      .select()
      .from(schema.members)
      .where(eq(schema.members.username, 'demoplayer'));
    const [agent] = await t.database.db
      .select()
      .from(schema.members)
      .where(eq(schema.members.username, 'demoagent'));
    expect(player?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(player?.passwordHash ?? '', 'Demo1234')).toBe(true);
    expect(await verify(agent?.passwordHash ?? '', 'Agent1234')).toBe(true);
    expect(agent?.isAgent).toBe(1);
    expect(player?.uplineId).toBe(agent?.id);
  });

  it('has notices of every type in both languages and help in both languages', async () => {
    const notices = await t.database.db.select().from(schema.notices);
    for (const type of ['B', 'PL', 'PU', 'PR', 'H'] as const) {
      for (const lang of ['TY', 'EN'])
        expect(notices.some((n) => n.type === type && n.lang === lang)).toBe(true);
    }
    const help = await t.database.db.select().from(schema.helpItems);
    expect(help.filter((h) => h.lang === 'TY').length).toBe(help.filter((h) => h.lang === 'EN').length);
  });
});
