import { CustomerServiceValueSchema, decodeCsPath, PermissionSchema, type Envelope } from '@swerte/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson } from '../../../test/wallet-helpers.js';
import { auditLog, settings } from '../../db/schema.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await operatorHeaders(t.app, 'opcs', 'admin');
});
afterAll(async () => {
  await t.close();
});

async function customerService(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/wps/system/customerService${query}` });
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
    const vip = await customerService('?csType=VIP');
    expect(vip.value?.csType).toBe('VIP');
    expect(await decodeCsPath(vip.value?.pathList[0]?.path ?? '')).toBe('https://chat.swerte.example/vip');
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
    expect((await customerService('?csType=VIP')).value?.csType).toBe('LIVECHAT');

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
