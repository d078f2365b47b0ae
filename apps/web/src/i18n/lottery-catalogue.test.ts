import { describe, expect, it } from 'vitest';
import { lotteryEn } from './lottery.en';
import { lotteryFil } from './lottery.fil';
import { lazyTranslation } from './lazy';

function entries(value: object, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? entries(child as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(child)] as [string, string]],
  );
}
const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('lottery catalogue', () => {
  it('has the same keys and variables in Filipino and English, and no empty texts', () => {
    const fil = Object.fromEntries(entries(lotteryFil));
    const en = Object.fromEntries(entries(lotteryEn));
    expect(Object.keys(en).sort()).toEqual(Object.keys(fil).sort());
    for (const [key, text] of Object.entries(fil)) {
      expect(text.trim(), key).not.toBe('');
      expect(variables(en[key] ?? ''), key).toEqual(variables(text));
    }
  });

  it('is part of the lazy catalogue', async () => {
    expect((await lazyTranslation('EN')).lottery).toBe(lotteryEn);
    expect((await lazyTranslation('TY')).lottery).toBe(lotteryFil);
  });
});
