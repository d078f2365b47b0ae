import { initI18n, loadLazyTranslation, setLanguage } from '../i18n';

/** The translations in English, the lazily loaded parts too: what a file's tests read its texts in. */
export async function loadEnglish(): Promise<void> {
  await initI18n();
  await setLanguage('EN');
  await loadLazyTranslation('EN');
}
