import { HomeTextsSchema, PermissionSchema, type Envelope, type HomeCopy } from '@swerte/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson } from '../../../test/wallet-helpers.js';
import { auditLog, settings } from '../../db/schema.js';
import { DEFAULT_HOME_COPY } from './home-texts.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await operatorHeaders(t.app, 'optexts', 'admin');
});
afterAll(async () => {
  await t.close();
});

const URL = '/wps/admin/system/siteTexts';
const setTexts = (payload: Record<string, unknown>, headers: Record<string, string> = admin) =>
  callJson(t.app, { method: 'PUT', url: URL, headers, payload });
/** What the site reads on its next page load: the permission call, in one language. */
const site = async (language: 'fil' | 'en') => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/wps/system/permission',
    headers: { 'accept-language': language },
  });
  return PermissionSchema.parse(response.json<Envelope<unknown>>().value).info;
};

/** The home page's words on its next load: GET /wps/system/homeTexts in one language. */
const home = async (lang: 'TY' | 'EN') => {
  const response = await t.app.inject({ method: 'GET', url: `/wps/system/homeTexts?lang=${lang}` });
  expect(response.statusCode).toBe(200);
  return HomeTextsSchema.parse(response.json<Envelope<unknown>>().value);
};
const homeCopy = (word: string): HomeCopy => ({
  steps: [1, 2, 3].map((n) => ({ title: `${word} ${n}`, text: `${word} step ${n}` })),
  promises: [{ kind: 'secure', title: `${word} safe`, text: `${word} 128-bit` }],
});

describe("operator site texts (the footer's licence text and help links)", () => {
  it('serves the seeded licence text in the visitor’s language and every help link by default', async () => {
    expect((await site('fil')).site.licenceText).toContain('Pilipinas');
    expect((await site('en')).site.licenceText).toContain('Philippines');
    expect((await site('en')).footerHelpTags).toBeNull();
    const stored = await callJson(t.app, { method: 'GET', url: URL, headers: admin });
    expect(stored.status).toBe(200);
    expect(stored.value).toMatchObject({ footerHelpTags: null });
  });

  it('shows what an operator sets at once, audited with before and after', async () => {
    const texts = {
      licenceText: { TY: 'Lisensyado ng PAGCOR. 21 pataas lamang.', EN: '' },
      footerHelpTags: ['responsible', 'term', 'about'],
      home: DEFAULT_HOME_COPY,
    };
    const answer = await setTexts(texts);
    expect(answer).toMatchObject({ status: 200, value: texts });

    const fil = await site('fil');
    expect(fil.site.licenceText).toBe('Lisensyado ng PAGCOR. 21 pataas lamang.');
    expect(fil.footerHelpTags).toEqual(['responsible', 'term', 'about']);
    // An empty text falls back to the site's default licence text.
    expect((await site('en')).site.licenceText).toContain('Malta Gaming Authority');

    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'system.setting.siteTexts', after: texts });
    expect(audit?.actor).toMatch(/^operator:\d+$/);
    expect(audit?.before).toMatchObject({ footerHelpTags: null });
    expect((await callJson(t.app, { method: 'GET', url: URL, headers: admin })).value).toEqual(texts);

    await setTexts({ ...texts, footerHelpTags: null });
    expect((await site('fil')).footerHelpTags).toBeNull();
  });

  it('refuses bad tags, repeated tags, too many links and overlong texts', async () => {
    const licenceText = { TY: '', EN: '' };
    const home = DEFAULT_HOME_COPY;
    for (const footerHelpTags of [
      ['Term'],
      ['term', 'term'],
      Array.from({ length: 21 }, (_, i) => `t${i}`),
    ]) {
      expect((await setTexts({ licenceText, footerHelpTags, home })).code).toBe('error_invalid_request');
    }
    const long = { licenceText: { TY: 'x'.repeat(2001), EN: '' }, footerHelpTags: null, home };
    expect((await setTexts(long)).code).toBe('error_invalid_request');
    expect((await setTexts({ footerHelpTags: null, home })).code).toBe('error_invalid_request');
    expect((await setTexts({ licenceText, footerHelpTags: null })).code).toBe('error_invalid_request');
  });

  it('is for admins only', async () => {
    const support = await operatorHeaders(t.app, 'optextsupport', 'support');
    const texts = { licenceText: { TY: 'x', EN: 'x' }, footerHelpTags: null, home: DEFAULT_HOME_COPY };
    expect((await setTexts(texts, support)).status).toBe(403);
    expect((await callJson(t.app, { method: 'GET', url: URL, headers: support })).status).toBe(403);
    expect((await setTexts(texts, {})).status).toBe(401);
  });
});

describe("operator site texts: the home page's steps, promises and licence text", () => {
  it('serves the seeded words in the asked language, with the licence text of the footer', async () => {
    const fil = await home('TY');
    expect(fil.steps.map((step) => step.title)).toEqual([
      'Gumawa ng account',
      'Mag-deposito',
      'Magsimulang manalo',
    ]);
    expect(fil.promises.map((promise) => promise.kind)).toEqual([
      'fast',
      'secure',
      'games',
      'apps',
      'support',
    ]);
    const en = await home('EN');
    expect(en.promises.find((promise) => promise.kind === 'apps')?.text).toContain('iOS Lite');
    expect(en.licenceText).toBe((await site('en')).site.licenceText);
    // Without lang, the request's language.
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/system/homeTexts',
      headers: { 'accept-language': 'en' },
    });
    expect(HomeTextsSchema.parse(response.json<Envelope<unknown>>().value).steps[0]?.title).toBe(
      'Create an account',
    );
  });

  it("shows an operator's change on the next load, audited in the same change", async () => {
    const before = (await callJson(t.app, { method: 'GET', url: URL, headers: admin })).value as Record<
      string,
      unknown
    >;
    const texts = {
      licenceText: { TY: 'Lisensya ng PAGCOR.', EN: 'Licensed by PAGCOR.' },
      footerHelpTags: null,
      home: { TY: homeCopy('Hakbang'), EN: homeCopy('Step') },
    };
    expect((await setTexts(texts)).status).toBe(200);
    expect(await home('EN')).toEqual({ ...homeCopy('Step'), licenceText: 'Licensed by PAGCOR.' });
    expect((await home('TY')).steps[2]).toEqual({ title: 'Hakbang 3', text: 'Hakbang step 3' });
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'system.setting.siteTexts', before, after: texts });
  });

  it('refuses a home block without three steps, with no promise, an unknown kind or overlong words', async () => {
    const put = (copy: unknown) =>
      setTexts({
        licenceText: { TY: '', EN: '' },
        footerHelpTags: null,
        home: { TY: copy, EN: homeCopy('x') },
      });
    const good = homeCopy('Ok');
    for (const copy of [
      { ...good, steps: good.steps.slice(0, 2) },
      { ...good, steps: [...good.steps, good.steps[0]] },
      { ...good, promises: [] },
      { ...good, promises: [{ kind: 'cheap', title: 'x', text: 'y' }] },
      { ...good, steps: [{ title: 'x'.repeat(61), text: 'y' }, ...good.steps.slice(1)] },
      { ...good, steps: [{ title: '  ', text: 'y' }, ...good.steps.slice(1)] },
    ]) {
      expect((await put(copy)).code).toBe('error_invalid_request');
    }
  });

  it('reads site texts stored before the home block existed as the default words', async () => {
    await t.database.db
      .update(settings)
      .set({ value: { licenceText: { TY: '', EN: '' }, footerHelpTags: null } })
      .where(eq(settings.key, 'siteTexts'));
    const { SYSTEM_CACHE_TTL_MS } = await import('./system.service.js');
    await new Promise((resolve) => setTimeout(resolve, SYSTEM_CACHE_TTL_MS + 50));
    expect((await home('EN')).steps).toEqual(DEFAULT_HOME_COPY.EN.steps);
  });
});
