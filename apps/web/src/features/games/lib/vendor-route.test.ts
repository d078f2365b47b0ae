import { describe, expect, it } from 'vitest';
import { getVendorTarget, lobbyPathOf } from './vendor-route';

describe('getVendorTarget', () => {
  it('sends the sports vendor FB to /fbsports', () => {
    expect(getVendorTarget({ gameType: 'SPORTS', vassalage: 'FB' })).toEqual({ path: '/fbsports' });
    expect(lobbyPathOf({ gameType: 'SPORTS', vassalage: 'fb' })).toBe('/fbsports');
  });

  it('makes an RNG vendor active and goes to /rng', () => {
    expect(getVendorTarget({ gameType: 'RNG', vassalage: 'PG' })).toEqual({
      path: '/rng',
      activeVendor: { gameType: 'RNG', vassalage: 'PG' },
    });
  });

  it('does the same for PVP, LIVE and FISH', () => {
    expect(getVendorTarget({ gameType: 'PVP', vassalage: 'KM' }).path).toBe('/pvp');
    expect(getVendorTarget({ gameType: 'LIVE', vassalage: 'EVO' }).activeVendor?.vassalage).toBe('EVO');
    expect(getVendorTarget({ gameType: 'FISH', vassalage: 'JL' }).path).toBe('/fish');
  });

  it('makes the vendor the active tab of the sports, esports, lottery and cockfight pages too', () => {
    expect(getVendorTarget({ gameType: 'SPORTS', vassalage: 'SABA' })).toEqual({
      path: '/sports',
      activeVendor: { gameType: 'SPORTS', vassalage: 'SABA' },
    });
    expect(getVendorTarget({ gameType: 'ESPORTS', vassalage: 'TF' }).path).toBe('/esports');
    expect(getVendorTarget({ gameType: 'ELOTT', vassalage: 'TCG' }).activeVendor?.vassalage).toBe('TCG');
    expect(getVendorTarget({ gameType: 'COCKFIGHT', vassalage: 'DS88' }).path).toBe('/cockfight');
    expect(lobbyPathOf({ gameType: 'ESPORTS', vassalage: 'FB' })).toBeUndefined();
  });
});
