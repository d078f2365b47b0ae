import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@swerte/contracts';
import { en } from './en';
import { fil } from './fil';
import { buildTranslation } from './index';

const resources = {
  TY: { translation: buildTranslation('TY', fil) },
  EN: { translation: buildTranslation('EN', en) },
};

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function valuesOf(value: object): string[] {
  return Object.values(value).flatMap((child) =>
    typeof child === 'object' && child !== null ? valuesOf(child as object) : [String(child)],
  );
}

describe('catalogues', () => {
  it('have the same keys in Filipino and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(fil).sort());
    expect(keysOf(resources.EN.translation).sort()).toEqual(keysOf(resources.TY.translation).sort());
  });

  it('have no empty texts', () => {
    expect(valuesOf(fil).filter((text) => text.trim() === '')).toEqual([]);
    expect(valuesOf(en).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const variables = (catalogue: object) =>
      keysOf(catalogue).map((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        return `${key}:${[...String(text).matchAll(/{{(\w+)}}/g)]
          .map((m) => m[1])
          .sort()
          .join(',')}`;
      });
    expect(variables(en).sort()).toEqual(variables(fil).sort());
  });

  it('merge every server error text from the contracts catalogue', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(resources.TY.translation.errors[code as keyof typeof ERROR_CATALOGUE]).toBe(entry.text.TY);
      expect(resources.EN.translation.errors[code as keyof typeof ERROR_CATALOGUE]).toBe(entry.text.EN);
    }
  });
});
