import type { LoginValue } from '@swerte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/oidc-issuer.js';

let t: TestApp;
let issuer: TestIssuer;
let c: ReturnType<typeof createAuthClient>;

beforeAll(async () => {
  issuer = await startTestIssuer('swerte-test', 'test-secret');
  t = await buildTestApp({
    GOOGLE_CLIENT_ID: 'swerte-test',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_ISSUER: issuer.url,
  });
  c = createAuthClient(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

/** The browser's trip: our start/link address → the provider (who signs `subject` in) → our callback. */
async function signInAt(providerUrl: string, subject: string): Promise<string> {
  const url = new URL(providerUrl);
  url.searchParams.set('login_hint', subject);
  const atProvider = await fetch(url, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/wps/session/social/google/callback');
  const back = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  expect(back.statusCode).toBe(302);
  return back.headers.location ?? '';
}

async function start(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/wps/session/social/google/start' });
  expect(res.statusCode).toBe(302);
  return res.headers.location ?? '';
}

describe('social login (OIDC against a local provider)', () => {
  it('lists only configured providers; an unconfigured one is refused', async () => {
    expect((await c.call({ method: 'GET', url: '/wps/session/social' })).body.value).toEqual(['google']);
    const fb = await c.call({ method: 'GET', url: '/wps/session/social/facebook/start' });
    expect([fb.status, fb.body.code]).toEqual([403, 'error_feature_disabled']);
  });

  it('a non-member gets member_no_enter', async () => {
    const location = await signInAt(await start(), 'stranger-1');
    expect(location).toBe('/?socialError=member_no_enter');
  });

  it('a member links the provider, then logs in with it through a one-time code', async () => {
    const member = await c.loginToken('demoplayer', 'Demo1234');
    const link = await c.call({
      method: 'POST',
      url: '/wps/member/social/google/link',
      headers: c.bearer(member.token),
    });
    expect(link.status).toBe(200);
    const linkUrl = (link.body.value as { url: string }).url;
    expect(linkUrl.startsWith(`${issuer.url}/authorize?`)).toBe(true);
    expect(new URL(linkUrl).searchParams.get('code_challenge_method')).toBe('S256');
    expect(await signInAt(linkUrl, 'google-sub-42')).toBe('/?socialLinked=google');

    const location = await signInAt(await start(), 'google-sub-42');
    const code = new URL(location, 'http://x').searchParams.get('socialCode') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const exchange = await c.call({ method: 'POST', url: '/wps/session/social/exchange', payload: { code } });
    expect(exchange.status).toBe(200);
    const value = exchange.body.value as unknown as LoginValue;
    expect(value).toMatchObject({ mustChangePassword: false });
    expect(value.userInfo.username).toBe('demoplayer');
    const again = await c.call({ method: 'POST', url: '/wps/session/social/exchange', payload: { code } });
    expect([again.status, again.body.code]).toEqual([403, 'member_no_enter']);
  });

  it('refuses a callback with an unknown or replayed state', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/session/social/google/callback?code=x&state=forged',
    });
    expect(res.headers.location).toBe('/?socialError=error_invalid_request');
  });
});
