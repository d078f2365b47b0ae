import type {
  ClaimValue,
  ClaimableCount,
  Leaderboard,
  MessagePage,
  MissionSummary,
  PointBalance,
  ReferralInfo,
  RewardCenter,
} from '@swerte/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberSession, type MemberSession } from '../../../test/account-helpers.js';
import { createAuthClient } from '../../../test/auth-helpers.js';
import { bet } from '../../../test/bet-helpers.js';
import type { TestApp } from '../../../test/build-test-app.js';
import { missionKit } from '../../../test/mission-kit.js';
import { creditCash } from '../../../test/wallet-helpers.js';
import { auditLog, referrals, rewardClaims } from '../../db/schema.js';

const kit = missionKit('missionadmin');
const { ops, call, rows, one, settledDeliveries, mission } = kit;
let t: TestApp;
beforeAll(() => {
  t = kit.app();
});

/** A member with cash to bet. */
async function player(name: string) {
  const who = await memberSession(t.app, name);
  await creditCash(t.app, who.id, 100_000n, `${name}-cash`);
  return who;
}

const summary = async (who: MemberSession) =>
  (await call<MissionSummary>(who, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails')).value;
const itemOf = async (who: MemberSession, id: number) => {
  const item = (await summary(who)).list.find((m) => m.id === id);
  if (!item) throw new Error(`mission ${id} not in the summary`);
  return item;
};
const points = async (who: MemberSession) =>
  (await call<PointBalance>(who, 'GET', '/wps/relay/MCS2_getPointBalance')).value.points;
const counts = async (who: MemberSession) =>
  (await call<ClaimableCount>(who, 'GET', '/wps/relay/MCSFE_getClaimableCount')).value;

describe('missions', () => {
  it('counts a settled bet once even when its event is delivered twice, and offers the reward once', async () => {
    const me = await memberSession(t.app, 'missioner');
    await creditCash(t.app, me.id, 100_000n, 'missioner-cash');
    const bets = await mission({ kind: 'bet_amount', target: '100.00', gameType: 'RNG' });
    const wins = await mission({ kind: 'win_rounds', target: '3', rewardKind: 'cash', rewardAmount: '2.00' });
    const first = await bet(t.app, me.id, { stake: 6_000n, payout: 12_000n });
    await bet(t.app, me.id, { stake: 2_000n, payout: 0n, gameType: 'LIVE', vendor: 'SW_LIVE' }); // not RNG
    await settledDeliveries();
    let item = await itemOf(me, bets.id);
    expect(item).toMatchObject({ progress: '60.00', target: '100.00', percent: 60, status: 'process' });
    expect((await itemOf(me, wins.id)).progress).toBe('1');

    // The first bet's event again, and every mission delivery run again: nothing more is counted.
    await t.database.db.transaction((tx) =>
      t.app.events.publish(tx, 'bet.settled', {
        betId: first.bet.id,
        memberId: me.id,
        vendor: 'SW_RNG',
        stakeCents: '6000',
        validBetCents: '6000',
        payoutCents: '12000',
      }),
    );
    await t.database.db.execute(
      sql`UPDATE outbox_deliveries SET state = 'pending', next_attempt_at = now() WHERE handler LIKE 'missions.%'`,
    );
    await settledDeliveries();
    item = await itemOf(me, bets.id);
    expect(item.progress).toBe('60.00');
    expect((await itemOf(me, wins.id)).progress).toBe('1');

    await bet(t.app, me.id, { stake: 4_000n, payout: 0n });
    await settledDeliveries();
    item = await itemOf(me, bets.id);
    expect(item).toMatchObject({ progress: '100.00', percent: 100, status: 'claim' });
    expect(item.claimId).not.toBeNull();
    expect(await counts(me)).toEqual({ rewardCenter: 1, missionLeaderboard: 1 });
    expect(await one(sql`SELECT count(*)::int AS n FROM reward_claims WHERE member_id = ${me.id}`)).toBe(1);
    // The reward ready message, once.
    const inbox = await call<MessagePage>(me, 'GET', '/wps/relay/CSP_getMessageList');
    expect(inbox.value.list.filter((m) => m.title === 'Reward ready')).toHaveLength(1);

    const board = await call<Leaderboard>(
      me,
      'GET',
      `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${bets.id}`,
    );
    expect(board.value.me).toEqual({ rank: 1, progress: '100.00' });
    expect(board.value.list[0]).toEqual({ rank: 1, name: 'm***r', progress: '100.00' });
  });

  it('pays a claim once: a second claim, or two at once, is error_reward_claimed', async () => {
    const me = await player('claimer');
    const m = await mission({ kind: 'win_rounds', target: '1', rewardAmount: '70' });
    await bet(t.app, me.id, { stake: 1_000n, payout: 3_000n });
    await settledDeliveries();
    const { claimId } = await itemOf(me, m.id);
    expect(claimId).not.toBeNull();
    const before = await points(me);

    const both = await Promise.all([
      call<ClaimValue>(me, 'POST', '/wps/relay/MCSFE_claimReward', { ids: [claimId] }),
      call<ClaimValue>(me, 'POST', '/wps/relay/MCSFE_claimReward', { ids: [claimId] }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual(['error_reward_claimed', 'ok']);
    const again = await call(me, 'POST', '/wps/relay/MCSFE_claimReward', { ids: [claimId] });
    expect(again).toMatchObject({ status: 409, code: 'error_reward_claimed' });
    expect(await points(me)).toBe(before + 70);
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'loyalty_reward' AND member_id = ${me.id}`,
      ),
    ).toBe(1);
    expect((await itemOf(me, m.id)).status).toBe('claimed');
    const center = await call<RewardCenter>(me, 'GET', '/wps/relay/MCSFE_getRewardCenter');
    expect(center.value.count).toBe(0);
    expect(center.value.list[0]).toMatchObject({ kind: 'mission', status: 'claimed', amount: '70' });
  });

  it('refuses to claim a closed mission, and a closed mission counts nothing more', async () => {
    const me = await player('latecomer');
    const m = await mission({ kind: 'win_rounds', target: '1', rewardAmount: '30' });
    await bet(t.app, me.id, { stake: 1_000n, payout: 2_000n });
    await settledDeliveries();
    const { claimId } = await itemOf(me, m.id);
    // Its claim time passes.
    await t.database.db
      .update(rewardClaims)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rewardClaims.id, claimId ?? 0));
    expect((await itemOf(me, m.id)).status).toBe('close');
    const before = await points(me);
    const res = await call(me, 'POST', '/wps/relay/MCSFE_claimReward', { ids: [claimId] });
    expect(res).toMatchObject({ status: 409, code: 'error_mission_closed' });
    expect(await points(me)).toBe(before);
    // Claiming all leaves the closed one out (it pays the other missions this member completed).
    const all = await call<ClaimValue>(me, 'POST', '/wps/relay/MCSFE_claimReward', { all: true });
    expect(all.status).toBe(200);
    expect(all.value.claimed.map((c) => c.id)).not.toContain(claimId);

    // An operator closes another mission: bets after that count for nothing.
    const closed = await mission({ kind: 'bet_amount', target: '500.00' });
    const { id: _id, ...input } = closed;
    expect((await ops('PUT', `/wps/admin/missions/${closed.id}`, { ...input, enabled: false })).status).toBe(
      200,
    );
    await bet(t.app, me.id, { stake: 1_000n, payout: 0n });
    await settledDeliveries();
    expect((await summary(me)).list.map((x) => x.id)).not.toContain(closed.id);
    expect(
      await one(sql`SELECT count(*)::int AS n FROM mission_progress WHERE mission_id = ${closed.id}`),
    ).toBe(0);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'missions.update')),
    ).toHaveLength(1);
  });

  it("claims every open item at once, and another member's item is error_not_found", async () => {
    const me = await player('allclaimer');
    const other = await memberSession(t.app, 'otherclaimer');
    const m = await mission({
      kind: 'win_rounds',
      target: '1',
      period: 'once',
      rewardKind: 'bonus',
      rewardAmount: '5.00',
      turnoverMultiple: 2,
    });
    await bet(t.app, me.id, { stake: 1_000n, payout: 2_000n });
    await settledDeliveries();
    const { claimId } = await itemOf(me, m.id);
    expect((await call(other, 'POST', '/wps/relay/MCSFE_claimReward', { ids: [claimId] })).code).toBe(
      'error_not_found',
    );
    const all = await call<ClaimValue>(me, 'POST', '/wps/relay/MCSFE_claimReward', { all: true });
    expect(all.value.claimed.map((c) => c.id)).toContain(claimId);
    expect(all.value.count).toBe(0);
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM bonus_grants WHERE member_id = ${me.id} AND source = ${`loyalty:${claimId}`}`,
      ),
    ).toBe(1);
  });
});

describe('invite friends', () => {
  const c = () => createAuthClient(t.app, t.database.db);
  let mobile = 5000;

  async function registerWith(code: string, remoteAddress: string) {
    const client = c();
    const national = `917556${String(mobile++).padStart(4, '0')}`;
    const sms = await client.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo: national, altcha: await client.altcha() },
      remoteAddress,
    });
    expect(sms.status, JSON.stringify(sms.body)).toBe(200);
    const res = await client.enc(
      'PUT',
      '/wps/member/register',
      {
        username: `invitee${national.slice(-4)}`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        mobileNum: national,
        countryDialingCode: '63',
        verificationCode: (await client.lastSms(`+63${national}`))?.code ?? '',
        termsAccepted: true,
        altcha: await client.altcha(),
        referralCode: code,
      },
      { remoteAddress, headers: { 'accept-language': 'en' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [member] = rows<{ id: number }>(
      await t.database.db.execute(
        sql`SELECT id FROM members WHERE username = ${`invitee${national.slice(-4)}`}`,
      ),
    );
    return Number(member?.id);
  }

  it('pays the reward once per invitee, even when two triggers run at once', async () => {
    const rule = await ops('PUT', '/wps/admin/referral/rule', {
      trigger: 'valid_bet',
      threshold: '10.00',
      rewardKind: 'points',
      rewardAmount: '500',
      turnoverMultiple: 0,
      claimDays: 30,
      enabled: true,
    });
    expect(rule.status, JSON.stringify(rule)).toBe(200);
    const inviter = await memberSession(t.app, 'inviter');
    const info = await call<ReferralInfo>(inviter, 'GET', '/wps/relay/MCSFE_getReferralInfo');
    expect(info.value.path).toBe(`/register?referralCode=${info.value.code}`);
    const check = await t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${info.value.code}` });
    expect(check.statusCode, check.body).toBe(200);

    const invitee = await registerWith(info.value.code, '198.51.100.201');
    const [row] = await t.database.db.select().from(referrals).where(eq(referrals.inviteeId, invitee));
    expect(row).toMatchObject({ inviterId: inviter.id, refused: null });

    await creditCash(t.app, invitee, 100_000n, `invitee-${invitee}`);
    await bet(t.app, invitee, { stake: 1_500n, payout: 0n });
    // Two triggers of the rule at once (beside the event's own): one reward.
    await Promise.all(
      [1, 2].map(() =>
        t.database.db.transaction((tx) => t.app.services.loyalty.referrals.check(tx, invitee, 'bet')),
      ),
    );
    await settledDeliveries();
    expect(
      await one(sql`SELECT count(*)::int AS n FROM reward_claims WHERE source = ${`referral:${invitee}`}`),
    ).toBe(1);
    const listed = (await call<ReferralInfo>(inviter, 'GET', '/wps/relay/MCSFE_getReferralInfo')).value
      .invitees;
    expect(listed).toEqual([
      expect.objectContaining({ firstDeposit: false, validBet: '15.00', counts: true, rewarded: true }),
    ]);
    expect(listed[0]?.name).toMatch(/^i\*\*\*\d$/);

    const center = await call<RewardCenter>(inviter, 'GET', '/wps/relay/MCSFE_getRewardCenter');
    const item = center.value.list.find((i) => i.kind === 'referral');
    const claims = await Promise.all([
      call(inviter, 'POST', '/wps/relay/MCSFE_claimReward', { ids: [item?.id] }),
      call(inviter, 'POST', '/wps/relay/MCSFE_claimReward', { all: true }),
    ]);
    expect(claims.filter((r) => r.code === 'ok')).not.toHaveLength(0);
    expect(await points(inviter)).toBe(500);
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'loyalty_reward' AND member_id = ${inviter.id}`,
      ),
    ).toBe(1);
  });

  it("refuses a reward for an invitee from the inviter's own address, and says why", async () => {
    const inviter = await memberSession(t.app, 'selfinviter'); // its session is from 127.0.0.1
    const { code } = (await call<ReferralInfo>(inviter, 'GET', '/wps/relay/MCSFE_getReferralInfo')).value;
    const invitee = await registerWith(code, '127.0.0.1');
    const [row] = await t.database.db.select().from(referrals).where(eq(referrals.inviteeId, invitee));
    expect(row?.refused).toMatch(/^same_(address|device)$/);
    await creditCash(t.app, invitee, 100_000n, `invitee-${invitee}`);
    await bet(t.app, invitee, { stake: 5_000n, payout: 0n });
    await settledDeliveries();
    expect(await one(sql`SELECT count(*)::int AS n FROM reward_claims WHERE member_id = ${inviter.id}`)).toBe(
      0,
    );
    const listed = (await call<ReferralInfo>(inviter, 'GET', '/wps/relay/MCSFE_getReferralInfo')).value
      .invitees;
    expect(listed).toEqual([expect.objectContaining({ counts: false, rewarded: false })]);
    const report = await ops('GET', '/wps/admin/referral/invitees');
    expect(
      (report.value as { inviteeId: number; refused: string }[]).find((r) => r.inviteeId === invitee)
        ?.refused,
    ).toBe(row?.refused);
  });
});
