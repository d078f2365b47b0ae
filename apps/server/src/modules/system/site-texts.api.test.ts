import { PermissionSchema, type Envelope } from '@swerte/contracts';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson } from '../../../test/wallet-helpers.js';
import { auditLog } from '../../db/schema.js';

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
    for (const footerHelpTags of [
      ['Term'],
      ['term', 'term'],
      Array.from({ length: 21 }, (_, i) => `t${i}`),
    ]) {
      expect((await setTexts({ licenceText, footerHelpTags })).code).toBe('error_invalid_request');
    }
    const long = { licenceText: { TY: 'x'.repeat(2001), EN: '' }, footerHelpTags: null };
    expect((await setTexts(long)).code).toBe('error_invalid_request');
    expect((await setTexts({ footerHelpTags: null })).code).toBe('error_invalid_request');
  });

  it('is for admins only', async () => {
    const support = await operatorHeaders(t.app, 'optextsupport', 'support');
    const texts = { licenceText: { TY: 'x', EN: 'x' }, footerHelpTags: null };
    expect((await setTexts(texts, support)).status).toBe(403);
    expect((await callJson(t.app, { method: 'GET', url: URL, headers: support })).status).toBe(403);
    expect((await setTexts(texts, {})).status).toBe(401);
  });
});
