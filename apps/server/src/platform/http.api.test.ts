import { randomInt } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { VENDOR_WALLET_PATHS, endpoints, type Envelope } from '@swerte/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Test-only routes, added from the test side before the app is ready.
  t.app.get('/wps/test/boom', () => {
    throw new Error('SELECT password_hash FROM members -- secret detail');
  });
  t.app.post(
    '/wps/test/echo',
    { schema: { body: z.object({ name: z.string().max(10) }) } },
    (request) => request.body,
  );
});
afterAll(async () => {
  await t.close();
});

/** What helmet sends with our options; each answer carries all of them. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

interface OpenApiSpec {
  tags?: { name: string; description?: string }[];
  components?: { securitySchemes?: Record<string, unknown> };
  paths: Record<string, { post?: { security?: unknown } } | undefined>;
}

describe('error envelopes', () => {
  it('unknown API path: 404 error_not_found', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/no/such/call',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'error_not_found',
      message: 'Not found.',
      value: null,
    });
  });

  it('malformed JSON: 400 error_invalid_request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'error_invalid_request' });
  });

  it('wrong content type: 415 error_invalid_request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'error_invalid_request' });
  });

  it('validation errors name the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      payload: { name: 'far too long a name' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<Envelope<{ fields: Record<string, string> }>>();
    expect(Object.keys(body.value.fields)).toEqual(['body.name']);
  });

  it('a fault answers 500 with the request id and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/test/boom' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(response.json()).toEqual({
      success: false,
      code: 'error_internal',
      message: 'Nagkaproblema sa server. Subukan ulit.',
      value: { requestId },
    });
    expect(response.body).not.toMatch(/SELECT|password|stack|at /);
  });
});

describe('documentation and headers', () => {
  it('publishes OpenAPI generated from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/wps/system/status',
        '/wps/system/permission',
        '/wps/relay/GCSGAME_newGameVendor',
      ]),
    );
    // Every contract endpoint is served and documented.
    const documented = Object.keys(spec.paths);
    for (const group of Object.values(endpoints)) {
      for (const endpoint of Object.values<{ path: string }>(group)) {
        expect(documented).toContain(endpoint.path.replace(/:(\w+)/g, '{$1}'));
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(200);
  });

  it('describes every tag the calls use, each once', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiSpec>();
    const described = (spec.tags ?? []).map((tag) => tag.name);
    const used = new Set(
      Object.values(endpoints).flatMap((group) => Object.values<{ tag: string }>(group).map((e) => e.tag)),
    );
    expect(new Set(described)).toEqual(used);
    expect(described).toHaveLength(used.size);
    for (const tag of spec.tags ?? []) expect(tag.description?.length).toBeGreaterThan(10);
  });

  it('documents the vendor-wallet protocol: its conventions and the signature headers on each call', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiSpec>();
    const tag = spec.tags?.find((entry) => entry.name === 'vendor-wallet');
    for (const convention of [
      'x-vendor-id',
      'x-signature',
      'HMAC-SHA256',
      '5 minutes',
      'txId',
      'error_round_not_found',
      'error_tx_rolled_back',
      'error_bet_closed',
      'error_forbidden',
    ])
      expect(tag?.description).toContain(convention);
    expect(spec.components?.securitySchemes).toMatchObject({
      vendorId: { type: 'apiKey', in: 'header', name: 'x-vendor-id' },
      vendorSignature: { type: 'apiKey', in: 'header', name: 'x-signature' },
    });
    for (const path of Object.values(VENDOR_WALLET_PATHS))
      expect(spec.paths[path]?.post?.security).toEqual([{ vendorId: [], vendorSignature: [] }]);
  });

  it('documents the sports feed: signature, body, idempotency, result confirmation and an example', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiSpec>();
    const tag = spec.tags?.find((entry) => entry.name === 'sports-feed');
    for (const convention of [
      'x-feed-id',
      'x-signature',
      'HMAC-SHA256',
      '5 minutes',
      'externalId',
      'unchanged',
      'held',
      'operator confirms',
      'error_sports_feed_conflict',
      'curl',
    ])
      expect(tag?.description).toContain(convention);
    expect(spec.components?.securitySchemes).toMatchObject({
      feedId: { type: 'apiKey', in: 'header', name: 'x-feed-id' },
    });
    expect(spec.paths['/wps/sports-feed/push']?.post?.security).toEqual([
      { feedId: [], vendorSignature: [] },
    ]);
  });

  it('sends a CSP and other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on answers, refusals and faults, with each request its own id', async () => {
    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY_HEADERS.includes(name)));
    const answers = [
      await t.app.inject({ method: 'GET', url: '/wps/system/status' }),
      await t.app.inject({ method: 'GET', url: '/wps/no/such/call' }),
      await t.app.inject({ method: 'GET', url: '/wps/test/boom' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 500]);
    for (const answer of answers) {
      expect(Object.keys(security(answer.headers)).sort()).toEqual([...SECURITY_HEADERS].sort());
      expect(security(answer.headers)).toEqual(security(answers[0]!.headers));
    }
    expect(answers[0]!.headers['content-security-policy']).toContain("object-src 'none'");
    expect(answers[0]!.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(answers[0]!.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    expect(new Set(ids).size).toBe(3);
    expect(answers[2]!.json<Envelope<{ requestId: string }>>().value.requestId).toBe(ids[2]);
  });
});

describe('rate limit', () => {
  it('answers 429 error_too_many_requests over the limit', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await limited.app.inject({ method: 'GET', url: '/wps/system/status' })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const response = await limited.app.inject({ method: 'GET', url: '/wps/system/status' });
      expect(response.json()).toMatchObject({ success: false, code: 'error_too_many_requests' });
    } finally {
      await limited.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL)('rate limit shared through Redis', () => {
  it('counts requests of two app instances together', async () => {
    const env = { RATE_LIMIT_MAX: '3', REDIS_URL: process.env.REDIS_URL ?? '' };
    const [a, b] = await Promise.all([buildTestApp(env), buildTestApp(env)]);
    // A random client address keeps parallel runs from sharing a counter.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    try {
      const codes = [];
      for (const t of [a, b, a, b])
        codes.push(
          (await t.app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress })).statusCode,
        );
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('web app in production', () => {
  const dist = mkdtempSync(join(tmpdir(), 'swerte-web-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves files, hashed assets immutable, and index.html for other GET paths', async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Swerte</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const web = await buildTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });
    try {
      const asset = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      for (const url of ['/', '/rng', '/help?x=1']) {
        const page = await web.app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<title>Swerte</title>');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      const api = await web.app.inject({ method: 'GET', url: '/wps/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ code: 'error_not_found' });
    } finally {
      await web.close();
    }
  });

  it('answers /robots.txt and /sitemap.xml themselves, not with the app page', async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Swerte</title>');
    const web = await buildTestApp({
      NODE_ENV: 'production',
      WEB_DIST_DIR: dist,
      PUBLIC_URL: 'https://swerte.example/',
    });
    try {
      const robots = await web.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['content-type']).toContain('text/plain');
      expect(robots.body).not.toContain('<title>');
      expect(robots.body).toContain('User-agent: *');
      expect(robots.body).toContain('Disallow: /wps/');
      expect(robots.body).toContain('Sitemap: https://swerte.example/sitemap.xml');
      const sitemap = await web.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toContain('application/xml');
      expect(sitemap.body).toContain('<loc>https://swerte.example/</loc>');
      expect(sitemap.body).toContain('<loc>https://swerte.example/promotions</loc>');
      expect(sitemap.body).not.toContain('/seamless');
    } finally {
      await web.close();
    }
  });

  it("sends the build's brotli or gzip copy to a browser that accepts it, the file itself otherwise", async () => {
    const script = `console.log(${JSON.stringify('x'.repeat(2000))})`;
    writeFileSync(join(dist, 'assets', 'big-def456.js'), script);
    writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><title>Swerte</title>'));
    const web = await buildTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });
    const get = (url: string, encodings?: string) =>
      web.app.inject({ method: 'GET', url, headers: encodings ? { 'accept-encoding': encodings } : {} });
    try {
      const br = await get('/assets/big-def456.js', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gz = await get('/assets/big-def456.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await get('/assets/big-def456.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      // A page address falls back to index.html, compressed as well.
      const page = await get('/promotions', 'br');
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Swerte</title>');
    } finally {
      await web.close();
    }
  });

  it("a page's CSP admits the operator's mirrors and image CDNs, as the settings say now; API answers keep the base CSP", async () => {
    const web = await buildTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });
    const by = { actor: 'test' };
    try {
      const system = web.app.services.system;
      await system.setSetting('domains', ['https://mirror-one.example'], by);
      await system.setSetting('cdn', { imageCDNs: ['https://img.example/x'], launchGameCDNs: [] }, by);
      const page = async () =>
        String(
          (await web.app.inject({ method: 'GET', url: '/promotions' })).headers['content-security-policy'],
        );
      expect(await page()).toMatch(/connect-src 'self' https:\/\/mirror-one\.example(;|$)/);
      expect(await page()).toMatch(/img-src 'self' data: blob: https:\/\/img\.example(;|$)/);
      const api = await web.app.inject({ method: 'GET', url: '/wps/system/status' });
      expect(api.headers['content-security-policy']).toMatch(/connect-src 'self';/);
      await system.setSetting('domains', ['https://mirror-two.example'], by);
      expect(await page()).toMatch(/connect-src 'self' https:\/\/mirror-two\.example(;|$)/);
      expect(await page()).not.toContain('mirror-one');
    } finally {
      await web.close();
    }
  });

  it('without a build, pages answer 404 with a clear message', async () => {
    const web = await buildTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: join(dist, 'missing') });
    try {
      const page = await web.app.inject({ method: 'GET', url: '/rng' });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('npm run build');
    } finally {
      await web.close();
    }
  });
});
