import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Banner, BannerGroup } from '@swerte/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { PrerenderedPages, bannerPreload } from './web-static.js';

const banner = (id: number, url: string, mobileUrl: string): Banner => ({
  bannerId: id,
  groupName: 'w_home',
  url,
  mobileUrl,
  linkageType: 0,
  linkUrl: null,
  title: `Banner ${id}`,
});

describe('the page preload of its first banner', () => {
  it("hints the route's first banner, phone art below the carousel's breakpoint and wide art above", async () => {
    const asked: BannerGroup[] = [];
    const firstOf = (group: BannerGroup) => {
      asked.push(group);
      return Promise.resolve(
        banner(7, '/media/banners/7.svg?v=a1', '/media/banners/7.svg?layout=narrow&v=a1'),
      );
    };
    expect(await bannerPreload('/', firstOf)).toBe(
      '</media/banners/7.svg?layout=narrow&v=a1>; rel=preload; as=image; media="(max-width: 640px)"; fetchpriority=high, ' +
        '</media/banners/7.svg?v=a1>; rel=preload; as=image; media="(min-width: 641px)"; fetchpriority=high',
    );
    expect(await bannerPreload('/rng', firstOf)).toContain('rel=preload');
    expect(asked).toEqual(['w_home', 'w_rng']);
  });

  it('hints nothing on a route without banners, without any, or for art on another site', async () => {
    const none = () => Promise.resolve(null);
    const elsewhere = () =>
      Promise.resolve(banner(8, 'https://cdn.example/b.png', 'https://cdn.example/m.png'));
    const home = () => Promise.resolve(banner(9, '/media/banners/9.svg?v=b', '/media/banners/9.svg?v=b'));
    expect(await bannerPreload('/vip', home)).toBeNull();
    expect(await bannerPreload('/', none)).toBeNull();
    expect(await bannerPreload('/', elsewhere)).toBeNull();
  });
});

describe('the prerendered pages', () => {
  const dist = mkdtempSync(join(tmpdir(), 'swerte-prerendered-'));
  const template = (banner: boolean) =>
    '<!doctype html><html lang="fil"><head><!--swerte:first-banner--></head><body><div id="root">' +
    '<header data-region="header">Mag-login</header>' +
    (banner
      ? '<picture><source srcSet="SWERTEFIRSTBANNERMOBILEURL"/><img src="SWERTEFIRSTBANNERURL" alt="SWERTEFIRSTBANNERTITLE" fetchPriority="high"/></picture>'
      : '<div class="banner-skeleton"></div>') +
    '</div></body></html>';
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'prerendered', 'pages.json'), JSON.stringify({ '/': 'home', '/home': 'home' }));
  writeFileSync(join(dist, 'prerendered', 'home.html'), template(true));
  writeFileSync(join(dist, 'prerendered', 'home.nobanner.html'), template(false));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('fills the first banner into the page: the <img> and a JSON block the app reads, escaped', () => {
    const pages = PrerenderedPages.load(dist)!;
    expect(pages.has('/')).toBe(true);
    expect(pages.has('/home')).toBe(true);
    expect(pages.has('/rng')).toBe(false);
    const first = {
      ...banner(3, '/media/banners/3.svg?v=a&b=1', '/media/banners/3.svg?layout=narrow'),
      title: 'Bonus "100%" </script><b>',
    };
    const html = pages.page('/', first, null).toString();
    expect(html).toContain(
      '<img src="/media/banners/3.svg?v=a&amp;b=1" alt="Bonus &quot;100%&quot; &lt;/script&gt;&lt;b&gt;"',
    );
    expect(html).toContain('<source srcSet="/media/banners/3.svg?layout=narrow"/>');
    expect(html).not.toContain('SWERTEFIRSTBANNER');
    const block = /<script type="application\/json" id="first-banner">(.*?)<\/script>/.exec(html);
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block![1]!)).toEqual({ group: 'w_home', banner: first });
  });

  it('draws the page without a banner when the route has none, and compresses as asked', () => {
    const pages = PrerenderedPages.load(dist)!;
    const plain = pages.page('/', null, null).toString();
    expect(plain).toContain('banner-skeleton');
    expect(plain).not.toContain('<img');
    expect(plain).not.toContain('first-banner');
    expect(plain).not.toContain('swerte:first-banner');
    expect(brotliDecompressSync(pages.page('/', null, 'br')).toString()).toBe(plain);
    expect(gunzipSync(pages.page('/', null, 'gzip')).toString()).toBe(plain);
  });

  it('is absent from a build without prerendered pages', () => {
    expect(PrerenderedPages.load(join(dist, 'prerendered'))).toBeNull();
  });
});
