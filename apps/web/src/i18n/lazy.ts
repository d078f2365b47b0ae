import { ERROR_CATALOGUE } from '@swerte/contracts';
import type { ErrorCode, Language } from '@swerte/contracts';
import { authEn } from './auth.en';
import { authFil } from './auth.fil';
import type { AuthCatalogue } from './auth.fil';

/** The server's error texts (§8) come from the contracts catalogue, not from a copy. */
export function errorTexts(language: Language): Record<ErrorCode, string> {
  const entries = Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, entry.text[language]]);
  return Object.fromEntries(entries) as Record<ErrorCode, string>;
}

export interface LazyTranslation {
  auth: AuthCatalogue;
  errors: Record<ErrorCode, string>;
}

const AUTH: Record<Language, AuthCatalogue> = { TY: authFil, EN: authEn };

/** The strings loaded after the first paint: account forms and server error texts. */
export function lazyTranslation(language: Language): Promise<LazyTranslation> {
  return Promise.resolve({ auth: AUTH[language], errors: errorTexts(language) });
}
