import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFieldRule, formatFieldMessage, FIELD_MESSAGES, type FieldMessageKey } from './field-rules.js';
import type { RegisterFieldRule } from './system.js';

const lengthOf = (text: string) => [...text].length;

/** Rules as an operator may store them: lengths 0–255 in any order, a few patterns including broken ones. */
const ruleArb = fc.record({
  enabled: fc.boolean(),
  required: fc.boolean(),
  minLength: fc.integer({ min: 0, max: 40 }),
  maxLength: fc.integer({ min: 0, max: 40 }),
  acceptedPattern: fc.constantFrom(
    '*',
    '^[A-Za-z0-9]+$',
    '[0-9]+',
    '^\\d{10,11}$',
    '.*',
    '([',
    '^[^\\s@]+@[^\\s@]+$',
  ),
  patternId: fc.integer({ min: 0, max: 20 }),
}) satisfies fc.Arbitrary<RegisterFieldRule>;

const valueArb = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.stringMatching(/^[A-Za-z0-9]{0,30}$/),
  fc.constantFrom('', ' ', "' OR 1=1 --", '<script>alert(1)</script>', '🎰🎰🎰🎰🎰🎰', 'a\u0000b'),
);

function matches(pattern: string, text: string): boolean {
  if (pattern === '*') return true;
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(text);
  } catch {
    return false;
  }
}

describe('checkFieldRule (property-based)', () => {
  it('never throws, for any rule and any string', () => {
    fc.assert(
      fc.property(ruleArb, fc.option(valueArb, { nil: undefined }), (rule, value) => {
        checkFieldRule(rule, value);
      }),
    );
  });

  it('an enabled, non-empty value passes iff its length is in range and the whole value matches', () => {
    fc.assert(
      fc.property(
        ruleArb.map((r) => ({ ...r, enabled: true })),
        valueArb.filter((v) => v !== ''),
        (rule, value) => {
          const inRange = lengthOf(value) >= rule.minLength && lengthOf(value) <= rule.maxLength;
          const expected = inRange && matches(rule.acceptedPattern, value);
          expect(checkFieldRule(rule, value) === null).toBe(expected);
        },
      ),
    );
  });

  it("'*' accepts every value within the length", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), (value) => {
        const length = lengthOf(value);
        const rule = {
          enabled: true,
          required: true,
          minLength: length,
          maxLength: length,
          acceptedPattern: '*',
          patternId: 0,
        };
        expect(checkFieldRule(rule, value)).toBeNull();
        expect(checkFieldRule({ ...rule, maxLength: length - 1, minLength: 0 }, value)).not.toBeNull();
      }),
    );
  });

  it('disabled fields always pass; empty values fail exactly when required', () => {
    fc.assert(
      fc.property(ruleArb, valueArb, (rule, value) => {
        expect(checkFieldRule({ ...rule, enabled: false }, value)).toBeNull();
        const empty = checkFieldRule({ ...rule, enabled: true }, '');
        expect(empty).toEqual(rule.required ? { key: 'field_required' } : null);
      }),
    );
  });

  it('a failure names reg_pattern_{patternId} with the rule lengths', () => {
    fc.assert(
      fc.property(
        ruleArb.map((r) => ({ ...r, enabled: true })),
        valueArb.filter((v) => v !== ''),
        (rule, value) => {
          const problem = checkFieldRule(rule, value);
          if (problem)
            expect(problem).toEqual({
              key: `reg_pattern_${rule.patternId}`,
              min: rule.minLength,
              max: rule.maxLength,
            });
        },
      ),
    );
  });
});

describe('formatFieldMessage (property-based)', () => {
  const keys = Object.keys(FIELD_MESSAGES) as FieldMessageKey[];
  it('leaves no placeholder, and collapses equal lengths to one number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.constantFrom('TY' as const, 'EN' as const),
        (key, min, max, language) => {
          const text = formatFieldMessage({ key, min, max }, language);
          expect(text).not.toMatch(/\((min|max)\)/);
          if (min === max && FIELD_MESSAGES[key][language].includes('(min) - (max)')) {
            expect(text).toContain(String(min));
            expect(text).not.toContain(`${min} - ${max}`);
          }
        },
      ),
    );
  });
});
