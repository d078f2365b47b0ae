import { describe, expect, it } from 'vitest';
import { BannerInputSchema } from './content-admin.js';
import { LaunchUrlSchema } from './games-admin.js';
import { isHttpsUrl, isLocalHttpUrl, isSitePath } from './links.js';

describe('operator-entered links', () => {
  it.each(['/', '/promotions', '/rng?vendor=SW&page=2', '/help#agent', '/media/banners/1.svg'])(
    'a site path stays on the site: %s',
    (value) => expect(isSitePath(value)).toBe(true),
  );

  it.each([
    '/\\evil.example/',
    '/\\/evil.example',
    '//evil.example/',
    '/\t/evil.example',
    '/ /x',
    'promotions',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
  ])('anything that could leave the site is not a site path: %j', (value) =>
    expect(isSitePath(value)).toBe(false),
  );

  it('https addresses: a named host, no credentials, no other scheme', () => {
    expect(isHttpsUrl('https://cdn.example.com/a.png')).toBe(true);
    expect(isHttpsUrl('HTTPS://cdn.example.com/')).toBe(true);
    for (const bad of [
      'http://cdn.example.com/',
      'https://user:pw@cdn.example.com/',
      'https:/\\evil.example',
      'https://',
      'https:///nohost',
      'javascript:alert(1)//https://x',
      ' https://cdn.example.com/',
    ])
      expect(isHttpsUrl(bad), bad).toBe(false);
  });

  it('plain http only to this machine', () => {
    expect(isLocalHttpUrl('http://127.0.0.1:4000/launch')).toBe(true);
    expect(isLocalHttpUrl('http://localhost/launch')).toBe(true);
    expect(isLocalHttpUrl('http://127.0.0.1.evil.example/')).toBe(false);
    expect(isLocalHttpUrl('http://evil.example/')).toBe(false);
  });

  it('the banner and launch schemas refuse the backslash path that resolved off-site', () => {
    const banner = { groupName: 'w_home', title: 'Hi', linkageType: 1, linkUrl: '/\\evil.example/' };
    expect(BannerInputSchema.safeParse(banner).success).toBe(false);
    expect(BannerInputSchema.safeParse({ ...banner, linkUrl: '/promotions' }).success).toBe(true);
    expect(LaunchUrlSchema.safeParse('/\\evil.example/').success).toBe(false);
    expect(LaunchUrlSchema.safeParse('/seamless').success).toBe(true);
    expect(LaunchUrlSchema.safeParse('https://vendor.example/launch#x').success).toBe(false);
  });
});
