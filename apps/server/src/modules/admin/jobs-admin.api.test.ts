import { JobRunSchema } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { bet } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { queryRows, waitFor } from '../../../test/job-proof.js';
import { walletMember } from '../../../test/wallet-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

const runs = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/wps/admin/jobs${query}`, headers });
  const body = res.json<{ value: { list: unknown[] } | null }>();
  return { status: res.statusCode, list: JobRunSchema.array().parse(body.value?.list ?? []) };
};

describe('job history for operators', () => {
  it('lists the house sweep queued on ready, with its period, to admin and finance only', async () => {
    const admin = await operatorHeaders(t.app, 'jobsadmin', 'admin');
    const finance = await operatorHeaders(t.app, 'jobsfinance', 'finance');
    const support = await operatorHeaders(t.app, 'jobssupport', 'support');
    const swept = await waitFor(
      async () => (await runs(admin, '?job=house-table-sweep')).list.some((run) => run.state === 'completed'),
      15_000,
    );
    expect(swept).toBe(true);
    const { list } = await runs(finance, '?job=house-table-sweep&state=completed&size=5');
    expect(list[0]).toMatchObject({
      queue: 'house-table-sweep',
      job: 'house-table-sweep',
      attempts: 1,
      error: null,
    });
    // Periods of the 5 s sweep start on a multiple of 5 s.
    expect(new Date(list[0]?.period ?? 0).getTime() % 5000).toBe(0);

    expect((await runs(support)).status).toBe(403);
    const member = await walletMember(t.app, 'jobsprobe');
    expect((await runs(member.headers)).status).toBe(401);
    expect((await runs({})).status).toBe(401);
    expect((await runs(admin, '?job=No%20Such;Job')).status).toBe(400);
  });
});

describe('domain events from the places they happen', () => {
  it('writes bet.settled in the settling transaction, with the bet in cents', async () => {
    const member = await walletMember(t.app, 'eventbettor', { cash: 10_000n });
    const settled = await bet(t.app, member.id, { stake: 500n, payout: 1200n, validBet: 500n });
    const rows = await queryRows<{ payload: unknown }>(
      t.database.db,
      sql`SELECT payload FROM outbox_events WHERE type = 'bet.settled' AND (payload->>'memberId')::int = ${member.id}`,
    );
    expect(rows.map((row) => row.payload)).toEqual([
      {
        betId: settled.bet.id,
        memberId: member.id,
        vendor: 'SW_RNG',
        stakeCents: '500',
        validBetCents: '500',
        payoutCents: '1200',
      },
    ]);
  });
});
