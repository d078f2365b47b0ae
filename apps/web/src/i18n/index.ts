import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, ERROR_CATALOGUE, LANGUAGE_TAGS } from '@swerte/contracts';
import type { ErrorCode, Language } from '@swerte/contracts';
import { STORAGE_KEYS, readLocal, writeLocal } from '../lib/storage';
import { fil } from './fil';
import type { Catalogue } from './fil';

/** The server's error texts (§8) come from the contracts catalogue, not from a copy. */
export function errorTexts(language: Language): Record<ErrorCode, string> {
  const entries = Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, entry.text[language]]);
  return Object.fromEntries(entries) as Record<ErrorCode, string>;
}

/** One language's strings: its catalogue plus the server error texts. */
export function buildTranslation(language: Language, catalogue: Catalogue) {
  return { ...catalogue, errors: errorTexts(language) };
}

export type AppTranslation = typeof fil & { errors: Record<ErrorCode, string> };

// Filipino is the default and ships in the entry chunk; English loads on demand.
const loaders: Record<Language, () => Promise<Catalogue>> = {
  TY: () => Promise.resolve(fil),
  EN: () => import('./en').then((module) => module.en),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', buildTranslation(language, await loaders[language]()));
}

export const LANGUAGE_NAMES: Record<Language, string> = { TY: 'Filipino', EN: 'English' };
export const LANGUAGES: readonly Language[] = ['TY', 'EN'];

function readStoredLanguage(): Language {
  const stored = readLocal(STORAGE_KEYS.lang);
  return stored === 'TY' || stored === 'EN' ? stored : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** Starts i18next with the stored language, loading its catalogue first if it is not Filipino. */
export async function initI18n(): Promise<typeof i18next> {
  const language = readStoredLanguage();
  await i18next.use(initReactI18next).init({
    resources: { TY: { translation: buildTranslation('TY', fil) } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  if (language !== DEFAULT_LANGUAGE) {
    await ensureLoaded(language).catch(() => undefined);
    if (i18next.hasResourceBundle(language, 'translation')) await i18next.changeLanguage(language);
  }
  applyDocumentLanguage(getLanguage());
  return i18next;
}

export function getLanguage(): Language {
  const current = i18next.language;
  return current === 'EN' || current === 'TY' ? current : DEFAULT_LANGUAGE;
}

/** Saves the choice (`lang`, previous one in `hisLang`), updates <html lang> and the UI. */
export async function setLanguage(language: Language): Promise<void> {
  const previous = getLanguage();
  if (previous === language) return;
  await ensureLoaded(language);
  writeLocal(STORAGE_KEYS.hisLang, previous);
  writeLocal(STORAGE_KEYS.lang, language);
  applyDocumentLanguage(language);
  await i18next.changeLanguage(language);
}

/** The current site language; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'EN' ? 'EN' : 'TY';
}
