import type { Banner, BannerGroup } from '@swerte/contracts';
import { describe, expect, it } from 'vitest';
import { bannerPreload } from './web-static.js';

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
