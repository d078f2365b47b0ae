import { z } from 'zod';

/** Site language codes: TY is Filipino (the default), EN English. */
export const LanguageSchema = z.enum(['TY', 'EN']);
export type Language = z.infer<typeof LanguageSchema>;
export const DEFAULT_LANGUAGE: Language = 'TY';

/** BCP 47 tag of each site language, for `lang` attributes and Accept-Language. */
export const LANGUAGE_TAGS: Record<Language, string> = { TY: 'fil', EN: 'en' };

const SITE_LANGUAGE_OF: Record<string, Language> = { en: 'EN', fil: 'TY', tl: 'TY', ty: 'TY' };

/**
 * Maps an Accept-Language header or a single tag (fil, tl, en-PH, TY…) to a site language: the caller's
 * most preferred language the site speaks (by q-value, then order), so "de-DE, en;q=0.8" is English;
 * Filipino when the caller names none of them.
 */
export function toLanguage(tag: string | undefined | null): Language {
  const ranked = (tag ?? '')
    .split(',')
    .map((part, index) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: name.split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && Object.hasOwn(SITE_LANGUAGE_OF, entry.primary))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const best = ranked[0];
  return best ? (SITE_LANGUAGE_OF[best.primary] ?? DEFAULT_LANGUAGE) : DEFAULT_LANGUAGE;
}
