import type { PromoActionValue, PromotionDetail, PromotionList } from '@swerte/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberCalls,
  memberSession,
  operatorHeaders,
  type MemberSession,
} from '../../../test/account-helpers.js';
import { bet, expectReconciled } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  approvedDeposit,
  hoursFromNow,
  promotionBody,
  seededPromotion,
} from '../../../test/promo-helpers.js';
import { callJson } from '../../../test/wallet-helpers.js';
import { bonusGrants, journalEntries, promotionEntries } from '../../db/schema.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let admin: { authorization: string };
let n = 0;
const fresh = (options: Parameters<typeof memberSession>[2] = {}) =>
  memberSession(t.app, `pr${Date.now().toString(36)}${n++}`, options);

beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
  admin = await operatorHeaders(t.app, 'oppromo', 'admin');
});
afterAll(async () => {
  await t.close();
});

const act = (who: MemberSession | null, action: string, id: number) =>
  api.json(who, 'POST', `/wps/relay/MCS2_${action}`, { id });
const list = async (who: MemberSession | null) =>
  (await api.json(who, 'GET', '/wps/relay/MCSFE_getPromotions')).value as PromotionList;
const statusIn = async (who: MemberSession | null, id: number) =>
  (await list(who)).list.find((item) => item.id === id)?.status;
const detail = async (who: MemberSession | null, id: number) =>
  (await api.json(who, 'GET', `/wps/relay/MCSFE_getPromotionDetail?id=${id}`)).value as PromotionDetail;
const balances = (memberId: number) => t.app.services.wallet.ledger.getBalance(memberId, t.database.db);
const createPromotion = async (body: object) => {
  const res = await callJson(t.app, {
    method: 'POST',
    url: '/wps/admin/content/promotions',
    headers: admin,
    payload: body,
  });
  expect(res.status, JSON.stringify(res)).toBe(200);
  return Number(res.value?.id);
};
const grantsOf = (memberId: number) =>
  t.database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, memberId));

describe('promotion list and detail', () => {
  it('shows visitors the live and coming promotions by category, with drawn art in their language', async () => {
    const value = await list(null);
    expect(value.list.map((item) => item.kind)).toEqual([
      'first_deposit',
      'deposit_bonus',
      'turnover_reward',
      'apply',
      'raffle',
      'deposit_bonus',
    ]);
    expect(value.list.map((item) => item.status)).toEqual([
      'join',
      'join',
      'join',
      'join',
      'join',
      'coming_soon',
    ]);
    expect(value.categories.map((c) => c.category)).toEqual([
      'new_member',
      'deposit',
      'slots',
      'live',
      'sports',
      'raffle',
    ]);
    const welcome = value.list[0]!;
    expect(welcome.title).toBe('Welcome Bonus 100%');
    expect(welcome.summary).toContain('first');
    const slots = await api.json(null, 'GET', '/wps/relay/MCSFE_getPromotions?category=slots&language=TY');
    expect((slots.value as PromotionList).list.map((i) => i.summary)).toEqual([
      'Tumaya ng P5,000 sa kahit anong laro at makakuha ng P188.',
    ]);

    const art = await t.app.inject({ method: 'GET', url: welcome.mobileImageUrl });
    expect([art.statusCode, art.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(art.body).toContain('Welcome Bonus');
    expect(art.body).toContain('NEW MEMBERS');
    // The art's label is in the art's language.
    const filArt = await t.app.inject({
      method: 'GET',
      url: welcome.mobileImageUrl.replace('lang=EN', 'lang=TY'),
    });
    expect(filArt.body).toContain('BAGONG MIYEMBRO');
    expect(filArt.body).not.toContain('NEW MEMBERS');
    expect((await t.app.inject({ method: 'GET', url: '/media/promotions/999999.svg' })).statusCode).toBe(404);
  });

  it('gives the content, rule and the member’s own part; an unknown or switched-off id is not found', async () => {
    const id = await seededPromotion(t.app, 'deposit_bonus');
    const visitor = await detail(null, id);
    expect(visitor).toMatchObject({
      status: 'join',
      rule: { kind: 'deposit_bonus', percentBps: 2000, maxBonus: '1000.00', turnoverMultiple: 5 },
      entry: null,
      claimable: null,
    });
    expect(visitor.content).toContain('<table>');
    expect((await api.json(null, 'GET', '/wps/relay/MCSFE_getPromotionDetail?id=999999')).status).toBe(404);
  });
});

describe('deposit bonus', () => {
  it('joins, is refused before a qualifying deposit, then claims once into the bonus wallet', async () => {
    const id = await seededPromotion(t.app, 'deposit_bonus');
    const me = await fresh();
    expect((await act(me, 'claimPromotion', id)).code).toBe('error_promo_not_joined');
    const joined = await act(me, 'joinPromotion', id);
    expect(joined.value).toEqual({ status: 'joined', amount: null });
    expect((await act(me, 'joinPromotion', id)).value).toMatchObject({ status: 'joined' });
    const early = await act(me, 'claimPromotion', id);
    expect([early.status, early.code]).toEqual([409, 'error_promo_ineligible']);
    expect(await grantsOf(me.id)).toEqual([]);

    await approvedDeposit(t.app, me.id, '150'); // below the P200 minimum
    expect(await statusIn(me, id)).toBe('joined');
    await approvedDeposit(t.app, me.id, '500');
    expect(await statusIn(me, id)).toBe('claim');
    expect(await detail(me, id)).toMatchObject({ status: 'claim', claimable: '100.00' });

    const claimed = await act(me, 'claimPromotion', id);
    expect(claimed.value).toEqual<PromoActionValue>({ status: 'claimed', amount: '100.00' });
    expect(await balances(me.id)).toMatchObject({ cash: 65_000n, bonus: 10_000n });
    const [grant] = await grantsOf(me.id);
    expect(grant).toMatchObject({
      source: `promo:${id}`,
      title: 'Reload Bonus 20%',
      amount: 10_000n,
      turnoverRequired: 50_000n,
      status: 'active',
    });
    const entry = (await detail(me, id)).entry;
    expect(entry?.amount).toBe('100.00');
    expect(entry?.claimedAt).toMatch(/^\d{4}-/);
    const again = await act(me, 'claimPromotion', id);
    expect([again.status, again.code]).toEqual([409, 'error_promo_claimed']);
    expect(await statusIn(me, id)).toBe('claimed');
    expect((await balances(me.id)).bonus).toBe(10_000n);
    await expectReconciled(t.app);
  });

  it('credits once when 20 claims of one member arrive at the same moment', async () => {
    const id = await seededPromotion(t.app, 'deposit_bonus');
    const me = await fresh();
    await act(me, 'joinPromotion', id);
    await approvedDeposit(t.app, me.id, '8000');
    const results = await Promise.all(Array.from({ length: 20 }, () => act(me, 'claimPromotion', id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.code))).toEqual(
      new Set(['error_promo_claimed']),
    );
    expect(await grantsOf(me.id)).toHaveLength(1);
    expect((await balances(me.id)).bonus).toBe(100_000n); // 20% of 8,000 is capped at 1,000
    const [entries] = await t.database.db
      .select({ n: count() })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `bonus:promo:${id}:${me.id}`));
    expect(entries?.n).toBe(1);
    await expectReconciled(t.app);
  });

  it('refuses before the start, after the end, trial accounts and visitors, crediting nothing', async () => {
    const rule = {
      kind: 'deposit_bonus',
      percentBps: 5000,
      maxBonus: '50.00',
      minDeposit: '100.00',
      turnoverMultiple: 1,
    } as const;
    const later = await createPromotion(promotionBody(rule, { startAt: hoursFromNow(5) }));
    const running = await createPromotion(promotionBody(rule, { endAt: hoursFromNow(5) }));
    const me = await fresh();
    expect((await act(me, 'joinPromotion', later)).code).toBe('error_promo_not_started');
    expect(await statusIn(me, later)).toBe('coming_soon');
    await act(me, 'joinPromotion', running);
    await approvedDeposit(t.app, me.id, '300');
    expect(await statusIn(me, running)).toBe('claim');
    // The operator ends it before the member claims.
    const ended = await callJson(t.app, {
      method: 'PUT',
      url: `/wps/admin/content/promotions/${running}`,
      headers: admin,
      payload: promotionBody(rule, { endAt: hoursFromNow(-1) }),
    });
    expect(ended.status).toBe(200);
    const late = await act(me, 'claimPromotion', running);
    expect([late.status, late.code]).toEqual([409, 'error_promo_ended']);
    expect(await statusIn(me, running)).toBe('close');

    const trial = await fresh({ isAgent: 4 });
    const refused = await act(trial, 'joinPromotion', later);
    expect([refused.status, refused.code]).toEqual([403, 'in_need_true_account']);
    expect((await act(null, 'claimPromotion', running)).status).toBe(401);
    expect((await act(me, 'applyPromotion', running)).code).toBe('error_promo_action');
    expect(await grantsOf(me.id)).toEqual([]);
    expect((await balances(me.id)).bonus).toBe(0n);
  });
});

describe('first deposit and turnover rewards', () => {
  it('pays 100% of the first deposit only, and nothing for a later first deposit below the minimum', async () => {
    const id = await seededPromotion(t.app, 'first_deposit');
    const me = await fresh();
    await act(me, 'joinPromotion', id);
    await approvedDeposit(t.app, me.id, '250');
    await approvedDeposit(t.app, me.id, '4000');
    expect((await act(me, 'claimPromotion', id)).value).toEqual({ status: 'claimed', amount: '250.00' });
    const [grant] = await grantsOf(me.id);
    expect(grant).toMatchObject({ amount: 25_000n, turnoverRequired: 250_000n });

    const strict = await createPromotion(
      promotionBody({
        kind: 'first_deposit',
        percentBps: 10_000,
        maxBonus: '500.00',
        minDeposit: '1000.00',
        turnoverMultiple: 2,
      }),
    );
    const other = await fresh();
    await act(other, 'joinPromotion', strict);
    await approvedDeposit(t.app, other.id, '500');
    await approvedDeposit(t.app, other.id, '5000');
    expect((await act(other, 'claimPromotion', strict)).code).toBe('error_promo_ineligible');
  });

  it('pays a fixed reward once the settled valid bets reach the target', async () => {
    const id = await seededPromotion(t.app, 'turnover_reward');
    const me = await fresh();
    await approvedDeposit(t.app, me.id, '10000');
    await act(me, 'joinPromotion', id);
    await bet(t.app, me.id, { stake: 400_000n, payout: 0n });
    await bet(t.app, me.id, { stake: 200_000n }); // still open: does not count
    expect(await detail(me, id)).toMatchObject({ status: 'joined', validBets: '4000.00' });
    expect((await act(me, 'claimPromotion', id)).code).toBe('error_promo_ineligible');
    await bet(t.app, me.id, { stake: 100_000n, payout: 150_000n });
    expect(await detail(me, id)).toMatchObject({
      status: 'claim',
      validBets: '5000.00',
      claimable: '188.00',
    });
    expect((await act(me, 'claimPromotion', id)).value).toEqual({ status: 'claimed', amount: '188.00' });
    await expectReconciled(t.app);
  });
});

describe('applications', () => {
  const png = () =>
    `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(900, 3)]).toString('base64')}`;
  const jpeg = () => Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(500, 9)]).toString('base64');
  const apply = (who: MemberSession, id: number, body: object) =>
    api.json(who, 'POST', '/wps/relay/MCS2_applyPromotion', { id, ...body });
  const entryCount = async (memberId: number) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(promotionEntries)
        .where(eq(promotionEntries.memberId, memberId))
    )[0]?.n;

  it('refuses a wrong type, an oversized image, a long note and a fourth image before storing anything', async () => {
    const id = await seededPromotion(t.app, 'apply');
    const me = await fresh();
    const gif = Buffer.from('GIF89a-not-an-accepted-image').toString('base64');
    expect((await apply(me, id, { note: 'x', images: [{ data: png() }, { data: gif }] })).code).toBe(
      'error_promo_image_type',
    );
    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await apply(me, id, { images: [{ data: big.toString('base64') }] });
    expect([tooBig.status, tooBig.code]).toEqual([400, 'error_promo_image_too_large']);
    expect((await apply(me, id, { note: 'n'.repeat(141) })).code).toBe('error_invalid_request');
    const four = Array.from({ length: 4 }, () => ({ data: png() }));
    expect((await apply(me, id, { images: four })).code).toBe('error_invalid_request');
    expect(await entryCount(me.id)).toBe(0);
    expect(await statusIn(me, id)).toBe('join');
  });

  it('stores a note and images; the operator rejects, the member applies again, the operator approves and pays', async () => {
    const id = await seededPromotion(t.app, 'apply');
    const me = await fresh();
    const sent = await apply(me, id, {
      note: 'Lucky Reels 120× on 1 May',
      images: [{ data: png() }, { data: jpeg() }],
    });
    expect(sent.value).toEqual({ status: 'applying', amount: null });
    expect(await statusIn(me, id)).toBe('applying');
    expect((await detail(me, id)).entry).toMatchObject({ note: 'Lucky Reels 120× on 1 May', imageCount: 2 });
    expect((await apply(me, id, { note: 'again' })).code).toBe('error_promo_claimed');
    expect((await act(me, 'joinPromotion', id)).code).toBe('error_promo_action');

    const support = await operatorHeaders(t.app, `opsup${n++}`, 'support');
    const waiting = await callJson(t.app, {
      method: 'GET',
      url: `/wps/admin/content/promotions/${id}/entries?state=applying`,
      headers: support,
    });
    const entry = (
      waiting.value as unknown as { list: { id: number; memberId: number; imageIds: number[] }[] }
    ).list.find((e) => e.memberId === me.id)!;
    expect(entry.imageIds).toHaveLength(2);
    const image = await t.app.inject({
      method: 'GET',
      url: `/wps/admin/content/promotions/entries/${entry.id}/images/${entry.imageIds[1]}`,
      headers: support,
    });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const byMember = await t.app.inject({
      method: 'GET',
      url: `/wps/admin/content/promotions/entries/${entry.id}/images/${entry.imageIds[1]}`,
      headers: me.headers,
    });
    expect(byMember.statusCode).toBe(401);
    const supportReview = await callJson(t.app, {
      method: 'POST',
      url: `/wps/admin/content/promotions/entries/${entry.id}/approve`,
      headers: support,
      payload: {},
    });
    expect(supportReview.status).toBe(403);

    const review = (action: string, payload: object) =>
      callJson(t.app, {
        method: 'POST',
        url: `/wps/admin/content/promotions/entries/${entry.id}/${action}`,
        headers: admin,
        payload,
      });
    expect((await review('reject', { remark: 'Screenshot unreadable' })).value).toMatchObject({
      state: 'rejected',
      remark: 'Screenshot unreadable',
    });
    expect(await statusIn(me, id)).toBe('rejected');
    expect((await detail(me, id)).entry?.remark).toBe('Screenshot unreadable');
    expect((await review('approve', {})).code).toBe('error_conflict');

    expect((await apply(me, id, { note: 'Clearer one', images: [{ data: png() }] })).value).toMatchObject({
      status: 'applying',
    });
    expect((await detail(me, id)).entry).toMatchObject({ note: 'Clearer one', imageCount: 1, remark: '' });
    const approved = await review('approve', { remark: 'Congratulations' });
    expect(approved.value).toMatchObject({ state: 'issued', amount: '288.00' });
    expect(approved.value?.decidedBy).toMatch(/^operator:/);
    expect(await statusIn(me, id)).toBe('issued');
    expect((await balances(me.id)).bonus).toBe(28_800n);
    expect((await grantsOf(me.id))[0]).toMatchObject({ turnoverRequired: 86_400n });
    expect((await review('approve', {})).code).toBe('error_conflict');
    await expectReconciled(t.app);
  });
});

describe('raffles', () => {
  it('counts tickets from valid bets, draws once after the end, and lets each winner claim once', async () => {
    const rule = {
      kind: 'raffle',
      ticketPer: '1000.00',
      prize: '500.00',
      winners: 2,
      turnoverMultiple: 0,
    } as const;
    const body = promotionBody(rule, { category: 'raffle', endAt: hoursFromNow(2) });
    const id = await createPromotion(body);
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    for (const who of [a, b, c]) {
      await approvedDeposit(t.app, who.id, '5000');
      expect((await act(who, 'joinPromotion', id)).value).toMatchObject({ status: 'joined' });
    }
    // Placed before the end the operator sets below; a bet after it would not count.
    const placedAt = new Date(Date.now() - 2 * 3_600_000);
    await bet(t.app, a.id, { stake: 300_000n, payout: 0n, placedAt });
    await bet(t.app, b.id, { stake: 150_000n, payout: 100_000n, placedAt });
    await bet(t.app, c.id, { stake: 400_000n, payout: 0n });
    expect((await detail(a, id)).entry?.tickets).toBe(3);
    expect((await detail(c, id)).entry?.tickets).toBe(4);
    expect((await act(a, 'claimRafflePromotion', id)).code).toBe('error_raffle_not_drawn');

    const draw = () =>
      callJson(t.app, { method: 'POST', url: `/wps/admin/content/promotions/${id}/draw`, headers: admin });
    expect((await draw()).code).toBe('error_conflict'); // still running
    await callJson(t.app, {
      method: 'PUT',
      url: `/wps/admin/content/promotions/${id}`,
      headers: admin,
      payload: { ...body, endAt: hoursFromNow(-1) },
    });
    expect(await statusIn(a, id)).toBe('process');
    const drawn = await draw();
    expect(drawn.status, JSON.stringify(drawn)).toBe(200);
    const winners = (drawn.value as unknown as { memberId: number; tickets: number }[]).map(
      (w) => w.memberId,
    );
    // c's bets came after the end: no ticket at the draw, however many they showed before.
    expect(winners.sort()).toEqual([a.id, b.id].sort());
    expect((await draw()).code).toBe('error_raffle_drawn');

    expect(await statusIn(a, id)).toBe('claim');
    expect(await statusIn(c, id)).toBe('close');
    expect((await act(c, 'claimRafflePromotion', id)).code).toBe('error_promo_ineligible');
    const cashBefore = (await balances(a.id)).cash;
    const claims = await Promise.all(Array.from({ length: 10 }, () => act(a, 'claimRafflePromotion', id)));
    expect(claims.filter((r) => r.status === 200).map((r) => r.value)).toEqual([
      { status: 'claimed', amount: '500.00' },
    ]);
    // No turnover asked: the prize unlocks into cash at once.
    expect(await balances(a.id)).toMatchObject({ cash: cashBefore + 50_000n, bonus: 0n });
    expect(await statusIn(a, id)).toBe('claimed');
    const completed = await t.database.db
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.memberId, a.id), eq(bonusGrants.status, 'completed')));
    expect(completed).toHaveLength(1);
    await expectReconciled(t.app);
  });
});
