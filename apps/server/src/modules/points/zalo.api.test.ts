import type { ClaimValue, RewardCenter, ZaloReward, ZaloSettings } from '@swerte/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mainBalance, memberSession, type MemberSession } from '../../../test/account-helpers.js';
import type { TestApp } from '../../../test/build-test-app.js';
import { missionKit } from '../../../test/mission-kit.js';
import { auditLog } from '../../db/schema.js';
import { zaloMac } from './zalo/zalo-signature.js';

// The Zalo reward: the OA's signed webhook binds a member's code once each way, and the prize drawn
// from the operator's table is paid once through the reward center.

const kit = missionKit('zaloadmin');
const { ops, call, one } = kit;
let t: TestApp;
beforeAll(() => {
  t = kit.app();
});

const APP_ID = '4470000000000000001';
const SECRET = 'oa-secret-key-for-tests';
const PRIZES = [
  { amount: '13100.00', weight: 60 },
  { amount: '66000.00', weight: 30 },
  { amount: '131000.00', weight: 10 },
];
const SETTINGS = {
  enabled: true,
  oaId: '1234567890123456789',
  appId: APP_ID,
  oaLink: 'https://zalo.me/1234567890123456789',
  cap: '131000.00',
  prizes: PRIZES,
  rewardKind: 'cash',
  turnoverMultiple: 0,
  claimDays: 30,
  secretKey: SECRET,
} as const;

const card = async (who: MemberSession) =>
  (await call<ZaloReward>(who, 'GET', '/wps/relay/MCSFE_getZaloReward')).value;
const center = async (who: MemberSession) =>
  (await call<RewardCenter>(who, 'GET', '/wps/relay/MCSFE_getRewardCenter')).value;
const claim = (who: MemberSession, ids: number[]) =>
  call<ClaimValue>(who, 'POST', '/wps/relay/MCSFE_claimReward', { ids });

/** What the webhook can have written: followers, bindings, claims, refusals kept on codes. */
const written = () =>
  one(sql`SELECT ((SELECT count(*) FROM zalo_followers) + (SELECT count(*) FROM zalo_bindings)
    + (SELECT count(*) FROM reward_claims WHERE kind = 'zalo')
    + (SELECT count(*) FROM zalo_link_codes WHERE refused IS NOT NULL))::int AS n`);

function event(name: string, fields: object, at = Date.now()) {
  return JSON.stringify({ app_id: APP_ID, event_name: name, timestamp: String(at), ...fields });
}

async function post(body: string, signature = signOf(body)) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/zalo/webhook',
    headers: { 'content-type': 'application/json', 'x-zevent-signature': signature },
    payload: body,
  });
  const json = res.json<{ code: string; value: { result: string; refused: string | null } }>();
  return { status: res.statusCode, code: json.code, value: json.value };
}

function signOf(body: string, secret = SECRET) {
  const parsed = JSON.parse(body) as { app_id: string; timestamp: string };
  return zaloMac(parsed.app_id, body, parsed.timestamp, secret);
}

const follow = (zaloId: string) => post(event('follow', { oa_id: SETTINGS.oaId, follower: { id: zaloId } }));
const send = (zaloId: string, text: string) =>
  post(
    event('user_send_text', {
      sender: { id: zaloId },
      recipient: { id: SETTINGS.oaId },
      message: { text, msg_id: `m${Math.random()}` },
    }),
  );

describe('Zalo reward', () => {
  let binder: MemberSession;
  it('is off by default: no code, and the operator sets it (audited, secret never shown)', async () => {
    const off = await memberSession(t.app, 'zalooff');
    expect(await card(off)).toMatchObject({ enabled: false, code: null, upTo: null });
    expect(await call(off, 'POST', '/wps/relay/MCSFE_newZaloCode')).toMatchObject({
      status: 403,
      code: 'error_zalo_disabled',
    });
    // Turning on without the secret is refused; a prize above the cap is refused.
    const { secretKey: _secret, ...noSecret } = SETTINGS;
    expect(await ops('PUT', '/wps/admin/zalo/settings', noSecret)).toMatchObject({
      status: 400,
      code: 'error_zalo_not_ready',
    });
    expect(
      await ops('PUT', '/wps/admin/zalo/settings', {
        ...SETTINGS,
        prizes: [...PRIZES, { amount: '131000.01', weight: 1 }],
      }),
    ).toMatchObject({ status: 400, code: 'error_zalo_prize_cap' });
    const set = await ops('PUT', '/wps/admin/zalo/settings', SETTINGS);
    expect(set.status, JSON.stringify(set)).toBe(200);
    const value = set.value as ZaloSettings;
    expect(value).toMatchObject({ enabled: true, secretKeySet: true, cap: '131000.00', prizes: PRIZES });
    expect(JSON.stringify(value)).not.toContain(SECRET);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'zalo.settings'));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0])).not.toContain(SECRET);
    // Left out, the secret stays.
    const { secretKey: _kept, ...again } = SETTINGS;
    expect((await ops('PUT', '/wps/admin/zalo/settings', again)).value).toMatchObject({ secretKeySet: true });
    // A member cannot reach it.
    expect((await call(off, 'GET', '/wps/admin/zalo/settings')).status).toBe(401);
  });

  it('a signed text with the code binds the follower and makes the drawn prize claimable', async () => {
    const who = await memberSession(t.app, 'zalobinder');
    binder = who;
    const before = await card(who);
    expect(before).toMatchObject({
      enabled: true,
      status: 'link',
      upTo: '131000.00',
      oaLink: SETTINGS.oaLink,
    });
    expect(before.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(await follow('zu-binder')).toMatchObject({ status: 200, value: { result: 'followed' } });
    const bound = await send('zu-binder', `Code: ${(before.code ?? '').toLowerCase()} please`);
    expect(bound).toMatchObject({ status: 200, value: { result: 'bound', refused: null } });
    const after = await card(who);
    expect(after.status).toBe('claim');
    expect(PRIZES.map((p) => p.amount)).toContain(after.amount);
    const item = (await center(who)).list.find((i) => i.kind === 'zalo');
    expect(item).toMatchObject({
      id: after.claimId,
      status: 'claim',
      rewardKind: 'cash',
      amount: after.amount,
    });
    // The same webhook again (Zalo retries) binds nothing more; a new code is refused once bound.
    expect(await send('zu-binder', before.code ?? '')).toMatchObject({ value: { result: 'already' } });
    expect(
      await one(sql`SELECT count(*)::int AS n FROM zalo_bindings WHERE zalo_user_id = 'zu-binder'`),
    ).toBe(1);
    expect(await one(sql`SELECT count(*)::int AS n FROM reward_claims WHERE member_id = ${who.id}`)).toBe(1);
    expect(await call(who, 'POST', '/wps/relay/MCSFE_newZaloCode')).toMatchObject({
      status: 409,
      code: 'error_zalo_already_bound',
    });
    // The reward-ready message.
    expect(
      await one(sql`SELECT count(*)::int AS n FROM member_messages mm JOIN messages m ON m.id = mm.message_id
        WHERE mm.member_id = ${who.id} AND m.source = ${`reward:${who.id}:zalo:follow`}`),
    ).toBe(1);
  });

  it('refuses a bad signature, another app, or a stale timestamp, and writes nothing', async () => {
    const who = await memberSession(t.app, 'zaloforger');
    const code = (await card(who)).code ?? '';
    const start = await written();
    const text = event('user_send_text', { sender: { id: 'zu-forger' }, message: { text: code } });
    expect(await post(text, signOf(text, 'wrong-secret'))).toMatchObject({
      status: 401,
      code: 'error_zalo_signature',
    });
    expect(await post(text, 'mac=')).toMatchObject({ status: 401, code: 'error_zalo_signature' });
    expect(await post(text, '')).toMatchObject({ status: 401, code: 'error_zalo_signature' });
    expect(await post('not json', 'mac=00')).toMatchObject({ status: 401, code: 'error_zalo_signature' });
    const otherApp = text.replace(APP_ID, '999');
    expect(await post(otherApp)).toMatchObject({ status: 401, code: 'error_zalo_signature' });
    const stale = event('follow', { follower: { id: 'zu-forger' } }, Date.now() - 6 * 60_000);
    expect(await post(stale)).toMatchObject({ status: 401, code: 'error_zalo_stale' });
    // A body changed after signing.
    const signed = signOf(text);
    expect(await post(text.replace('zu-forger', 'zu-forgez'), signed)).toMatchObject({
      code: 'error_zalo_signature',
    });
    expect(await written()).toBe(start);
    expect((await card(who)).status).toBe('link');
  });

  it('refuses a second member with the same Zalo account, an expired code and a non-follower', async () => {
    const first = await memberSession(t.app, 'zalofirst');
    const second = await memberSession(t.app, 'zalosecond');
    await follow('zu-shared');
    expect(await send('zu-shared', (await card(first)).code ?? '')).toMatchObject({
      value: { result: 'bound' },
    });
    expect(await send('zu-shared', (await card(second)).code ?? '')).toMatchObject({
      value: { result: 'refused', refused: 'error_zalo_taken' },
    });
    expect(await card(second)).toMatchObject({ status: 'link', refused: 'error_zalo_taken', claimId: null });
    // Not following (or no longer): nothing binds.
    await follow('zu-gone');
    await post(event('unfollow', { follower: { id: 'zu-gone' } }));
    expect(await send('zu-gone', (await card(second)).code ?? '')).toMatchObject({
      value: { result: 'refused', refused: 'error_zalo_not_following' },
    });
    // An expired code binds nothing; a new one does.
    await follow('zu-second');
    const old = (await card(second)).code ?? '';
    await t.database.db.execute(
      sql`UPDATE zalo_link_codes SET expires_at = now() - interval '1 minute' WHERE member_id = ${second.id}`,
    );
    expect((await card(second)).status).toBe('expired');
    expect(await send('zu-second', old)).toMatchObject({
      value: { result: 'refused', refused: 'error_zalo_code_expired' },
    });
    const fresh = (await call<ZaloReward>(second, 'POST', '/wps/relay/MCSFE_newZaloCode')).value;
    expect(fresh).toMatchObject({ status: 'link', refused: null });
    expect(fresh.code).not.toBe(old);
    expect(await send('zu-second', old)).toMatchObject({ value: { result: 'ignored' } });
    expect(await send('zu-second', fresh.code ?? '')).toMatchObject({ value: { result: 'bound' } });
    expect(await one(sql`SELECT count(*)::int AS n FROM zalo_bindings WHERE member_id = ${second.id}`)).toBe(
      1,
    );
  });

  it('pays the prize once: two concurrent claims make one payment, a third is error_reward_claimed', async () => {
    const who = await memberSession(t.app, 'zaloclaimer');
    await follow('zu-claimer');
    await send('zu-claimer', (await card(who)).code ?? '');
    const bound = await card(who);
    const start = await mainBalance(t.app, who);
    const both = await Promise.all([claim(who, [bound.claimId ?? 0]), claim(who, [bound.claimId ?? 0])]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.code).toBe('error_reward_claimed');
    const paid = Number(start) + Number(bound.amount);
    expect(Number(await mainBalance(t.app, who))).toBeCloseTo(paid, 2);
    expect(await claim(who, [bound.claimId ?? 0])).toMatchObject({
      status: 409,
      code: 'error_reward_claimed',
    });
    expect(Number(await mainBalance(t.app, who))).toBeCloseTo(paid, 2);
    expect(
      await one(sql`SELECT count(*)::int AS n FROM journal_entries
        WHERE idempotency_key = ${`loyalty:claim:${bound.claimId}`}`),
    ).toBe(1);
    expect((await card(who)).status).toBe('claimed');
  });

  it('draws only amounts of the table', async () => {
    const amounts = new Set<string>();
    for (let n = 0; n < 6; n++) {
      const who = await memberSession(t.app, `zalodraw${n}`);
      await follow(`zu-draw-${n}`);
      await send(`zu-draw-${n}`, (await card(who)).code ?? '');
      amounts.add((await card(who)).amount ?? '');
    }
    for (const amount of amounts) expect(PRIZES.map((p) => p.amount)).toContain(amount);
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM zalo_bindings WHERE amount_cents > 13100000 OR amount_cents <= 0`,
      ),
    ).toBe(0);
  });

  it('binds nothing while the operator has it off', async () => {
    const who = await memberSession(t.app, 'zalolate');
    const code = (await card(who)).code ?? '';
    await follow('zu-late');
    await ops('PUT', '/wps/admin/zalo/settings', { ...SETTINGS, enabled: false });
    expect(await send('zu-late', code)).toMatchObject({ status: 403, code: 'error_zalo_disabled' });
    expect(await card(who)).toMatchObject({ enabled: false, code: null });
    // A member bound before still sees and claims theirs.
    expect((await card(binder)).status).toBe('claim');
    await ops('PUT', '/wps/admin/zalo/settings', SETTINGS);
  });
});
