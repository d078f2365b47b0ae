import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS } from '@swerte/contracts';
import type { Language } from '@swerte/contracts';
import { STORAGE_KEYS, readLocal, writeLocal } from '../lib/storage';
import { fil } from './fil';
import type { Catalogue } from './fil';
import type { LazyStrings, LazyTranslation } from './lazy';

/** One language's strings of the entry chunk (the lazy part, lazy.ts, is added when first needed). */
export function buildTranslation(_language: Language, catalogue: Catalogue) {
  return { ...catalogue };
}

export type AppTranslation = typeof fil & LazyTranslation;

// Filipino is the default and ships in the entry chunk; English loads on demand.
const loaders: Record<Language, () => Promise<Catalogue>> = {
  TY: () => Promise.resolve(fil),
  EN: () => import('./en').then((module) => module.en),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', buildTranslation(language, await loaders[language]()));
  }
  if (lazyWanted) await loadLazyTranslation(language);
}

const lazyStrings: Record<Language, () => Promise<LazyStrings>> = {
  TY: () => import('./lazy.fil').then((module) => module.lazyFil),
  EN: () => import('./lazy.en').then((module) => module.lazyEn),
};

// The account forms' strings and the server error texts stay out of the first load (home budget):
// whatever shows them awaits loadLazyTranslation() first, and a language switch then loads both.
let lazyWanted = false;
const lazyLoaded = new Set<Language>();

export async function loadLazyTranslation(language: Language = getLanguage()): Promise<void> {
  lazyWanted = true;
  if (lazyLoaded.has(language)) return;
  // The language's own strings (a chunk per language) and the error texts, side by side.
  const [{ errorTexts }, strings] = await Promise.all([import('./lazy'), lazyStrings[language]()]);
  const translation: LazyTranslation = { ...strings, errors: errorTexts(language) };
  i18next.addResourceBundle(language, 'translation', translation, true, true);
  lazyLoaded.add(language);
}

export const LANGUAGE_NAMES: Record<Language, string> = { TY: 'Filipino', EN: 'English' };
export const LANGUAGES: readonly Language[] = ['TY', 'EN'];

function readStoredLanguage(): Language {
  const stored = readLocal(STORAGE_KEYS.lang);
  return stored === 'TY' || stored === 'EN' ? stored : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: Language): void {
  // The build's prerender runs without a document (its page is written with lang="fil").
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** Starts i18next with the stored language, loading its catalogue first if it is not Filipino. */
export async function initI18n(): Promise<typeof i18next> {
  const language = readStoredLanguage();
  // init replaces every loaded bundle: what was lazily added before must be added again.
  lazyWanted = false;
  lazyLoaded.clear();
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
