import { describe, expect, it } from 'vitest';
import { checkFieldRule } from './field-rules.js';
import {
  PROFILE_FIELDS,
  REGISTER_PROFILE_FIELDS,
  SET_ONCE_PROFILE_FIELDS,
  profileRule,
  registerRulesForMode,
} from './register-rules.js';
import { REGISTER_FIELDS } from './system.js';
import type { RegisterFieldRule, RegisterSettings } from './system.js';

const off: RegisterFieldRule = {
  enabled: false,
  required: false,
  minLength: 1,
  maxLength: 20,
  acceptedPattern: '*',
  patternId: 0,
};
const on = (over: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({ ...off, enabled: true, ...over });
const settings = (over: Partial<RegisterSettings> = {}): RegisterSettings => ({
  ...(Object.fromEntries(REGISTER_FIELDS.map((field) => [field, off])) as RegisterSettings),
  ...over,
});

describe('registerRulesForMode', () => {
  it('always asks username and password, both required, in the username mode, whatever the operator set', () => {
    const rules = registerRulesForMode(settings(), 'username', {});
    expect(rules.username).toMatchObject({ enabled: true, required: true });
    expect(rules.password).toMatchObject({ enabled: true, required: true });
    expect(rules.confirmPassword).toBe(true);
    expect(rules.mobileNum).toBeNull();
    expect(rules.verificationCode).toBe(false);
  });

  it('asks the number in the mobile mode, the password only with MOBILENUMPASSREG3, the code only with REGMOBVERF3', () => {
    const plain = registerRulesForMode(settings(), 'mobile', {});
    expect(plain.username).toBeNull();
    expect(plain.mobileNum).toMatchObject({ enabled: true, required: true });
    expect(plain.password).toBeNull();
    expect(plain.confirmPassword).toBe(false);
    expect(plain.verificationCode).toBe(false);
    const both = registerRulesForMode(settings(), 'mobile', { MOBILENUMPASSREG3: '1', REGMOBVERF3: '1' });
    expect(both.password).toMatchObject({ enabled: true, required: true });
    expect(both.confirmPassword).toBe(true);
    expect(both.verificationCode).toBe(true);
  });

  it("follows the operator's rule for the number in the username mode, required only if marked", () => {
    expect(registerRulesForMode(settings({ mobileNum: on() }), 'username', {}).mobileNum).toMatchObject({
      enabled: true,
      required: false,
    });
    const withCode = registerRulesForMode(settings({ mobileNum: on() }), 'username', { REGMOBVERF3: '1' });
    expect(withCode.verificationCode).toBe(true);
  });

  it('asks the enabled profile fields in form order, and the captcha only when enabled', () => {
    const rules = registerRulesForMode(
      settings({ idNumber: on(), email: on({ required: true }), captcha: on() }),
      'username',
      {},
    );
    expect(rules.profile).toEqual(['email', 'idNumber']);
    expect(rules.captcha).toMatchObject({ enabled: true });
    expect(registerRulesForMode(settings(), 'username', {}).captcha).toBeNull();
  });

  it('never lists a field twice, nor the ones every mode handles itself', () => {
    expect(new Set(REGISTER_PROFILE_FIELDS).size).toBe(REGISTER_PROFILE_FIELDS.length);
    for (const own of ['username', 'password', 'mobileNum', 'captcha', 'affiliateCode'] as const) {
      expect(REGISTER_PROFILE_FIELDS).not.toContain(own);
    }
  });
});

describe('profileRule', () => {
  it("applies the operator's registration rule while it is enabled, so my account cannot get around it", () => {
    const strict = on({ minLength: 8, maxLength: 8, acceptedPattern: '\\d+', patternId: 13 });
    const rule = profileRule('idNumber', settings({ idNumber: strict }));
    expect(rule).toEqual(strict);
    expect(checkFieldRule(rule, 'AB-1234')).not.toBeNull();
    expect(checkFieldRule(rule, '12345678')).toBeNull();
  });

  it("falls back to the site's own rule when the operator's is off, and an empty value clears the field", () => {
    for (const field of PROFILE_FIELDS) {
      const rule = profileRule(field, settings());
      expect(rule.enabled).toBe(true);
      expect(checkFieldRule(rule, '')).toBeNull();
    }
    expect(checkFieldRule(profileRule('whatsapp', settings()), 'call me')).not.toBeNull();
    expect(checkFieldRule(profileRule('whatsapp', settings()), '639171234567')).toBeNull();
    expect(checkFieldRule(profileRule('payeeName', settings()), 'Juan dela Cruz')).toBeNull();
  });

  it('keeps the set-once fields among the profile fields', () => {
    for (const field of SET_ONCE_PROFILE_FIELDS) expect(PROFILE_FIELDS).toContain(field);
  });
});
