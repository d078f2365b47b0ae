import { describe, expect, it } from 'vitest';
import { toLanguage } from './language.js';

describe("toLanguage: the caller's language from Accept-Language", () => {
  it('reads single tags and site codes', () => {
    expect(toLanguage('en')).toBe('EN');
    expect(toLanguage('en-PH')).toBe('EN');
    expect(toLanguage('fil')).toBe('TY');
    expect(toLanguage('tl-PH')).toBe('TY');
    expect(toLanguage('EN')).toBe('EN');
    expect(toLanguage('TY')).toBe('TY');
  });

  it('takes the most preferred language the site speaks, not just the first tag', () => {
    expect(toLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('EN');
    expect(toLanguage('ja, en-US;q=0.7, fil;q=0.3')).toBe('EN');
    expect(toLanguage('fil;q=0.4, en;q=0.9')).toBe('EN');
    expect(toLanguage('en;q=0, fil')).toBe('TY');
    expect(toLanguage('zh-CN,fil;q=0.5')).toBe('TY');
  });

  it('is Filipino when the caller names no language the site speaks', () => {
    expect(toLanguage(undefined)).toBe('TY');
    expect(toLanguage('')).toBe('TY');
    expect(toLanguage('de-DE')).toBe('TY');
    expect(toLanguage('*')).toBe('TY');
  });
});
