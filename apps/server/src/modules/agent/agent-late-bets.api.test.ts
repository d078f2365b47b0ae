import type { ContractCallValue } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberCalls,
  memberSession,
  operatorHeaders,
  type MemberSession,
} from '../../../test/account-helpers.js';
import { bet } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { creditCash } from '../../../test/wallet-helpers.js';
import { periodAt } from './contract-periods.js';
import { createContractSettlementService } from './contract-settlement.service.js';

const TZ = 'Asia/Manila';
const DAILY = '/wps/relay/MCS2_processDailySalContract';
const DAY_MS = 86_400_000;

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let admin: { authorization: string };
let agent: MemberSession, player: MemberSession;
let contractId: number;

const rowsOf = <R>(result: unknown): R[] =>
  (Array.isArray(result) ? result : (result as { rows: R[] }).rows) as R[];
const one = async <R>(query: ReturnType<typeof sql>) => rowsOf<R>(await t.database.db.execute(query))[0]!;
const delivered = async () =>
  (
    await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM outbox_deliveries WHERE handler = 'agent.bet-days' AND state = 'done'`,
    )
  ).n;
async function untilDelivered(count: number) {
  for (let i = 0; i < 150 && (await delivered()) < count; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await delivered()).toBe(count);
}
/** The salary entries paid to the agent: [ledger key, cents]. */
const salaries = async () =>
  rowsOf<{ key: string; amount: string }>(
    await t.database.db.execute(sql`
      SELECT j.idempotency_key AS key, p.amount::text AS amount
      FROM journal_entries j JOIN postings p ON p.entry_id = j.id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE j.kind = 'agent_salary' AND a.key = ${`cash:${agent.id}`} ORDER BY j.id`),
  ).map((row) => [row.key, row.amount]);

beforeAll(async () => {
  t = await buildTestApp({ EVENT_POLL_MS: '100' });
  api = memberCalls(t.app);
  await t.app.ready();
  admin = await operatorHeaders(t.app, 'lateadmin', 'admin');
  agent = await memberSession(t.app, 'lateagent', { isAgent: 1 });
  player = await memberSession(t.app, 'lateplayer', { uplineId: agent.id });
  await creditCash(t.app, player.id, 100_000n, 'late-seed');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/wps/admin/agent/contracts/settings',
    headers: admin,
    payload: {
      kinds: [{ kind: 'daily_salary', enabled: true, payer: 'platform', carryLoss: false }],
      ceilings: [{ isAgent: 1, kind: 'daily_salary', maxRate: 2 }],
    },
  });
  expect(saved.json<{ code: string }>().code).toBe('ok');
  const offered = await t.app.inject({
    method: 'POST',
    url: '/wps/admin/agent/contracts/offer',
    headers: admin,
    payload: { agentId: agent.id, kind: 'daily_salary', tiers: [{ minActive: 0, rate: 1 }] },
  });
  contractId = offered.json<{ value: { id: number } }>().value.id;
  const accepted = (await api.json(agent, 'POST', DAILY, { action: 'accept', contractId })) as {
    code: string;
    value: ContractCallValue;
  };
  expect(accepted.code).toBe('ok');
  // In force since three days ago, so yesterday's period settles it.
  await t.database.db.execute(
    sql`UPDATE agent_contracts SET accepted_at = now() - interval '3 days' WHERE id = ${contractId}`,
  );
});
afterAll(async () => {
  await t.close();
});

describe('a bet settled after its salary period was paid', () => {
  it('is paid once, in the next period open when it came, however often the runs repeat', async () => {
    const yesterday = periodAt('daily', new Date(Date.now() - DAY_MS), TZ);
    const today = periodAt('daily', new Date(), TZ);
    const onTime = createContractSettlementService({
      db: t.database.db,
      timeZone: TZ,
      ledger: t.app.services.wallet.ledger,
    });
    // Today's run, once today has ended (the clock two days on).
    const later = createContractSettlementService({
      db: t.database.db,
      timeZone: TZ,
      ledger: t.app.services.wallet.ledger,
      now: () => new Date(Date.now() + 2 * DAY_MS),
    });

    // A bet placed yesterday, still open when yesterday's salary is settled.
    const inYesterday = new Date(yesterday.start.getTime() + 3_600_000);
    const open = await bet(t.app, player.id, { stake: 20_000n, placedAt: inYesterday });
    expect((await onTime.settle('daily_salary', yesterday))?.status).toBe('done');
    expect(await salaries()).toEqual([]);

    // Now it settles; and a vendor reports, late, a bet it placed and settled yesterday.
    await t.database.db.transaction((tx) =>
      t.app.services.bets.settleBet(tx, {
        vendor: open.bet.vendor,
        vendorBetId: open.bet.vendorBetId,
        payout: 0n,
        validBet: 20_000n,
      }),
    );
    await t.database.db.transaction((tx) =>
      t.app.services.bets.reportBet(tx, {
        memberId: player.id,
        vendor: 'SW_LATE',
        vendorBetId: 'late-1',
        gameType: 'RNG',
        gameCode: 'game-1',
        stake: 10_000n,
        validBet: 10_000n,
        payout: 15_000n,
        status: 'settled',
        placedAt: inYesterday,
        settledAt: new Date(inYesterday.getTime() + 60_000),
      }),
    );
    await untilDelivered(2);
    // The reports keep each bet on the day it was settled: the late report on yesterday.
    const reported = await one<{ valid_bet: string }>(
      sql`SELECT coalesce(sum(valid_bet), 0)::text AS valid_bet FROM agent_bet_days
        WHERE member_id = ${player.id} AND day = ${yesterday.fromDay}`,
    );
    expect(reported.valid_bet).toBe('10000');

    // Yesterday's period stays as paid; today's pays 1 % of both bets (30,000), once, on two nodes.
    await onTime.settle('daily_salary', yesterday);
    const runs = await Promise.all([
      later.settle('daily_salary', today),
      later.settle('daily_salary', today),
    ]);
    expect(runs.map((run) => run?.amount)).toEqual(['3.00', '3.00']);
    await later.settle('daily_salary', today);
    await onTime.settle('daily_salary', yesterday);
    expect(await salaries()).toEqual([[`agent-contract:${contractId}:${today.start.toISOString()}`, '300']]);

    const page = (await api.json(agent, 'POST', DAILY, { action: 'info' })) as { value: ContractCallValue };
    const todays = page.value.rows.find((row) => row.periodStart === today.start.toISOString());
    expect(todays).toMatchObject({ validBet: '300.00', amount: '3.00', status: 'paid' });
    expect(page.value.paidTotal).toBe('3.00');
  });
});
