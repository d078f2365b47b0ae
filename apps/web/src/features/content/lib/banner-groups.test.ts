import { BANNER_GROUPS } from '@swerte/contracts';
import { describe, expect, it } from 'vitest';
import { bannerGroupOf } from '@swerte/contracts';
import { showsJackpot } from './banner-groups';

describe('bannerGroupOf', () => {
  it('maps the §2 banner routes to their groups', () => {
    expect(bannerGroupOf('/')).toBe('w_home');
    expect(bannerGroupOf('/home')).toBe('w_home');
    expect(bannerGroupOf('/rng')).toBe('w_rng');
    expect(bannerGroupOf('/elott')).toBe('w_lott');
    expect(bannerGroupOf('/promotions')).toBe('w_promotion');
    expect(bannerGroupOf('/pointMall')).toBe('w_shop');
    expect(bannerGroupOf('/register.html')).toBe('w_reg');
    expect(bannerGroupOf('/help/')).toBe('w_help');
  });

  it('covers all 13 groups and nothing else', () => {
    const paths = ['/', '/rng', '/live', '/fish', '/pvp', '/sports', '/esports', '/elott', '/cockfight'];
    const more = ['/promotions', '/pointMall', '/help', '/register'];
    expect(new Set([...paths, ...more].map(bannerGroupOf))).toEqual(new Set(BANNER_GROUPS));
    for (const path of ['/noticePage', '/down', '/vip', '/hot', '/lottery', '/helpmc', '/join', '/nope']) {
      expect(bannerGroupOf(path)).toBeNull();
    }
  });
});

describe('showsJackpot', () => {
  it('is /rng only (§2)', () => {
    expect(showsJackpot('/rng')).toBe(true);
    expect(showsJackpot('/rng/')).toBe(true);
    for (const path of ['/', '/live', '/rngx', '/hot', '/sports']) expect(showsJackpot(path)).toBe(false);
  });
});
