import type { BannerGroup } from './content.js';

/** Routes whose banner group is `w_` + their own name. */
const SAME_NAME = ['rng', 'live', 'fish', 'pvp', 'sports', 'esports', 'cockfight', 'help'];

/** The other §2 banner routes (the home page's aliases show the home banners). */
const OTHERS: Record<string, BannerGroup> = {
  '': 'w_home',
  index: 'w_home',
  'index.html': 'w_home',
  home: 'w_home',
  login: 'w_home',
  forget: 'w_home',
  elott: 'w_lott',
  promotions: 'w_promotion',
  pointMall: 'w_shop',
  register: 'w_reg',
  'register.html': 'w_reg',
};

/**
 * The banner group of a path (§2), or null on a route without banners (no carousel, no notice bar).
 * The web app's carousel and the server's preload of a page's first banner both ask this.
 */
export function bannerGroupOf(pathname: string): BannerGroup | null {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  if (SAME_NAME.includes(name)) return `w_${name}` as BannerGroup;
  return OTHERS[name] ?? null;
}

/** The carousel's breakpoint: at or below it, the narrow (phone) art is shown. */
export const BANNER_NARROW_MAX_WIDTH = 640;
