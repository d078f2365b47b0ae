import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { getLanguage, initI18n, loadLazyTranslation, setLanguage } from './index';

describe('language switching', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
  });

  it('starts in Filipino (TY) with <html lang="fil">', () => {
    expect(getLanguage()).toBe('TY');
    expect(document.documentElement.lang).toBe('fil');
    expect(i18next.t('pages.promotions')).toBe('Mga Promo');
  });

  it('switches to English, saving lang and the previous one as hisLang', async () => {
    await setLanguage('EN');
    expect(getLanguage()).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
    expect([localStorage.getItem('lang'), localStorage.getItem('hisLang')]).toEqual(['EN', 'TY']);
    expect(i18next.t('pages.promotions')).toBe('Promotions');
  });

  it('loads the lazy strings (account forms, server errors) on demand, and with every later switch', async () => {
    await loadLazyTranslation();
    expect(i18next.t('errors.error_not_logged_in')).toBe('You are not logged in.');
    expect(i18next.t('auth.in_increase_submit')).toBe('Register a real account');
    await setLanguage('TY');
    expect(i18next.t('errors.error_not_logged_in')).toBe('Hindi ka pa naka-login.');
    expect(i18next.t('auth.in_increase_submit')).toBe('Mag-register');
  });
});
