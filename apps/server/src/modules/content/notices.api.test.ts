import { NoticeListSchema, type Envelope } from '@swerte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function notices(query: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/wps/relay/MCSFE_getListAnnouncements${query}`,
    headers,
  });
  return { status: response.statusCode, body: response.json<Envelope<unknown>>() };
}

describe('announcements (notice response of §3)', () => {
  it('groups the seeded notices by type in the requested language', async () => {
    const { status, body } = await notices('?types=B,PL,PU,PR&platform=W&execution=B&language=EN');
    expect(status).toBe(200);
    const list = NoticeListSchema.parse(body.value);
    expect(list.popup.map((notice) => notice.title)).toEqual(['Maintenance notice', 'Play responsibly']);
    expect(list.banners.map((notice) => notice.title)).toContain('Welcome to Swerte!');
    expect(list.player.length).toBeGreaterThan(0);
    expect(list.promotion[0]?.title).toBe('100% Welcome Bonus');
  });

  it('serves help notices (H) in their own list, and all five types when none are asked', async () => {
    const asked = NoticeListSchema.parse((await notices('?types=H&language=EN')).body.value);
    expect(asked.help.map((notice) => notice.title)).toEqual(['How to deposit']);
    expect(asked.help[0]?.content).toContain('Member Centre');
    expect([...asked.banners, ...asked.player, ...asked.popup, ...asked.promotion]).toEqual([]);

    const all = NoticeListSchema.parse((await notices('?language=TY')).body.value);
    expect(all.help.map((notice) => notice.title)).toEqual(['Paano mag-deposito']);
    expect(all.popup.length).toBeGreaterThan(0);
    // Asking for the other four leaves help out.
    const four = NoticeListSchema.parse((await notices('?types=B,PL,PU,PR')).body.value);
    expect(four.help).toEqual([]);
  });

  it('answers only the asked types, in Filipino by default', async () => {
    const list = NoticeListSchema.parse((await notices('?types=PU')).body.value);
    expect(list.banners).toEqual([]);
    expect(list.player).toEqual([]);
    expect(list.popup[0]?.title).toBe('Paalala sa maintenance');
  });

  it('follows Accept-Language when no language is asked', async () => {
    const list = NoticeListSchema.parse((await notices('?types=PU', { 'accept-language': 'en' })).body.value);
    expect(list.popup[0]?.title).toBe('Maintenance notice');
  });

  it('refuses an unknown type with the invalid-request key', async () => {
    const { status, body } = await notices('?types=PU,XX');
    expect(status).toBe(400);
    expect(body.code).toBe('error_invalid_request');
  });
});
