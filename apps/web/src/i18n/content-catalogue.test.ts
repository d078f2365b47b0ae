import { describe, expect, it } from 'vitest';
import { contentEn } from './content.en';
import { contentFil } from './content.fil';
import { lazyTranslation } from './lazy';
import { pagesEn } from './pages.en';
import { pagesFil } from './pages.fil';

function entries(value: object, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? entries(child as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(child)] as [string, string]],
  );
}
const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe.each([
  { name: 'content', fil: contentFil, en: contentEn },
  { name: 'later pages', fil: pagesFil, en: pagesEn },
])('$name catalogue', ({ fil: filCatalogue, en: enCatalogue }) => {
  it('has the same keys and variables in Filipino and English, and no empty texts', () => {
    const fil = Object.fromEntries(entries(filCatalogue));
    const en = Object.fromEntries(entries(enCatalogue));
    expect(Object.keys(en).sort()).toEqual(Object.keys(fil).sort());
    for (const [key, text] of Object.entries(fil)) {
      expect(text.trim(), key).not.toBe('');
      expect(variables(en[key] ?? ''), key).toEqual(variables(text));
    }
  });
});

describe('lazy catalogue', () => {
  it("carries the content strings and the later pages' sections", async () => {
    expect((await lazyTranslation('EN')).content).toBe(contentEn);
    expect((await lazyTranslation('TY')).content).toBe(contentFil);
    expect((await lazyTranslation('EN')).help).toBe(pagesEn.help);
    expect((await lazyTranslation('TY')).down).toBe(pagesFil.down);
  });
});
