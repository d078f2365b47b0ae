import type {
  AdminPromotion,
  AdminVipLevel,
  PromotionDetail,
  PromotionList,
  VipValue,
} from '@swerte/contracts';
import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls, memberSession, operatorHeaders } from '../../../test/account-helpers.js';
import { bet } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { approvedDeposit, promotionBody } from '../../../test/promo-helpers.js';
import { callJson } from '../../../test/wallet-helpers.js';
import { auditLog } from '../../db/schema.js';

let t: TestApp;
let api: ReturnType<typeof memberCalls>;
let admin: { authorization: string };
let support: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  api = memberCalls(t.app);
  admin = await operatorHeaders(t.app, 'oppromoadmin', 'admin');
  support = await operatorHeaders(t.app, 'oppromosupport', 'support');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  callJson(t.app, { method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const lastAudit = async (prefix: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, `${prefix}%`))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
const RULE = { kind: 'turnover_reward', minValidBet: '100.00', bonus: '10.00', turnoverMultiple: 1 } as const;
const UNSAFE =
  '<p onclick="steal()">Win<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>' +
  '<iframe src="https://evil.example"></iframe><a href="https://ok.example" target="_blank">ok</a></p>';

describe('operator promotions', () => {
  it('creates with sanitised HTML, edits, orders and deletes, each audited; the site shows each change', async () => {
    const created = await call(
      'POST',
      '/wps/admin/content/promotions',
      promotionBody(RULE, { contentEn: UNSAFE }),
    );
    expect(created.status, JSON.stringify(created)).toBe(200);
    const promo = created.value as unknown as AdminPromotion;
    for (const bad of ['onclick', 'onerror', '<script', 'javascript:', '<iframe', 'src="x"'])
      expect(promo.contentEn).not.toContain(bad);
    expect(promo.contentEn).toContain('Win');
    expect(promo.contentEn).toContain(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    const audit = await lastAudit('content.promotion');
    expect(audit?.action).toBe('content.promotion.create');
    expect(audit?.actor).toMatch(/^operator:\d+$/);
    const shown = (await api.json(null, 'GET', `/wps/relay/MCSFE_getPromotionDetail?id=${promo.id}`))
      .value as PromotionDetail;
    expect(shown.content).toBe(promo.contentEn);

    const edited = await call('PUT', `/wps/admin/content/promotions/${promo.id}`, {
      ...promotionBody(RULE),
      titleEn: 'Daily reward plus',
      enabled: false,
    });
    expect(edited.value).toMatchObject({ titleEn: 'Daily reward plus', enabled: false });
    expect((await lastAudit('content.promotion'))?.before).toMatchObject({ titleEn: 'Daily reward' });
    const visible = async () =>
      ((await api.json(null, 'GET', '/wps/relay/MCSFE_getPromotions')).value as PromotionList).list.map(
        (p) => p.id,
      );
    expect(await visible()).not.toContain(promo.id);
    expect((await api.json(null, 'GET', `/wps/relay/MCSFE_getPromotionDetail?id=${promo.id}`)).status).toBe(
      404,
    );
    await call('PUT', `/wps/admin/content/promotions/${promo.id}`, promotionBody(RULE));

    expect((await call('PUT', '/wps/admin/content/promotions/order', { ids: [promo.id] })).status).toBe(200);
    expect((await visible())[0]).toBe(promo.id);
    expect(
      (await call('PUT', '/wps/admin/content/promotions/order', { ids: [promo.id, promo.id] })).code,
    ).toBe('error_invalid_request');

    const removed = await call('DELETE', `/wps/admin/content/promotions/${promo.id}`);
    expect(removed.status).toBe(200);
    expect((await lastAudit('content.promotion'))?.action).toBe('content.promotion.delete');
    expect((await call('DELETE', `/wps/admin/content/promotions/${promo.id}`)).status).toBe(404);
  });

  it('refuses bad rules and dates, keeps a promotion members joined, and lets support only read', async () => {
    const bad = [
      promotionBody({ ...RULE, bonus: '-5.00' }),
      promotionBody({ kind: 'raffle', ticketPer: '100.00', prize: '10.00', winners: 1, turnoverMultiple: 1 }),
      promotionBody(RULE, { startAt: '2030-01-02T00:00:00Z', endAt: '2030-01-01T00:00:00Z' }),
      promotionBody(RULE, { imageUrl: 'javascript:alert(1)' }),
      { ...promotionBody(RULE), category: 'casino' },
    ];
    for (const body of bad)
      expect((await call('POST', '/wps/admin/content/promotions', body)).code).toBe('error_invalid_request');
    expect((await call('POST', '/wps/admin/content/promotions', promotionBody(RULE), support)).status).toBe(
      403,
    );
    expect((await call('GET', '/wps/admin/content/promotions', undefined, support)).status).toBe(200);

    const id = Number((await call('POST', '/wps/admin/content/promotions', promotionBody(RULE))).value?.id);
    const me = await memberSession(t.app, 'promoadminjoin');
    await api.json(me, 'POST', '/wps/relay/MCS2_joinPromotion', { id });
    const listed = (await call('GET', '/wps/admin/content/promotions')).value as unknown as AdminPromotion[];
    expect(listed.find((p) => p.id === id)?.entries).toEqual({ joined: 1 });
    expect((await call('DELETE', `/wps/admin/content/promotions/${id}`)).code).toBe('error_conflict');
    const otherKind = promotionBody({ kind: 'apply', bonus: '5.00', turnoverMultiple: 1 });
    expect((await call('PUT', `/wps/admin/content/promotions/${id}`, otherKind)).code).toBe('error_conflict');
    const member = await t.app.inject({
      method: 'GET',
      url: '/wps/admin/content/promotions',
      headers: me.headers,
    });
    expect(member.statusCode).toBe(401);
  });
});

describe('VIP ladder', () => {
  it('shows visitors the levels and a member their level and what the next one needs', async () => {
    const visitor = (await api.json(null, 'GET', '/wps/relay/MCSFE_getVipLevels')).value as VipValue;
    expect(visitor.me).toBeNull();
    expect(visitor.levels.map((l) => l.name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Royal',
    ]);
    expect(visitor.levels[1]).toMatchObject({
      minDeposit: '5000.00',
      minValidBet: '20000.00',
      rebateBps: 50,
    });

    const me = await memberSession(t.app, 'vipclimber');
    const mine = async () =>
      ((await api.json(me, 'GET', '/wps/relay/MCSFE_getVipLevels')).value as VipValue).me;
    expect(await mine()).toEqual({
      level: 1,
      deposits: '0.00',
      validBets: '0.00',
      next: { level: 2, depositNeeded: '5000.00', validBetNeeded: '20000.00' },
    });
    await approvedDeposit(t.app, me.id, '30000');
    for (let i = 0; i < 2; i++) await bet(t.app, me.id, { stake: 1_000_000n, payout: 1_000_000n });
    expect(await mine()).toMatchObject({
      level: 2,
      deposits: '30000.00',
      validBets: '20000.00',
      next: { level: 3, depositNeeded: '0.00', validBetNeeded: '80000.00' },
    });
    const trial = await memberSession(t.app, 'viptrial', { isAgent: 4 });
    expect(((await api.json(trial, 'GET', '/wps/relay/MCSFE_getVipLevels')).value as VipValue).me).toBeNull();
    const tagalog = await api.json(null, 'GET', '/wps/relay/MCSFE_getVipLevels?language=TY');
    expect((tagalog.value as VipValue).levels[0]?.name).toBe('Tanso');
  });

  it('lets admins add, edit and remove levels (numbers unique), audited', async () => {
    const body = {
      level: 7,
      nameTy: 'Alamat',
      nameEn: 'Legend',
      minDeposit: '9000000.00',
      minValidBet: '40000000.00',
      benefitsEn: 'Everything',
      withdrawalLimit: '5000000.00',
    };
    const created = await call('POST', '/wps/admin/content/vip', body);
    expect(created.value).toMatchObject({ level: 7, nameEn: 'Legend', rebateBps: 0, withdrawalsPerDay: 3 });
    expect((await call('POST', '/wps/admin/content/vip', body)).code).toBe('error_conflict');
    expect(
      (await call('POST', '/wps/admin/content/vip', { ...body, level: 8, minDeposit: '-1.00' })).code,
    ).toBe('error_invalid_request');
    const id = Number(created.value?.id);
    expect((await call('PUT', `/wps/admin/content/vip/${id}`, { ...body, level: 1 })).code).toBe(
      'error_conflict',
    );
    const edited = await call('PUT', `/wps/admin/content/vip/${id}`, { ...body, rebateBps: 150 });
    expect((edited.value as unknown as AdminVipLevel).rebateBps).toBe(150);
    expect(await lastAudit('content.vip')).toMatchObject({
      action: 'content.vip.update',
      before: { rebateBps: 0 },
    });
    expect((await call('POST', '/wps/admin/content/vip', body, support)).status).toBe(403);
    expect((await call('DELETE', `/wps/admin/content/vip/${id}`)).status).toBe(200);
    const levels = (await call('GET', '/wps/admin/content/vip', undefined, support))
      .value as unknown as AdminVipLevel[];
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
