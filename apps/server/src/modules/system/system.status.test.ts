import { describe, expect, it } from 'vitest';
import { activeMaintenance, compileRegionRules, toSystemStatus } from './system.status.js';

const now = new Date('2030-01-01T00:00:00Z');
const window = { enabled: true, title: 'Upgrade', info: 'Soon', endTime: '2030-01-01T01:00:00Z' };

describe('activeMaintenance', () => {
  it('is active while enabled and before its end', () => {
    expect(activeMaintenance(window, now)).toEqual({
      title: 'Upgrade',
      info: 'Soon',
      endTime: '2030-01-01T01:00:00Z',
    });
    expect(activeMaintenance({ ...window, endTime: null }, now)).not.toBeNull();
  });

  it('is over when disabled or past its end', () => {
    expect(activeMaintenance({ ...window, enabled: false }, now)).toBeNull();
    expect(activeMaintenance({ ...window, endTime: '2029-12-31T23:59:59Z' }, now)).toBeNull();
    expect(activeMaintenance({ ...window, endTime: '2030-01-01T00:00:00Z' }, now)).toBeNull();
  });
});

describe('region rules', () => {
  const rules = compileRegionRules([
    { kind: 'cidr', value: '203.0.113.0/24' },
    { kind: 'country', value: 'kp' },
  ]);

  it('blocks by range or by reported country', () => {
    expect(rules.isBlocked({ ip: '203.0.113.1', country: null })).toBe(true);
    expect(rules.isBlocked({ ip: '198.51.100.1', country: 'KP' })).toBe(true);
    expect(rules.isBlocked({ ip: '198.51.100.1', country: 'PH' })).toBe(false);
    expect(rules.isBlocked({ ip: '198.51.100.1', country: null })).toBe(false);
  });
});

describe('toSystemStatus', () => {
  const restriction = { ip: '203.0.113.1', message: 'blocked' };
  it('lets maintenance win over a region block', () => {
    expect(toSystemStatus({ title: 't', endTime: null, info: 'i' }, restriction).status).toBe(1);
    expect(toSystemStatus(null, restriction)).toEqual({
      status: 2,
      maintenance: null,
      regionRestriction: restriction,
    });
    expect(toSystemStatus(null, null).status).toBe(0);
  });
});
