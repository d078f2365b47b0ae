import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@swerte/contracts';
import { en } from './en';
import { fil } from './fil';
import { authEn } from './auth.en';
import { authFil } from './auth.fil';
import { buildTranslation } from './index';
import { lazyTranslation } from './lazy';
import { memberCentreEn } from './member-centre.en';
import { memberCentreFil } from './member-centre.fil';

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
    expect(keysOf(authEn).sort()).toEqual(keysOf(authFil).sort());
    expect(keysOf(memberCentreEn).sort()).toEqual(keysOf(memberCentreFil).sort());
  });

  it('have no empty texts', () => {
    expect(valuesOf(fil).filter((text) => text.trim() === '')).toEqual([]);
    expect(valuesOf(en).filter((text) => text.trim() === '')).toEqual([]);
    expect(valuesOf(authFil).filter((text) => text.trim() === '')).toEqual([]);
    expect(valuesOf(authEn).filter((text) => text.trim() === '')).toEqual([]);
    expect(valuesOf(memberCentreFil).filter((text) => text.trim() === '')).toEqual([]);
    expect(valuesOf(memberCentreEn).filter((text) => text.trim() === '')).toEqual([]);
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
    expect(variables(authEn).sort()).toEqual(variables(authFil).sort());
    expect(variables(memberCentreEn).sort()).toEqual(variables(memberCentreFil).sort());
  });

  it('merge every server error text from the contracts catalogue into the lazy part', async () => {
    const [ty, en] = await Promise.all([lazyTranslation('TY'), lazyTranslation('EN')]);
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(ty.errors[code as keyof typeof ERROR_CATALOGUE]).toBe(entry.text.TY);
      expect(en.errors[code as keyof typeof ERROR_CATALOGUE]).toBe(entry.text.EN);
    }
    expect(en.auth).toBe(authEn);
    expect(en.mc).toBe(memberCentreEn);
  });
});
