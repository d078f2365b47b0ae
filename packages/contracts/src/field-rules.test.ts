import { describe, expect, it } from 'vitest';
import { checkFieldRule, formatFieldMessage } from './field-rules.js';
import type { RegisterFieldRule } from './system.js';

const username: RegisterFieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 16,
  acceptedPattern: '[A-Za-z0-9]+',
  patternId: 1,
};

describe('checkFieldRule', () => {
  it('accepts a value inside the length and pattern', () => {
    expect(checkFieldRule(username, 'player01')).toBeNull();
  });
  it('reports the pattern message with the lengths when too short, too long or off-pattern', () => {
    const problem = { key: 'reg_pattern_1', min: 6, max: 16 };
    expect(checkFieldRule(username, 'abc')).toEqual(problem);
    expect(checkFieldRule(username, 'a'.repeat(17))).toEqual(problem);
    expect(checkFieldRule(username, 'player 01')).toEqual(problem);
  });
  it('requires a value only when the rule says so, and ignores disabled fields', () => {
    expect(checkFieldRule(username, '')).toEqual({ key: 'field_required' });
    expect(checkFieldRule({ ...username, required: false }, '')).toBeNull();
    expect(checkFieldRule({ ...username, enabled: false }, '!!')).toBeNull();
  });
  it("treats '*' as any value and a broken pattern as matching nothing", () => {
    expect(checkFieldRule({ ...username, acceptedPattern: '*' }, 'any thing!')).toBeNull();
    expect(checkFieldRule({ ...username, acceptedPattern: '([' }, 'player01')).not.toBeNull();
  });
  it('counts code points, not UTF-16 units', () => {
    expect(checkFieldRule({ ...username, acceptedPattern: '*', minLength: 6 }, '🎰🎰🎰🎰🎰🎰')).toBeNull();
  });
});

describe('formatFieldMessage', () => {
  it('substitutes (min) and (max)', () => {
    expect(formatFieldMessage({ key: 'reg_pattern_1', min: 6, max: 16 }, 'EN')).toBe(
      '6 - 16 letters or digits',
    );
  });
  it("collapses '(min) - (max)' to one number when they are equal", () => {
    expect(formatFieldMessage({ key: 'reg_pattern_14', min: 6, max: 6 }, 'EN')).toBe(
      'Payment password: 6 digits',
    );
  });
  it('speaks Filipino by default catalogue', () => {
    expect(formatFieldMessage({ key: 'inconsistent_twice' }, 'TY')).toBe(
      'Hindi magkapareho ang dalawang inilagay',
    );
  });
});
