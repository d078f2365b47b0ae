import type {
  AdminLabel,
  ClaimValue,
  Leaderboard,
  MemberInfo,
  MessagePage,
  MissionItem,
  MissionSummary,
  PointBalance,
  RewardCenter,
} from '@swerte/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mainBalance, memberSession, type MemberSession } from '../../../test/account-helpers.js';
import { bet } from '../../../test/bet-helpers.js';
import type { TestApp } from '../../../test/build-test-app.js';
import { missionKit } from '../../../test/mission-kit.js';
import { approvedDeposit, seededPromotion } from '../../../test/promo-helpers.js';
import { creditCash } from '../../../test/wallet-helpers.js';
import { auditLog, rewardClaims } from '../../db/schema.js';
import { siteDay } from '../../platform/site-day.js';

// Labels as audiences, VIP gifts, the atomic claim, leaderboard history and the join status.

const kit = missionKit('loyaltyadmin');
const { ops, call, one, settledDeliveries, mission } = kit;
let t: TestApp;
beforeAll(() => {
  t = kit.app();
});

async function label(name: string, color = '#C0392B') {
  const res = await ops('POST', '/wps/admin/labels', { name, color });
  expect(res.status, JSON.stringify(res)).toBe(200);
  return res.value as AdminLabel;
}

async function player(name: string) {
  const who = await memberSession(t.app, name);
  await creditCash(t.app, who.id, 10_000_000n, `${name}-cash`);
  return who;
}

const summary = async (who: MemberSession) =>
  (await call<MissionSummary>(who, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails')).value;
const itemOf = async (who: MemberSession, id: number) => (await summary(who)).list.find((m) => m.id === id);
const center = async (who: MemberSession) =>
  (await call<RewardCenter>(who, 'GET', '/wps/relay/MCSFE_getRewardCenter')).value;
const claim = (who: MemberSession, body: object) =>
  call<ClaimValue>(who, 'POST', '/wps/relay/MCSFE_claimReward', body);
const points = async (who: MemberSession) =>
  (await call<PointBalance>(who, 'GET', '/wps/relay/MCS2_getPointBalance')).value.points;
const inboxTitles = async (who: MemberSession) =>
  (await call<MessagePage>(who, 'GET', '/wps/relay/CSP_getMessageList?pageSize=50')).value.list.map(
    (m) => m.title,
  );

describe('member labels', () => {
  it('are named by admins, put on members (audited), and shown in the member info', async () => {
    const vip = await label('High roller');
    expect(vip).toEqual({ id: vip.id, name: 'High roller', color: '#C0392B', members: 0 });
    expect(await ops('POST', '/wps/admin/labels', { name: 'HIGH ROLLER' })).toMatchObject({
      status: 409,
      code: 'error_conflict',
    });
    const me = await memberSession(t.app, 'labelled');
    const set = await ops('PUT', `/wps/admin/members/${me.id}/labels`, { labelIds: [vip.id] });
    expect(set).toMatchObject({ status: 200, value: { memberId: me.id, labelIds: [vip.id] } });
    // An unknown label changes nothing.
    expect(
      await ops('PUT', `/wps/admin/members/${me.id}/labels`, { labelIds: [vip.id, 2_000_000] }),
    ).toMatchObject({ status: 404, code: 'error_not_found' });
    expect((await ops('GET', `/wps/admin/members/${me.id}/labels`)).value).toEqual({
      memberId: me.id,
      labelIds: [vip.id],
    });
    const info = await call<MemberInfo>(me, 'GET', '/wps/member/info');
    expect(info.value.memberLabel).toEqual([{ labelName: 'High roller', color: '#C0392B' }]);
    expect(
      ((await ops('GET', '/wps/admin/labels')).value as AdminLabel[]).find((l) => l.id === vip.id)?.members,
    ).toBe(1);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'labels.member'));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toEqual({ memberId: me.id, labelIds: [vip.id] });
    // A member's own call cannot reach the back office's.
    const own = await call(me, 'GET', `/wps/admin/members/${me.id}/labels`);
    expect(own.status).toBe(401);
  });

  it('send a message to the members with the label only; an unknown label is error_not_found', async () => {
    const tag = await label('Weekend players');
    const tagged = await memberSession(t.app, 'weekender');
    const other = await memberSession(t.app, 'weekdayer');
    await ops('PUT', `/wps/admin/members/${tagged.id}/labels`, { labelIds: [tag.id] });
    const res = await ops('POST', '/wps/admin/messages', {
      title: { TY: 'Para sa weekend', EN: 'For the weekend' },
      body: { TY: 'Salamat', EN: 'Thank you' },
      audience: { kind: 'label', labelId: tag.id },
    });
    expect(res).toMatchObject({ status: 200, value: { recipients: 1 } });
    expect(await inboxTitles(tagged)).toContain('For the weekend');
    expect(await inboxTitles(other)).not.toContain('For the weekend');
    expect(
      await ops('POST', '/wps/admin/messages', {
        title: { TY: 'x', EN: 'x' },
        body: { TY: 'x', EN: 'x' },
        audience: { kind: 'label', labelId: 2_000_000 },
      }),
    ).toMatchObject({ status: 404, code: 'error_not_found' });
  });

  it("make a mission for the label's members only: others neither see nor count it", async () => {
    const tag = await label('Slots fans');
    const fan = await player('slotsfan');
    const other = await player('notafan');
    await ops('PUT', `/wps/admin/members/${fan.id}/labels`, { labelIds: [tag.id] });
    const m = await mission({ kind: 'bet_amount', target: '10.00', labelId: tag.id });
    expect(m.labelId).toBe(tag.id);
    await bet(t.app, fan.id, { stake: 1_000n, payout: 0n });
    await bet(t.app, other.id, { stake: 1_000n, payout: 0n });
    await settledDeliveries();
    expect(await itemOf(fan, m.id)).toMatchObject({ status: 'claim', progress: '10.00' });
    expect(await itemOf(other, m.id)).toBeUndefined();
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM mission_progress WHERE member_id = ${other.id} AND mission_id = ${m.id}`,
      ),
    ).toBe(0);
    const board = await call(other, 'GET', `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${m.id}`);
    expect(board).toMatchObject({ status: 404, code: 'error_not_found' });
    expect(
      await ops('POST', '/wps/admin/missions', { ...m, id: undefined, labelId: 2_000_000 }),
    ).toMatchObject({ status: 404, code: 'error_not_found' });
  });
});

describe('missions: join and leaderboard history', () => {
  it('asks for a join: nothing counts before it, then joined, then in progress', async () => {
    const me = await player('joiner');
    const m = await mission({ kind: 'bet_amount', target: '100.00', joinRequired: true });
    expect(await itemOf(me, m.id)).toMatchObject({ status: 'join', joinRequired: true });
    await bet(t.app, me.id, { stake: 3_000n, payout: 0n });
    await settledDeliveries();
    expect(await itemOf(me, m.id)).toMatchObject({ status: 'join', progress: '0.00' });

    const joined = await call<MissionItem>(me, 'POST', '/wps/relay/MCSFE_joinMission', { missionId: m.id });
    expect(joined).toMatchObject({ status: 200, value: { id: m.id, status: 'joined' } });
    // Joining twice is one join.
    expect((await call(me, 'POST', '/wps/relay/MCSFE_joinMission', { missionId: m.id })).status).toBe(200);
    await bet(t.app, me.id, { stake: 4_000n, payout: 0n });
    await settledDeliveries();
    expect(await itemOf(me, m.id)).toMatchObject({ status: 'process', progress: '40.00' });

    const open = await mission({ kind: 'win_rounds', target: '1' });
    expect(await call(me, 'POST', '/wps/relay/MCSFE_joinMission', { missionId: open.id })).toMatchObject({
      status: 409,
      code: 'error_mission_no_join',
    });
    expect(await call(me, 'POST', '/wps/relay/MCSFE_joinMission', { missionId: 2_000_000 })).toMatchObject({
      status: 404,
    });
  });

  it("shows a past period's board with the member's own rank, and the periods to choose from", async () => {
    const me = await memberSession(t.app, 'historian');
    const rival = await memberSession(t.app, 'rivalplayer');
    const m = await mission({ kind: 'bet_amount', target: '1000.00' });
    const past = 'D20261101';
    await t.database.db.execute(sql`
      INSERT INTO mission_progress (mission_id, member_id, period_key, progress)
      VALUES (${m.id}, ${rival.id}, ${past}, 90000), (${m.id}, ${me.id}, ${past}, 40000),
             (${m.id}, ${me.id}, 'D20261102', 1000)`);
    const board = await call<Leaderboard>(
      me,
      'GET',
      `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${m.id}&periodKey=${past}`,
    );
    expect(board.status).toBe(200);
    expect(board.value).toMatchObject({
      periodKey: past,
      list: [
        { rank: 1, name: 'r***r', progress: '900.00' },
        { rank: 2, name: 'h***n', progress: '400.00' },
      ],
      me: { rank: 2, progress: '400.00' },
    });
    const today = `D${siteDay('Asia/Manila', new Date()).ymd}`;
    expect(board.value.periods).toEqual([today, 'D20261102', past]);
    const current = await call<Leaderboard>(
      me,
      'GET',
      `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${m.id}`,
    );
    expect(current.value).toMatchObject({ periodKey: today, list: [], me: { rank: null } });
    expect(board.value.olderPeriods).toBeNull();
    // A key of another kind of period, or of the future, is no board.
    for (const key of ['W20261102', 'O', 'D20991231'])
      expect(
        (await call(me, 'GET', `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${m.id}&periodKey=${key}`))
          .status,
      ).toBe(404);
  });

  it('pages the past periods to choose from, twelve at a time, newest first', async () => {
    const me = await memberSession(t.app, 'pager');
    const m = await mission({ kind: 'bet_amount', target: '1000.00' });
    // 30 past days with progress: 1 to 30 October.
    const days = Array.from({ length: 30 }, (_, i) => `D202610${String(i + 1).padStart(2, '0')}`);
    await t.database.db.execute(sql`
      INSERT INTO mission_progress (mission_id, member_id, period_key, progress)
      VALUES ${sql.join(
        days.map((key) => sql`(${m.id}, ${me.id}, ${key}, 100)`),
        sql`, `,
      )}`);
    const page = async (before?: string) =>
      (
        await call<Leaderboard>(
          me,
          'GET',
          `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${m.id}${before ? `&periodsBefore=${before}` : ''}`,
        )
      ).value;
    const newest = [...days].reverse();
    const first = await page();
    expect(first.periods).toEqual([first.periodKey, ...newest.slice(0, 11)]);
    expect(first.olderPeriods).toBe('D20261020');
    const second = await page(first.olderPeriods!);
    expect(second.periods).toEqual(newest.slice(11, 23));
    const third = await page(second.olderPeriods!);
    expect(third.periods).toEqual(newest.slice(23));
    expect(third.olderPeriods).toBeNull();
    // A cursor of another kind of period is refused.
    expect(
      (await call(me, 'GET', `/wps/relay/MCSFE_getMissionLeaderboard?missionId=${m.id}&periodsBefore=W20261005`))
        .status,
    ).toBe(404);
  });

  it('offers every member who completes the same mission their own reward', async () => {
    const a = await player('samea');
    const b = await player('sameb');
    const m = await mission({ kind: 'win_rounds', target: '1', rewardAmount: '15' });
    await bet(t.app, a.id, { stake: 1_000n, payout: 2_000n });
    await bet(t.app, b.id, { stake: 1_000n, payout: 2_000n });
    await settledDeliveries();
    expect((await itemOf(a, m.id))?.status).toBe('claim');
    expect((await itemOf(b, m.id))?.status).toBe('claim');
    for (const who of [a, b])
      expect(
        await one(
          sql`SELECT count(*)::int AS n FROM member_messages mm JOIN messages m ON m.id = mm.message_id
              WHERE mm.member_id = ${who.id} AND m.source LIKE ${`reward:${who.id}:mission:${m.id}:%`}`,
        ),
      ).toBe(1);
  });
});

describe('VIP gifts', () => {
  it('offers the level-up and the month gift once each, even when the events come again', async () => {
    const me = await player('viprise');
    const month = siteDay('Asia/Manila', new Date()).ymd.slice(0, 6);
    await approvedDeposit(t.app, me.id, '5000');
    await bet(t.app, me.id, { stake: 2_000_000n, payout: 0n }); // 20,000.00: the Silver level (2)
    await settledDeliveries();
    const gifts = await t.database.db.select().from(rewardClaims).where(eq(rewardClaims.memberId, me.id));
    const vipOnes = gifts.filter((g) => g.kind === 'vip');
    expect(vipOnes.map((g) => [g.source, g.kind, g.amount]).sort()).toEqual([
      ['vip:level:2', 'vip', 8_800n],
      [`vip:month:${month}`, 'vip', 2_800n],
    ]);
    // Every mission and gift delivery again, and another bet: nothing more is offered.
    await t.database.db.execute(
      sql`UPDATE outbox_deliveries SET state = 'pending', next_attempt_at = now() WHERE handler LIKE 'missions.%'`,
    );
    await bet(t.app, me.id, { stake: 1_000n, payout: 0n });
    await settledDeliveries();
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM reward_claims WHERE member_id = ${me.id} AND kind = 'vip'`,
      ),
    ).toBe(2);
    const list = await center(me);
    expect(
      list.list
        .filter((i) => i.kind === 'vip')
        .map((i) => i.title)
        .sort(),
    ).toEqual([`VIP Silver gift for ${month.slice(0, 4)}/${month.slice(4)}`, 'VIP Silver level-up gift']);
    const before = await mainBalance(t.app, me);
    const res = await claim(me, { ids: list.list.filter((i) => i.kind === 'vip').map((i) => i.id) });
    expect(res.status, JSON.stringify(res)).toBe(200);
    expect(Number(await mainBalance(t.app, me)) - Number(before)).toBeCloseTo(116, 2);
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'loyalty_reward' AND member_id = ${me.id}`,
      ),
    ).toBe(vipOnes.length);
  });
});

describe('VIP birthday gifts', () => {
  it("offer the level's gift on the birthday from the registration's date of birth, once a year", async () => {
    const ymd = siteDay('Asia/Manila', new Date()).ymd;
    const year = ymd.slice(0, 4);
    const born = (y: number, mmdd = ymd.slice(4)) => `${y}-${mmdd.slice(0, 2)}-${mmdd.slice(2)}`;
    const gold = await player('bdaygold');
    const silver = await player('bdaysilver');
    const later = await player('bdaylater');
    await creditCash(t.app, gold.id, 10_000_000n, 'bdaygold-more');
    for (const who of [gold, later]) {
      await approvedDeposit(t.app, who.id, '20000');
      await bet(t.app, who.id, { stake: 10_000_000n, payout: 0n }); // 100,000.00: the Gold level (3)
    }
    await bet(t.app, silver.id, { stake: 2_000_000n, payout: 0n });
    await settledDeliveries();
    const tomorrow = siteDay('Asia/Manila', new Date(Date.now() + 86_400_000)).ymd.slice(4);
    for (const [who, date] of [
      [gold, born(1990)],
      [silver, born(1991)],
      [later, born(1992, tomorrow)],
    ] as const)
      await t.database.db.execute(sql`UPDATE members SET date_of_birth = ${date} WHERE id = ${who.id}`);

    const { vipGifts } = t.app.services.loyalty;
    expect(await vipGifts.birthdays(new Date())).toBeGreaterThanOrEqual(1);
    const birthdayOf = async (who: MemberSession) =>
      (await t.database.db.select().from(rewardClaims).where(eq(rewardClaims.memberId, who.id)))
        .filter((c) => c.source.startsWith('vip:birthday:'))
        .map((c) => [c.source, c.amount]);
    expect(await birthdayOf(gold)).toEqual([[`vip:birthday:${year}`, 28_800n]]);
    // Silver has no birthday gift; tomorrow's birthday is not today's.
    expect(await birthdayOf(silver)).toEqual([]);
    expect(await birthdayOf(later)).toEqual([]);
    // The next hour's run offers nothing again.
    expect(await vipGifts.birthdays(new Date())).toBe(0);
    expect(await birthdayOf(gold)).toHaveLength(1);
    const gift = (await center(gold)).list.find((i) => i.title.startsWith('Happy birthday'));
    expect(gift).toMatchObject({ kind: 'vip', title: 'Happy birthday! Your VIP Gold gift' });
    const before = await mainBalance(t.app, gold);
    expect((await claim(gold, { ids: [gift!.id] })).status).toBe(200);
    expect(Number(await mainBalance(t.app, gold)) - Number(before)).toBeCloseTo(288, 2);
  });
});

describe('claiming in the reward center', () => {
  it('claims missions and promotions in one go, or none of them', async () => {
    const me = await player('allornone');
    const promo = await seededPromotion(t.app, 'turnover_reward');
    expect((await call(me, 'POST', '/wps/relay/MCS2_joinPromotion', { id: promo })).status).toBe(200);
    const m = await mission({ kind: 'win_rounds', target: '1', period: 'once', rewardAmount: '40' });
    await bet(t.app, me.id, { stake: 500_000n, payout: 600_000n }); // 5,000.00 valid: the promotion's
    await settledDeliveries();
    const listed = await center(me);
    const own = listed.list.find((i) => i.kind === 'mission' && i.status === 'claim');
    expect(listed.list.find((i) => i.kind === 'promotion')).toMatchObject({ id: promo, status: 'claim' });
    expect(own).toBeDefined();
    const pointsBefore = await points(me);
    const cashBefore = await mainBalance(t.app, me);

    // A promotion not joined refuses the whole claim: the mission is not paid either.
    const other = await seededPromotion(t.app, 'first_deposit');
    const refused = await claim(me, { ids: [own?.id], promotionIds: [promo, other] });
    expect(refused).toMatchObject({ status: 409, code: 'error_promo_not_joined' });
    expect((await itemOf(me, m.id))?.status).toBe('claim');
    expect(await mainBalance(t.app, me)).toBe(cashBefore);
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM promotion_entries WHERE member_id = ${me.id} AND state = 'claimed'`,
      ),
    ).toBe(0);

    // Another member's item is refused, and changes nothing.
    const stranger = await memberSession(t.app, 'stranger');
    expect((await claim(stranger, { ids: [own?.id] })).code).toBe('error_not_found');

    // All at once, with a request key; the same key again pays nothing more and answers the same.
    const requestId = 'claim-all-0001';
    const open = (await center(me)).list.filter((i) => i.status === 'claim').map((i) => [i.kind, i.id]);
    expect(open).toContainEqual(['mission', own?.id]);
    expect(open).toContainEqual(['promotion', promo]);
    const all = await claim(me, { all: true, requestId });
    expect(all.status, JSON.stringify(all)).toBe(200);
    expect(all.value.claimed.map((i) => [i.kind, i.id]).sort()).toEqual(open.sort());
    expect(all.value.claimed.find((i) => i.kind === 'promotion')?.amount).toBe('188.00');
    expect(all.value.count).toBe(0);
    const again = await claim(me, { all: true, requestId });
    expect(again.status).toBe(200);
    expect(again.value.claimed.map((i) => [i.kind, i.id]).sort()).toEqual(
      all.value.claimed.map((i) => [i.kind, i.id]).sort(),
    );
    const claimedPoints = all.value.claimed
      .filter((i) => i.kind !== 'promotion' && i.rewardKind === 'points')
      .reduce((sum, i) => sum + Number(i.amount), 0);
    expect(claimedPoints).toBeGreaterThanOrEqual(40);
    expect(await points(me)).toBe(pointsBefore + claimedPoints);
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM bonus_grants WHERE member_id = ${me.id} AND source = ${`promo:${promo}`}`,
      ),
    ).toBe(1);
    // The same key from another member is that member's own request.
    expect((await claim(stranger, { all: true, requestId })).value.claimed).toEqual([]);
  });
});
