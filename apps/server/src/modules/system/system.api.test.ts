import type { HelpItemSchema } from '@swerte/contracts';
import {
  PermissionSchema,
  REGISTER_FIELDS,
  WHITELABEL_FLAGS,
  envelopeOf,
  type Envelope,
} from '@swerte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get<T = unknown>(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, body: response.json<Envelope<T>>() };
}

describe('system calls', () => {
  it('status is 0 with the ok envelope in the request language', async () => {
    const ty = await get('/wps/system/status');
    expect(ty.status).toBe(200);
    expect(ty.body).toEqual({
      success: true,
      code: 'ok',
      message: 'Matagumpay.',
      value: { status: 0, maintenance: null, regionRestriction: null },
    });
    const en = await get('/wps/system/status', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.body.message).toBe('Success.');
    expect(ty.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('permission carries the seeded site configuration and the visitor location', async () => {
    const { status, body } = await get<z.infer<typeof PermissionSchema>>(
      '/wps/system/permission?url=www.swerte.example',
    );
    expect(status).toBe(200);
    const value = envelopeOf(PermissionSchema).parse(body).value;
    expect(value.info.site).toMatchObject({
      name: 'Swerte',
      currencySymbol: 'P',
      timeZone: 'Asia/Manila',
      minimumAge: 18,
      loginedToHomePage: false,
    });
    expect(value.info.site.licenceText).toContain('Pilipinas');
    expect(value.info.whitelabel.DIRECTREG3).toBe('1');
    expect(value.info.whitelabel.FREEPLAY3).toBe('0');
    expect(value.info.resources.map((r) => r.resourceType)).toEqual(['ANDROID', 'IOS', 'IOS_LITE', 'H5']);
    expect(value.info.customerService.telegramUrls).toHaveLength(2);
    expect(value.info.analytics.gtagId).toBeNull();
    expect(value.info.domainRoute.domainList.every((d) => d.speed === 0)).toBe(true);
    expect(value.info).toMatchObject({ imageCDNs: [], launchGameCDNs: [] });
    expect(value.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(value.maintenance).toBeNull();
    expect(value.regionRestriction).toBeNull();
  });

  it('permission refuses an unbounded url', async () => {
    const { status, body } = await get(`/wps/system/permission?url=${'a'.repeat(3000)}`);
    expect(status).toBe(400);
    expect(body.code).toBe('error_invalid_request');
  });

  it('whitelabel has every §3 flag as 0 or 1', async () => {
    const { body } = await get<Record<string, string>>('/wps/system/whitelabel');
    expect(Object.keys(body.value).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    expect(body.value.USERNAMEREG3).toBe('1');
    expect(body.value.PWDEXPFORCECHANGE3).toBe('0');
  });

  it('register settings have a rule for every registration field', async () => {
    const { body } = await get<
      Record<
        string,
        { enabled: boolean; minLength: number; maxLength: number; acceptedPattern: string; patternId: number }
      >
    >('/wps/system/setting/register');
    expect(Object.keys(body.value).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(body.value.username).toMatchObject({ enabled: true, minLength: 6, maxLength: 16, patternId: 1 });
    expect(body.value.password).toMatchObject({ minLength: 6, maxLength: 20, patternId: 2 });
    expect(new RegExp(body.value.username?.acceptedPattern ?? '').test('demoplayer')).toBe(true);
    expect(new RegExp(body.value.username?.acceptedPattern ?? '').test('demo player')).toBe(false);
    expect(new RegExp(body.value.mobileNum?.acceptedPattern ?? '').test('09171234567')).toBe(true);
    expect(body.value.wechat?.enabled).toBe(false);
  });

  it('domainRoute lists the site itself (no demo mirrors that do not exist) with speed 0, and the app resources', async () => {
    const { body } = await get<{
      domainList: { domain: string; speed: number }[];
      resources: { qrCodeUrl: string }[];
    }>('/wps/system/domainRoute');
    // The demo lists no mirrors: the one domain timed is the site's own address, which answers.
    expect(body.value.domainList).toEqual([{ domain: t.config.PUBLIC_URL, speed: 0 }]);
    const qr = await t.app.inject({ method: 'GET', url: body.value.resources[0]?.qrCodeUrl ?? '' });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('<svg');
  });

  it('helpCenter answers in the requested language, with the agreement and agent entries', async () => {
    const en = await get<z.infer<typeof HelpItemSchema>[]>('/wps/system/helpCenter?lang=EN&device=WEB');
    const ty = await get<z.infer<typeof HelpItemSchema>[]>('/wps/system/helpCenter?lang=TY');
    const tags = en.body.value.map((item) => item.tag);
    expect(tags).toEqual(
      expect.arrayContaining([
        'term',
        'agent',
        'responsible',
        'privacy',
        'faq',
        'deposit',
        'withdrawal',
        'about',
      ]),
    );
    expect(ty.body.value.map((item) => item.tag)).toEqual(tags);
    expect(en.body.value.find((i) => i.tag === 'term')?.content).toContain('18');
    expect(en.body.value.find((i) => i.tag === 'term')?.title).toBe('User Agreement');
    expect(ty.body.value.find((i) => i.tag === 'term')?.title).toBe('Kasunduan ng User');
  });

  it('helpCenter without lang follows Accept-Language', async () => {
    const { body } = await get<{ title: string }[]>('/wps/system/helpCenter', { 'accept-language': 'en' });
    expect(body.value[0]?.title).toBe('About Us');
  });
});
