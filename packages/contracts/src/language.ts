import { z } from 'zod';

/** Site language codes: TY is Filipino (the default), EN English. */
export const LanguageSchema = z.enum(['TY', 'EN']);
export type Language = z.infer<typeof LanguageSchema>;
export const DEFAULT_LANGUAGE: Language = 'TY';

/** BCP 47 tag of each site language, for `lang` attributes and Accept-Language. */
export const LANGUAGE_TAGS: Record<Language, string> = { TY: 'fil', EN: 'en' };

/** Maps an Accept-Language-style tag (fil, tl, en-PH, TY…) to a site language. */
export function toLanguage(tag: string | undefined | null): Language {
  const primary = (tag ?? '').split(',')[0]?.trim().toLowerCase().split('-')[0] ?? '';
  return primary === 'en' ? 'EN' : DEFAULT_LANGUAGE;
}
