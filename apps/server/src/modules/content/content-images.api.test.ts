import { CONTENT_IMAGE_MAX_BYTES } from '@swerte/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../../test/account-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { callJson } from '../../../test/wallet-helpers.js';
import { auditLog } from '../../db/schema.js';

let t: TestApp;
let content: { authorization: string };
let support: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  content = await operatorHeaders(t.app, 'opimages', 'content');
  support = await operatorHeaders(t.app, 'opimagessup', 'support');
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a picture body'),
]);
const upload = (image: string, headers = content, name = 'promo.png') =>
  callJson(t.app, { method: 'POST', url: '/wps/admin/content/images', headers, payload: { image, name } });

describe('operator pictures', () => {
  it('stores a PNG by its bytes, audits it and serves it with its own type, never sniffed', async () => {
    const res = await upload(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(res.code).toBe('ok');
    const image = res.value as { id: number; url: string; mime: string; size: number };
    expect(image).toMatchObject({
      mime: 'image/png',
      size: PNG.length,
      url: `/media/uploads/${image.id}.png`,
    });

    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The address names the picture's own type: any other extension is not found.
    expect((await t.app.inject({ method: 'GET', url: `/media/uploads/${image.id}.jpg` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/media/uploads/999999999.png' })).statusCode).toBe(404);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.image.upload'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.after).toMatchObject({ id: image.id, name: 'promo.png' });
  });

  it('refuses SVG (scripts), other types dressed as pictures and pictures above 2 MB', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const asPng = `data:image/png;base64,${Buffer.from(svg).toString('base64')}`;
    expect((await upload(asPng, content, 'x.svg')).code).toBe('error_image_type');
    expect((await upload(Buffer.from('GIF89a-----').toString('base64'))).code).toBe('error_image_type');
    expect((await upload('not base64 at all!')).code).toBe('error_image_type');
    const big = Buffer.concat([PNG, Buffer.alloc(CONTENT_IMAGE_MAX_BYTES)]);
    expect((await upload(big.toString('base64'))).code).toBe('error_image_too_large');
  });

  it('is refused to a role without the right', async () => {
    const res = await upload(PNG.toString('base64'), support);
    expect(res.status).toBe(403);
  });
});
