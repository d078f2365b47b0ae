import { CustomerServiceValueSchema, decodeCsPath, PermissionSchema, type Envelope } from '@swerte/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { bet } from '../../../test/bet-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';
import { auditLog, settings } from '../../db/schema.js';

let t: TestApp;
let admin: { authorization: string };
/** A member of VIP rank level 5 (above 4) and one of level 1. */
let vip: Record<string, string>;
let regular: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await operatorHeaders(t.app, 'opcs', 'admin');
  // An operator's ladder where valid bets alone reach level 5.
  await t.database.db.execute(
    sql`UPDATE vip_levels SET min_deposit = 0, min_valid_bet = 50000 WHERE level = 5`,
  );
  const high = await walletMember(t.app, 'csvip', { cash: 100_000n });
  await bet(t.app, high.id, { stake: 50_000n, payout: 0n });
  vip = high.headers;
  regular = (await walletMember(t.app, 'csregular')).headers;
});
afterAll(async () => {
  await t.close();
});

async function customerService(query = '', headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/wps/system/customerService${query}`,
    headers,
  });
  const body = response.json<Envelope<unknown>>();
  return {
    status: response.statusCode,
    code: body.code,
    value: CustomerServiceValueSchema.safeParse(body.value).data,
  };
}
const setCs = (payload: Record<string, unknown>, headers = admin) =>
  callJson(t.app, { method: 'PUT', url: '/wps/admin/system/customerService', headers, payload });
const permission = async () =>
  PermissionSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/wps/system/permission' })).json<Envelope<unknown>>().value,
  ).info;

describe('customer service (GET /wps/system/customerService)', () => {
  it('serves the seeded live-chat address as a type 3 entry that the browser decoder opens', async () => {
    const { status, value } = await customerService();
    expect(status).toBe(200);
    expect(value?.csType).toBe('LIVECHAT');
    const [entry] = value?.pathList ?? [];
    expect(entry?.type).toBe(3);
    expect(entry?.path).not.toContain('chat.swerte.example');
    expect(await decodeCsPath(entry?.path ?? '')).toBe('https://chat.swerte.example/livechat');
  });

  it('serves the VIP address only to a member token of rank level above 4', async () => {
    const served = await customerService('?csType=VIP', vip);
    expect(served.value?.csType).toBe('VIP');
    expect(await decodeCsPath(served.value?.pathList[0]?.path ?? '')).toBe('https://chat.swerte.example/vip');

    // Rank level 1: live chat, never the VIP address.
    const low = await customerService('?csType=VIP', regular);
    expect(low.value?.csType).toBe('LIVECHAT');
    expect(await decodeCsPath(low.value?.pathList[0]?.path ?? '')).toBe(
      'https://chat.swerte.example/livechat',
    );

    // No token, or one that is not a session: refused.
    expect(await customerService('?csType=VIP')).toMatchObject({ status: 401, code: 'error_not_logged_in' });
    const forged = { authorization: `Bearer ${'x'.repeat(40)}` };
    expect((await customerService('?csType=VIP', forged)).status).toBe(401);
    // Live chat needs no token.
    expect((await customerService('?csType=LIVECHAT')).value?.csType).toBe('LIVECHAT');
  });

  it('never puts the chat address in the permission call, only whether live chat exists', async () => {
    const info = await permission();
    expect(info.customerService.liveChat).toBe(true);
    expect(info.customerService.telegramUrls).toHaveLength(2);
    expect(JSON.stringify(info)).not.toContain('chat.swerte.example');
    expect(info.feedback).toEqual({ minWords: 3, maxWords: 300 });
  });

  it('stores what an operator sets encrypted by default, audited, and serves it at once', async () => {
    const res = await setCs({ liveChatUrl: 'https://support.example/chat?site=swerte', vipUrl: null });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(settings).where(eq(settings.key, 'customerService'));
    expect(JSON.stringify(row?.value)).not.toContain('support.example');
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.action).toBe('system.setting.customerService');
    expect(audit?.actor).toMatch(/^operator:\d+$/);

    const live = await customerService();
    expect(await decodeCsPath(live.value?.pathList[0]?.path ?? '')).toBe(
      'https://support.example/chat?site=swerte',
    );
    // No VIP channel configured: VIP members get live chat.
    expect((await customerService('?csType=VIP', vip)).value?.csType).toBe('LIVECHAT');

    await setCs({ liveChatUrl: 'https://support.example/plain', encrypt: false });
    expect((await customerService()).value?.pathList).toEqual([
      { type: 1, path: 'https://support.example/plain' },
    ]);
  });

  it('answers error_cs_unavailable when live chat is off, and the permission says so', async () => {
    await setCs({ liveChatUrl: null });
    const off = await customerService();
    expect(off).toMatchObject({ status: 404, code: 'error_cs_unavailable' });
    expect((await permission()).customerService.liveChat).toBe(false);
  });

  it('refuses addresses that are not https, and callers that are not admins', async () => {
    expect((await setCs({ liveChatUrl: 'javascript:alert(1)' })).code).toBe('error_invalid_request');
    expect((await setCs({ liveChatUrl: 'http://plain.example/' })).code).toBe('error_invalid_request');
    const support = await operatorHeaders(t.app, 'opcssupport', 'support');
    expect((await setCs({ liveChatUrl: 'https://x.example/' }, support)).status).toBe(403);
    expect((await customerService('?csType=GOLD')).code).toBe('error_invalid_request');
  });

  it('reads settings stored before channels existed (one plain liveChatUrl) as a type 1 entry', async () => {
    await t.database.db
      .update(settings)
      .set({ value: { liveChatUrl: 'https://old.example/chat', facebookUrl: null, telegramUrls: [] } })
      .where(eq(settings.key, 'customerService'));
    const { SYSTEM_CACHE_TTL_MS } = await import('./system.service.js');
    await new Promise((resolve) => setTimeout(resolve, SYSTEM_CACHE_TTL_MS + 50));
    expect((await customerService()).value?.pathList).toEqual([
      { type: 1, path: 'https://old.example/chat' },
    ]);
  });
});
