import { en, type Catalogue, type MessageKey } from './en';

export type { MessageKey } from './en';

const catalogue: Catalogue = en;

/** The text of a key with `{name}` placeholders filled: t('common.page', { n: 2 }) → "Page 2". */
export function t(key: MessageKey, vars: Record<string, string | number> = {}): string {
  return catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** Keys built from data (a status, a kind): the key when it exists, else the raw value. */
export function tOr(key: string, fallback: string): string {
  return key in catalogue ? catalogue[key as MessageKey] : fallback;
}
