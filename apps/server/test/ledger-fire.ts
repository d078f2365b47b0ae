import { createHmac } from 'node:crypto';
import { VENDOR_WALLET_PATHS } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MemberSession } from './account-helpers.js';
import { memberCalls } from './account-helpers.js';
import { expectReconciled } from './bet-helpers.js';

/**
 * The "ledger under fire" load, shared by the API test (in process, through inject) and `npm run soak`
 * (over real HTTP to a server process that gets killed): members' concurrent vendor bets, wins,
 * rollbacks, duplicates and out-of-order callbacks, with deposits and withdrawals through the API, and
 * a model of what each member's cash must be afterwards.
 */
export const FIRE_VENDOR = 'LUZON';

export interface VendorAnswer {
  status: number;
  success: boolean;
  code: string;
  value: Record<string, unknown> | null;
}
export type VendorOp = keyof typeof VENDOR_WALLET_PATHS;
/** Sends one signed vendor call and answers it; a transport may retry the same body until it answers. */
export type VendorSend = (op: VendorOp, body: string, signature: string) => Promise<VendorAnswer>;

export function vendorCaller(secret: string, send: VendorSend) {
  return (op: VendorOp, body: object) => {
    const payload = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), ...body });
    return send(op, payload, createHmac('sha256', secret).update(payload).digest('hex'));
  };
}
export type VendorCall = ReturnType<typeof vendorCaller>;

/** The vendor protocol in process, through the app's HTTP layer (inject). */
export function injectSend(app: FastifyInstance): VendorSend {
  return async (op, payload, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: VENDOR_WALLET_PATHS[op],
      headers: { 'content-type': 'application/json', 'x-vendor-id': FIRE_VENDOR, 'x-signature': signature },
      payload,
    });
    return { status: response.statusCode, ...response.json<Omit<VendorAnswer, 'status'>>() };
  };
}

/** A small seeded generator (mulberry32), so a failing run can be repeated. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}

const pesos = (cents: number) => (cents / 100).toFixed(2);
const withoutReplayFlag = (answer: VendorAnswer) => {
  const { replayed: _replayed, ...rest } = answer.value ?? {};
  return { success: answer.success, code: answer.code, value: rest };
};

/** Identical requests sent at once must all get the first answer (only `replayed` differs). */
export function assertSameAnswers(answers: readonly VendorAnswer[], what: string): void {
  const first = JSON.stringify(withoutReplayFlag(answers[0]!));
  for (const answer of answers) {
    if (JSON.stringify(withoutReplayFlag(answer)) !== first)
      throw new Error(`${what}: replays answered differently: ${JSON.stringify(answers)}`);
  }
  if (answers[0]?.success && answers.filter((a) => a.value?.replayed === false).length !== 1)
    throw new Error(`${what}: not exactly one first answer: ${JSON.stringify(answers)}`);
}

function expectCode(answer: VendorAnswer, codes: readonly string[], what: string): void {
  if (!codes.includes(answer.success ? 'ok' : answer.code))
    throw new Error(`${what}: expected ${codes.join(' or ')}, got ${JSON.stringify(answer)}`);
}

export interface FireMember {
  session: MemberSession;
  playerId: string;
  /** What the member's cash must be, in cents, after everything this run did. */
  expectedCash: number;
  withdrawals: number;
}

export interface FireDeps {
  app: FastifyInstance;
  vendor: VendorCall;
  finance: { authorization: string };
  bankMethodId: number;
}

/** One member's run of `steps` random scenarios, one after another (members run side by side). */
export async function playMember(
  deps: FireDeps,
  member: FireMember,
  seed: number,
  steps: number,
  tag: string,
) {
  const rng = seeded(seed);
  const api = memberCalls(deps.app);
  const { vendor } = deps;
  const { playerId } = member;
  const admin = async (url: string, payload: object) => {
    const res = await deps.app.inject({ method: 'POST', url, headers: deps.finance, payload });
    return { status: res.statusCode, code: res.json<{ code: string }>().code };
  };

  for (let step = 0; step < steps; step++) {
    const roundId = `${tag}-${seed}-${step}`;
    const stake = rng.int(100, 5000);
    const copies = rng.next() < 0.5 ? 3 : 1;
    const debitBody = {
      playerId,
      txId: `${roundId}:bet`,
      roundId,
      gameCode: 'reels-1',
      amount: pesos(stake),
    };
    const scenario = rng.int(0, 8);

    if (scenario <= 2) {
      // A round: the debit (maybe sent several times at once), then a win, a rollback, or both racing.
      const debits = await Promise.all(Array.from({ length: copies }, () => vendor('debit', debitBody)));
      assertSameAnswers(debits, `debit ${roundId}`);
      expectCode(debits[0]!, ['ok', 'error_insufficient_balance'], `debit ${roundId}`);
      if (!debits[0]!.success) continue;
      member.expectedCash -= stake;
      const payout = rng.int(0, 2) === 0 ? 0 : rng.int(0, stake * 3);
      const creditBody = { playerId, txId: `${roundId}:win`, roundId, amount: pesos(payout) };
      const rollbackBody = { playerId, txId: `${roundId}:bet` };
      if (scenario === 0) {
        const credits = await Promise.all(Array.from({ length: copies }, () => vendor('credit', creditBody)));
        assertSameAnswers(credits, `credit ${roundId}`);
        expectCode(credits[0]!, ['ok'], `credit ${roundId}`);
        member.expectedCash += payout;
      } else if (scenario === 1) {
        const rollbacks = await Promise.all(
          Array.from({ length: copies }, () => vendor('rollback', rollbackBody)),
        );
        assertSameAnswers(rollbacks, `rollback ${roundId}`);
        expectCode(rollbacks[0]!, ['ok'], `rollback ${roundId}`);
        member.expectedCash += stake;
      } else {
        const [credit, rollback] = await Promise.all([
          vendor('credit', creditBody),
          vendor('rollback', rollbackBody),
        ]);
        if (credit.success === rollback.success)
          throw new Error(`credit and rollback of ${roundId} both ${credit.success ? 'won' : 'lost'}`);
        expectCode(credit.success ? rollback : credit, ['error_bet_closed'], `race ${roundId}`);
        member.expectedCash += credit.success ? payout : stake;
      }
    } else if (scenario === 3) {
      // Out of order: the rollback races its own debit. Either way no money moves in the end.
      const [rollback, debit] = await Promise.all([
        vendor('rollback', { playerId, txId: debitBody.txId }),
        vendor('debit', debitBody),
      ]);
      expectCode(rollback, ['ok'], `early rollback ${roundId}`);
      expectCode(
        debit,
        ['ok', 'error_tx_rolled_back', 'error_insufficient_balance'],
        `late debit ${roundId}`,
      );
      // A debit that won the race was voided by the rollback: a second rollback only replays.
      expectCode(
        await vendor('rollback', { playerId, txId: debitBody.txId }),
        ['ok'],
        `rollback again ${roundId}`,
      );
    } else if (scenario === 4) {
      expectCode(
        await vendor('rollback', { playerId, txId: debitBody.txId }),
        ['ok'],
        `tombstone ${roundId}`,
      );
      expectCode(
        await vendor('debit', debitBody),
        ['error_tx_rolled_back'],
        `debit after rollback ${roundId}`,
      );
    } else if (scenario === 5) {
      const big = { ...debitBody, amount: pesos(100_000_000) };
      expectCode(await vendor('debit', big), ['error_insufficient_balance'], `overdraw ${roundId}`);
      expectCode(
        await vendor('credit', { playerId, txId: `${roundId}:win`, roundId, amount: '1.00' }),
        ['error_round_not_found'],
        `credit of an unknown round ${roundId}`,
      );
    } else if (scenario === 6) {
      // A deposit, approved by two operators' clicks at once: it is credited once.
      const amount = rng.int(10_000, 50_000);
      const created = await api.json(member.session, 'POST', '/wps/wallet/deposit/bank', {
        methodId: deps.bankMethodId,
        amount: pesos(amount),
        reference: `REF-${roundId}`,
      });
      if (created.status !== 200) throw new Error(`deposit: ${JSON.stringify(created.body)}`);
      const id = await depositIdOf(deps.app, (created.value as { orderNo: string }).orderNo);
      const approvals = await Promise.all([1, 2].map(() => admin(`/wps/admin/deposits/${id}/approve`, {})));
      if (approvals.filter((a) => a.status === 200).length !== 1)
        throw new Error(`deposit ${id} approvals: ${JSON.stringify(approvals)}`);
      member.expectedCash += amount;
    } else if (member.withdrawals < 4 && member.expectedCash >= 20_000) {
      // A withdrawal of 100.00 (the minimum; five a day), then paid or rejected.
      member.withdrawals += 1;
      const held = await api.enc(member.session, 'POST', '/wps/wallet/withdraw', {
        amount: '100',
        paymentPassword: FIRE_PAYMENT_PASSWORD,
      });
      if (held.status !== 200) throw new Error(`withdraw: ${JSON.stringify(held.body)}`);
      const id = await withdrawalIdOf(deps.app, (held.value as { orderNo: string }).orderNo);
      const paid = rng.next() < 0.5;
      const decided = await admin(`/wps/admin/withdrawals/${id}/${paid ? 'paid' : 'reject'}`, {
        remark: 'fire',
      });
      if (decided.status !== 200) throw new Error(`withdrawal ${id}: ${JSON.stringify(decided)}`);
      if (paid) member.expectedCash -= 10_000;
    }
  }
}

export const FIRE_PAYMENT_PASSWORD = '135790';

async function depositIdOf(app: FastifyInstance, orderNo: string): Promise<number> {
  const rows = await app.database.db.execute(sql`SELECT id FROM deposits WHERE order_no = ${orderNo}`);
  return Number(rowsOf<{ id: string }>(rows)[0]?.id);
}
async function withdrawalIdOf(app: FastifyInstance, orderNo: string): Promise<number> {
  const rows = await app.database.db.execute(sql`SELECT id FROM withdrawals WHERE order_no = ${orderNo}`);
  return Number(rowsOf<{ id: string }>(rows)[0]?.id);
}

/** node-postgres answers { rows }, PGlite an array-like result with rows too. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

async function scalar(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<string> {
  const rows = rowsOf<{ value: string | number | null }>(await app.database.db.execute(query));
  return String(rows[0]?.value ?? '0');
}

/**
 * The invariants after any load: every balance equals the sum of its postings (reconcile), the
 * postings sum to zero, no account that may not go negative is, no idempotency key has two journal
 * entries, each vendor round moved exactly its outcome once, and each member's cash is the model's.
 */
export async function expectLedgerInvariants(
  app: FastifyInstance,
  members: readonly FireMember[],
): Promise<void> {
  await expectReconciled(app);
  const total = await scalar(app, sql`SELECT coalesce(sum(amount), 0)::text AS value FROM postings`);
  if (total !== '0') throw new Error(`postings sum to ${total}, not 0`);
  const negative = await scalar(
    app,
    sql`SELECT count(*)::text AS value FROM ledger_accounts WHERE NOT allow_negative AND balance < 0`,
  );
  if (negative !== '0') throw new Error(`${negative} accounts below zero`);
  const doubled = await scalar(
    app,
    sql`SELECT count(*)::text AS value FROM (SELECT idempotency_key FROM journal_entries GROUP BY 1 HAVING count(*) > 1) d`,
  );
  if (doubled !== '0') throw new Error(`${doubled} idempotency keys with more than one journal entry`);
  const wrongRounds = rowsOf<{ round: string; moved: string; status: string }>(
    await app.database.db.execute(sql`
      SELECT b.vendor_bet_id AS round, b.status, coalesce(sum(p.amount) FILTER (WHERE a.kind = 'cash'), 0)::text AS moved
      FROM bets b
      LEFT JOIN journal_entries e ON e.idempotency_key IN (
        'bet:' || b.vendor || ':' || b.vendor_bet_id,
        'payout:' || b.vendor || ':' || b.vendor_bet_id,
        'void:' || b.vendor || ':' || b.vendor_bet_id)
      LEFT JOIN postings p ON p.entry_id = e.id
      LEFT JOIN ledger_accounts a ON a.id = p.account_id
      WHERE b.vendor = ${FIRE_VENDOR}
      GROUP BY b.id
      HAVING coalesce(sum(p.amount) FILTER (WHERE a.kind = 'cash'), 0) <>
        CASE b.status WHEN 'settled' THEN b.payout - b.stake WHEN 'void' THEN 0 ELSE -b.stake END`),
  );
  if (wrongRounds.length > 0)
    throw new Error(`rounds that moved the wrong amount: ${JSON.stringify(wrongRounds)}`);
  for (const member of members) {
    const cash = (await app.services.wallet.ledger.getBalance(member.session.id, app.database.db)).cash;
    if (cash !== BigInt(member.expectedCash))
      throw new Error(`member ${member.session.id}: cash ${cash}, the model says ${member.expectedCash}`);
  }
}
