import { describe, expect, it } from 'vitest';
import { frameSource, isLotteryGame, launchStep, lotteryPath } from './launch-target';

describe('launch target', () => {
  it('sends lottery types and lottery vendors to /lottery with the game code and vendor', () => {
    expect(isLotteryGame({ gameType: 'ELOTT', vassalage: 'SW_LOTTO' })).toBe(true);
    expect(isLotteryGame({ gameType: 'RNG', vassalage: 'TCG_SEA' })).toBe(true);
    expect(isLotteryGame({ gameType: 'LIVE', vassalage: 'TCG_LOTTO_VN' })).toBe(true);
    expect(isLotteryGame({ gameType: 'RNG', vassalage: 'SW_RNG' })).toBe(false);
    expect(lotteryPath({ gameCode: 'EZ2 & more', vassalage: 'SW_LOTTO' })).toBe(
      '/lottery?gameCode=EZ2+%26+more&vendor=SW_LOTTO',
    );
    expect(lotteryPath({ gameCode: 'SW_LOTTO_002', vassalage: 'SW_LOTTO', defaultPlayType: '3D' })).toBe(
      '/lottery?gameCode=SW_LOTTO_002&vendor=SW_LOTTO&playType=3D',
    );
  });

  it('routes a seamless game to its own page and frames an iframe game on /game', () => {
    const seamless = '/seamless?vendor=SW_RNG&gameCode=SWERTE_FIESTA&token=abc';
    expect(launchStep({ content: seamless, launchMode: 'seamless', gameName: 'Swerte Fiesta' })).toEqual({
      kind: 'navigate',
      to: seamless,
    });
    expect(
      launchStep({ content: 'https://v.example/play?t=1&x=2', launchMode: 'iframe', gameName: 'Ace & King' }),
    ).toEqual({
      kind: 'navigate',
      to: '/game?url=https%3A%2F%2Fv.example%2Fplay%3Ft%3D1%26x%3D2&name=Ace%20%26%20King',
    });
  });

  it('opens a popup game in the window, and refuses addresses it cannot open safely', () => {
    expect(launchStep({ content: 'https://v.example/p', launchMode: 'popup', gameName: 'X' })).toEqual({
      kind: 'popup',
      url: 'https://v.example/p',
    });
    for (const content of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi', '']) {
      expect(launchStep({ content, launchMode: 'iframe', gameName: 'X' })).toEqual({ kind: 'invalid' });
    }
  });

  it('frames only same-site paths and http(s) addresses', () => {
    expect(frameSource('/house/slot?t=1')).toBe('/house/slot?t=1');
    expect(frameSource('https://v.example/game')).toBe('https://v.example/game');
    expect(frameSource('javascript:alert(1)')).toBeNull();
    expect(frameSource('/\\evil.example')).toBeNull();
    expect(frameSource(null)).toBeNull();
  });
});
