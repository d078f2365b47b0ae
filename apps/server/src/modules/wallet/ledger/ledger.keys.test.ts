import { describe, expect, it } from 'vitest';
import { accountKey, houseShardKey, parseAccountKey } from './ledger.keys.js';

describe('house sub-account keys', () => {
  it('picks the sub-account by member id, the same one every time', () => {
    expect(houseShardKey('game_revenue', 35, 16)).toBe('house:game_revenue:3');
    expect(houseShardKey('game_revenue', 35, 16)).toBe(houseShardKey('game_revenue', 35, 16));
    expect(houseShardKey('play_money', 32, 16)).toBe('house:play_money:0');
    // One shard is the plain account, as before the split.
    expect(houseShardKey('game_revenue', 35, 1)).toBe(accountKey.house('game_revenue'));
    expect(() => houseShardKey('game_revenue', 35, 0)).toThrow();
    expect(() => houseShardKey('game_revenue', 35, 1025)).toThrow();
  });

  it('reads a sub-account key as a house account that may go below zero', () => {
    expect(parseAccountKey('house:game_revenue:15')).toMatchObject({ kind: 'house', allowNegative: true });
    expect(parseAccountKey('house:game_revenue')).toMatchObject({ kind: 'house', allowNegative: true });
    for (const bad of [
      'house:game_revenue:1024',
      'house:game_revenue:01',
      'house:nope:1',
      'house:game_revenue:',
    ])
      expect(() => parseAccountKey(bad)).toThrow();
  });

  it('reads a points key as a member account that never goes below zero', () => {
    expect(parseAccountKey(accountKey.points(7))).toMatchObject({ kind: 'points', memberId: 7, allowNegative: false });
    expect(parseAccountKey(houseShardKey('points', 7, 16))).toMatchObject({ kind: 'house', allowNegative: true });
    expect(() => parseAccountKey('points:0')).toThrow();
  });
});
