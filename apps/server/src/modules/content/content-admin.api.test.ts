import { type Envelope } from '@swerte/contracts';
import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, walletMember } from '../../../test/wallet-helpers.js';
import { auditLog } from '../../db/schema.js';

let t: TestApp;
let admin: { authorization: string };
let finance: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await operatorHeaders(t.app, 'opcontent', 'admin');
  finance = await operatorHeaders(t.app, 'opcontentfin', 'finance');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  callJson(t.app, { method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const publicGet = async <T>(url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } })).json<Envelope<T>>()
    .value;
const lastAudit = async () =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'content.%'))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

const UNSAFE =
  '<p>Hi<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>';
/** What the server stores of UNSAFE: the text and the harmless tags, no script, handler or unsafe link. */
const CLEANED = '<p>Hi<a>x</a></p>';

describe('operator banners', () => {
  it('creates, edits, orders, schedules and deletes banners; the site shows each change at once', async () => {
    const created = await call('POST', '/wps/admin/content/banners', {
      groupName: 'w_pvp',
      title: 'Pusoy Night 50%',
      subtitle: 'Extra chips every Friday',
      linkageType: 1,
      linkUrl: '/pvp',
    });
    expect(created.status).toBe(200);
    const id = Number(created.value?.id);
    expect(created.value).toMatchObject({ groupName: 'w_pvp', enabled: true, url: '', startAt: null });
    const audit = await lastAudit();
    expect(audit?.action).toBe('content.banner.create');
    expect(audit?.actor).toMatch(/^operator:\d+$/);

    type Listed = { bannerId: number; title: string; url: string }[];
    let shown = await publicGet<Listed>('/wps/relay/MCSFE_getBanners?groupName=w_pvp');
    expect(shown.map((b) => b.title)).toEqual(['Tongits Championship', 'Pusoy Night 50%']);
    const firstUrl = shown[1]!.url;

    const edited = await call('PUT', `/wps/admin/content/banners/${id}`, {
      groupName: 'w_pvp',
      title: 'Pusoy Night 60%',
      linkageType: 2,
      linkUrl: 'https://promo.example/pusoy',
    });
    expect(edited.value).toMatchObject({ title: 'Pusoy Night 60%', linkageType: 2 });
    expect((await lastAudit())?.before).toMatchObject({ title: 'Pusoy Night 50%' });
    const ordered = await call('PUT', '/wps/admin/content/banners/order', { ids: [id] });
    expect(ordered.status).toBe(200);
    // One list at a time: a banner of another group, or one id twice, is refused.
    const homeIds = (
      (await call('GET', '/wps/admin/content/banners?groupName=w_home')).value as unknown as { id: number }[]
    ).map((b) => b.id);
    expect((await call('PUT', '/wps/admin/content/banners/order', { ids: [id, homeIds[0]] })).code).toBe(
      'error_invalid_request',
    );
    expect((await call('PUT', '/wps/admin/content/banners/order', { ids: [id, id] })).code).toBe(
      'error_invalid_request',
    );
    shown = await publicGet<Listed>('/wps/relay/MCSFE_getBanners?groupName=w_pvp');
    expect(shown[0]).toMatchObject({ bannerId: id, title: 'Pusoy Night 60%' });
    // The drawn art's address changes with the edit, so long-cached artwork is never the old one.
    expect(shown[0]!.url).not.toBe(firstUrl);

    const later = new Date(Date.now() + 86_400_000).toISOString();
    await call('PUT', `/wps/admin/content/banners/${id}`, {
      groupName: 'w_pvp',
      title: 'Soon',
      startAt: later,
    });
    shown = await publicGet<Listed>('/wps/relay/MCSFE_getBanners?groupName=w_pvp');
    expect(shown.map((b) => b.title)).toEqual(['Tongits Championship']);

    expect((await call('DELETE', `/wps/admin/content/banners/${id}`)).status).toBe(200);
    expect((await call('DELETE', `/wps/admin/content/banners/${id}`)).code).toBe('error_not_found');
    expect((await lastAudit())?.action).toBe('content.banner.delete');
    const all = await call('GET', '/wps/admin/content/banners?groupName=w_pvp');
    expect((all.value as unknown as { id: number }[]).some((b) => b.id === id)).toBe(false);
  });

  it('refuses links and artwork that are not a site path or an https address, and reversed windows', async () => {
    const base = { groupName: 'w_home', title: 'Bad' };
    for (const bad of [
      { linkageType: 1, linkUrl: 'javascript:alert(1)' },
      { linkageType: 1, linkUrl: '//evil.example/' },
      { linkageType: 2, linkUrl: 'http://plain.example/' },
      { linkageType: 2, linkUrl: '/promotions' },
      { linkageType: 0, linkUrl: '/promotions' },
      { url: 'data:image/svg+xml,<svg/>' },
      { startAt: '2030-01-02T00:00:00Z', endAt: '2030-01-01T00:00:00Z' },
    ]) {
      const res = await call('POST', '/wps/admin/content/banners', { ...base, ...bad });
      expect(res.code, JSON.stringify(bad)).toBe('error_invalid_request');
    }
  });

  it('is for admin operators only', async () => {
    const member = await walletMember(t.app, 'contentprobe');
    expect((await call('GET', '/wps/admin/content/banners', undefined, finance)).status).toBe(403);
    expect((await call('GET', '/wps/admin/content/banners', undefined, member.headers)).status).toBe(401);
    expect((await callJson(t.app, { method: 'GET', url: '/wps/admin/content/notices' })).status).toBe(401);
  });
});

describe('operator notices', () => {
  it('stores notice HTML sanitised (scripts, handlers, unsafe links removed) and shows changes in the notice call at once', async () => {
    const created = await call('POST', '/wps/admin/content/notices', {
      type: 'B',
      title: 'Bagong promo',
      content: UNSAFE,
      lang: 'EN',
    });
    expect(created.status).toBe(200);
    const id = Number(created.value?.id);
    type Notices = { banners: { id: number; title: string; content: string }[] };
    let list = await publicGet<Notices>('/wps/relay/MCSFE_getListAnnouncements?types=B&language=EN');
    expect(list.banners.at(-1)).toEqual({ id, title: 'Bagong promo', content: CLEANED });

    await call('PUT', '/wps/admin/content/notices/order', { ids: [id] });
    list = await publicGet<Notices>('/wps/relay/MCSFE_getListAnnouncements?types=B&language=EN');
    expect(list.banners[0]?.id).toBe(id);

    const ended = new Date(Date.now() - 1000).toISOString();
    const hidden = await call('PUT', `/wps/admin/content/notices/${id}`, {
      type: 'B',
      title: 'Bagong promo',
      content: '<p>ok</p>',
      lang: 'EN',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: ended,
    });
    expect(hidden.value).toMatchObject({ endAt: ended });
    list = await publicGet<Notices>('/wps/relay/MCSFE_getListAnnouncements?types=B&language=EN');
    expect(list.banners.some((n) => n.id === id)).toBe(false);

    await call('PUT', `/wps/admin/content/notices/${id}`, {
      type: 'PU',
      title: 'Switched off',
      content: '',
      lang: 'EN',
      enabled: false,
    });
    const listed = await call('GET', '/wps/admin/content/notices?type=PU&lang=EN');
    expect(
      (listed.value as unknown as { id: number; enabled: boolean }[]).find((n) => n.id === id),
    ).toMatchObject({
      enabled: false,
    });
    expect((await call('DELETE', `/wps/admin/content/notices/${id}`)).status).toBe(200);
    expect((await lastAudit())?.action).toBe('content.notice.delete');
  });
});

describe('operator help items', () => {
  it('creates, edits, orders and deletes help items with unique anchors; the help centre follows at once', async () => {
    const created = await call('POST', '/wps/admin/content/help', {
      lang: 'EN',
      tag: 'bonus-rules',
      title: 'Bonus Rules',
      content: UNSAFE,
    });
    expect(created.status).toBe(200);
    const id = Number(created.value?.id);
    type Help = { tag: string; title: string; content: string }[];
    let help = await publicGet<Help>('/wps/system/helpCenter?lang=EN');
    expect(help.at(-1)).toEqual({ tag: 'bonus-rules', title: 'Bonus Rules', content: CLEANED });

    expect(
      (await call('POST', '/wps/admin/content/help', { lang: 'EN', tag: 'term', title: 'x', content: '' }))
        .code,
    ).toBe('error_conflict');
    expect(
      (
        await call('PUT', `/wps/admin/content/help/${id}`, {
          lang: 'EN',
          tag: 'agent',
          title: 'x',
          content: '',
        })
      ).code,
    ).toBe('error_conflict');
    expect(
      (await call('POST', '/wps/admin/content/help', { lang: 'EN', tag: 'Bad Tag', title: 'x', content: '' }))
        .code,
    ).toBe('error_invalid_request');
    // The same tag in the other language is another item.
    expect(
      (
        await call('POST', '/wps/admin/content/help', {
          lang: 'TY',
          tag: 'bonus-rules',
          title: 'Mga Tuntunin',
          content: '',
        })
      ).status,
    ).toBe(200);

    await call('PUT', `/wps/admin/content/help/${id}`, {
      lang: 'EN',
      tag: 'bonus-rules',
      title: 'Bonus Terms',
      content: '',
    });
    await call('PUT', '/wps/admin/content/help/order', { ids: [id] });
    help = await publicGet<Help>('/wps/system/helpCenter?lang=EN');
    expect(help[0]).toMatchObject({ tag: 'bonus-rules', title: 'Bonus Terms' });

    expect((await call('DELETE', `/wps/admin/content/help/${id}`)).status).toBe(200);
    help = await publicGet<Help>('/wps/system/helpCenter?lang=EN');
    expect(help.some((item) => item.tag === 'bonus-rules')).toBe(false);
    expect((await lastAudit())?.action).toBe('content.help.delete');
  });

  it('has the responsible-gaming and age items in both languages', async () => {
    for (const lang of ['EN', 'TY']) {
      const help = await publicGet<{ tag: string; content: string }[]>(`/wps/system/helpCenter?lang=${lang}`);
      const tags = help.map((item) => item.tag);
      expect(tags).toEqual(expect.arrayContaining(['term', 'agent', 'responsible', 'age']));
      const responsible = help.find((item) => item.tag === 'responsible')?.content ?? '';
      expect(responsible).toContain('1553');
      expect(responsible).toMatch(/[Ss]elf-exclu/);
      expect(help.find((item) => item.tag === 'age')?.content).toContain('18');
    }
  });
});
