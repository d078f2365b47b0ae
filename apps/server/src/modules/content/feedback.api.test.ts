import { countWords } from '@swerte/contracts';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient } from '../../../test/auth-helpers.js';
import { operatorLoginSteps } from '../../../test/operator-login.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson, makeOperator } from '../../../test/wallet-helpers.js';
import { feedback } from '../../db/schema.js';
import { FEEDBACK_PER_IP_HOUR } from './feedback.service.js';

let t: TestApp;
let auth: ReturnType<typeof createAuthClient>;
beforeAll(async () => {
  t = await buildTestApp();
  auth = createAuthClient(t.app, t.database.db);
  await makeOperator(t.app, 'opsupportfb', 'support', 'Support-12345');
  await makeOperator(t.app, 'opfinancefb', 'finance', 'Finance-12345');
});
afterAll(async () => {
  await t.close();
});

const send = async (payload: Record<string, unknown>, remoteAddress = '198.51.100.7') =>
  callJson(t.app, {
    method: 'PUT',
    url: '/wps/feedback',
    payload,
    remoteAddress,
    headers: { 'accept-language': 'en' },
  });
const valid = async (extra: Record<string, unknown> = {}) => ({
  type: 'suggestion',
  content: 'Please add more live baccarat tables in the evening.',
  altcha: await auth.altcha(),
  ...extra,
});

describe('feedback (PUT /wps/feedback)', () => {
  it('stores feedback from a visitor without a token, after the human check', async () => {
    const res = await send(await valid({ contact: '  +63 917 000 0000 ' }));
    expect(res).toMatchObject({ status: 200, code: 'feedback_sent', value: null });
    const [row] = await t.database.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
    expect(row).toMatchObject({
      type: 'suggestion',
      content: 'Please add more live baccarat tables in the evening.',
      contact: '+63 917 000 0000',
      lang: 'EN',
      ip: '198.51.100.7',
    });
  });

  it('refuses text outside the word limits with their numbers, before spending the human check', async () => {
    const altcha = await auth.altcha();
    const short = await send({ type: 'bug', content: 'Too short', altcha });
    expect(short).toMatchObject({
      status: 400,
      code: 'error_feedback_words',
      value: { min: '3', max: '300' },
    });
    const long = await send({ type: 'bug', content: 'word '.repeat(301), altcha });
    expect(long.code).toBe('error_feedback_words');
    // The same payload still works once: the word check came first.
    expect((await send({ type: 'bug', content: 'The deposit page froze today.', altcha })).status).toBe(200);
    expect((await send({ type: 'bug', content: 'The deposit page froze today.', altcha })).code).toBe(
      'error_human_verification',
    );
  });

  it('refuses a missing or bad human check and an unknown type', async () => {
    const body = { type: 'other', content: 'I like the new slots a lot.' };
    expect((await send(body)).code).toBe('error_invalid_request');
    expect((await send({ ...body, altcha: 'bm90IGEgcGF5bG9hZA==' })).code).toBe('error_human_verification');
    expect((await send(await valid({ type: 'praise' }))).code).toBe('error_invalid_request');
  });

  it('takes at most 10 an hour from one address', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < FEEDBACK_PER_IP_HOUR; i++) expect((await send(await valid(), ip)).status).toBe(200);
    const over = await send(await valid(), ip);
    expect(over).toMatchObject({ status: 429, code: 'error_too_many_requests' });
    expect((await send(await valid(), '203.0.113.100')).status).toBe(200);
  });

  it('lets support and admins read it, newest first by keyset, and no one else', async () => {
    // The console's login steps (finance enrols a TOTP second factor at the first login).
    const headers = async (username: string, password: string) => {
      const token = await operatorLoginSteps(
        (url, payload) => callJson(t.app, { method: 'POST', url, payload: payload as object }),
        username,
        password,
      );
      return { authorization: `Bearer ${token}` };
    };
    const support = await headers('opsupportfb', 'Support-12345');
    const first = await callJson(t.app, {
      method: 'GET',
      url: '/wps/admin/content/feedback?size=2',
      headers: support,
    });
    expect(first.status).toBe(200);
    const list = first.value?.list as { id: number }[];
    expect(list).toHaveLength(2);
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
    const next = await callJson(t.app, {
      method: 'GET',
      url: `/wps/admin/content/feedback?size=2&before=${String(first.value?.nextCursor)}`,
      headers: support,
    });
    expect((next.value?.list as { id: number }[])[0]!.id).toBeLessThan(list[1]!.id);
    const finance = await headers('opfinancefb', 'Finance-12345');
    expect(
      (await callJson(t.app, { method: 'GET', url: '/wps/admin/content/feedback', headers: finance })).status,
    ).toBe(403);
    expect((await callJson(t.app, { method: 'GET', url: '/wps/admin/content/feedback' })).status).toBe(401);
  });
});

describe('countWords', () => {
  it('counts words in English and Filipino, ignoring punctuation', () => {
    expect(countWords('')).toBe(0);
    expect(countWords("  Don't stop — it's great!! ")).toBe(4);
    expect(countWords('Maganda ang mga laro, salamat po.')).toBe(6);
    expect(countWords('P5,000 bonus, 24x7.')).toBe(3);
  });
});
