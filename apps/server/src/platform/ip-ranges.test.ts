import { describe, expect, it } from 'vitest';
import { createRangeMatcher, normaliseRange, parseAddress } from './ip-ranges.js';

describe('ip ranges', () => {
  const matches = createRangeMatcher([
    '203.0.113.0/24',
    '2001:db8::/32',
    '192.0.2.7',
    '::ffff:198.51.100.0/120',
  ]);

  it('matches IPv4 CIDRs and single addresses', () => {
    expect(matches('203.0.113.200')).toBe(true);
    expect(matches('203.0.114.1')).toBe(false);
    expect(matches('192.0.2.7')).toBe(true);
    expect(matches('192.0.2.8')).toBe(false);
  });

  it('matches IPv6 ranges', () => {
    expect(matches('2001:db8:abcd::1')).toBe(true);
    expect(matches('2001:db9::1')).toBe(false);
  });

  it('treats IPv4-mapped IPv6 as IPv4, in addresses and in ranges', () => {
    expect(matches('::ffff:203.0.113.5')).toBe(true);
    expect(matches('198.51.100.9')).toBe(true);
    expect(parseAddress('::ffff:10.1.2.3')?.toString()).toBe('10.1.2.3');
  });

  it('never matches garbage', () => {
    expect(matches('')).toBe(false);
    expect(matches('not-an-ip')).toBe(false);
  });

  it('normalises ranges to their network', () => {
    expect(normaliseRange('203.0.113.77/24')).toBe('203.0.113.0/24');
    expect(normaliseRange('192.0.2.7')).toBe('192.0.2.7/32');
    expect(normaliseRange('2001:db8::5/32')).toBe('2001:db8::/32');
    expect(normaliseRange('300.0.0.1/8')).toBeNull();
  });
});
