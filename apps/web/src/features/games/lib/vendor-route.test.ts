import { describe, expect, it } from 'vitest';
import { getVendorTarget } from './vendor-route';

describe('getVendorTarget', () => {
  it('sends the sports vendor FB to /fbsports', () => {
    expect(getVendorTarget({ gameType: 'SPORTS', vassalage: 'FB' })).toEqual({ path: '/fbsports' });
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

  it('sends other types to their route without an active vendor', () => {
    expect(getVendorTarget({ gameType: 'SPORTS', vassalage: 'SABA' })).toEqual({ path: '/sports' });
    expect(getVendorTarget({ gameType: 'ESPORTS', vassalage: 'TF' })).toEqual({ path: '/esports' });
    expect(getVendorTarget({ gameType: 'ELOTT', vassalage: 'TCG' })).toEqual({ path: '/elott' });
    expect(getVendorTarget({ gameType: 'COCKFIGHT', vassalage: 'DS88' })).toEqual({ path: '/cockfight' });
  });
});
