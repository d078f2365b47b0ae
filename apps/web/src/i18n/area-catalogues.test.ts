import { describe, expect, it } from 'vitest';
import type { Language } from '@swerte/contracts';
import { agentCentreEn } from './agent-centre.en';
import { agentCentreFil } from './agent-centre.fil';
import { contentEn } from './content.en';
import { contentFil } from './content.fil';
import { houseEn } from './house.en';
import { houseFil } from './house.fil';
import { lazyTranslation, type LazyTranslation } from './lazy';
import { lotteryEn } from './lottery.en';
import { lotteryFil } from './lottery.fil';
import { pagesEn } from './pages.en';
import { pagesFil } from './pages.fil';
import { pointsEn } from './points.en';
import { pointsFil } from './points.fil';
import { promotionsEn } from './promotions.en';
import { promotionsFil } from './promotions.fil';
import { protectionEn } from './protection.en';
import { protectionFil } from './protection.fil';
import { sabongEn } from './sabong.en';
import { sabongFil } from './sabong.fil';
import { sportsEn } from './sports.en';
import { sportsFil } from './sports.fil';

function entries(value: object, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? entries(child as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(child)] as [string, string]],
  );
}
const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

/** Each area's strings and the section of the lazy catalogue it is served under (none: spread at the top). */
const AREAS: { name: string; fil: object; en: object; section?: keyof LazyTranslation }[] = [
  { name: 'content', fil: contentFil, en: contentEn, section: 'content' },
  { name: 'later pages', fil: pagesFil, en: pagesEn },
  { name: 'house', fil: houseFil, en: houseEn, section: 'house' },
  { name: 'lottery', fil: lotteryFil, en: lotteryEn, section: 'lottery' },
  { name: 'sabong', fil: sabongFil, en: sabongEn, section: 'sabong' },
  { name: 'sports', fil: sportsFil, en: sportsEn, section: 'sports' },
  { name: 'promotions', fil: promotionsFil, en: promotionsEn, section: 'promo' },
  { name: 'agent centre', fil: agentCentreFil, en: agentCentreEn, section: 'ac' },
  { name: 'points', fil: pointsFil, en: pointsEn, section: 'points' },
  { name: 'protection', fil: protectionFil, en: protectionEn, section: 'rg' },
];

describe.each(AREAS)('$name catalogue', ({ fil: filCatalogue, en: enCatalogue, section }) => {
  it('has the same keys and variables in Filipino and English, and no empty texts', () => {
    const fil = Object.fromEntries(entries(filCatalogue));
    const en = Object.fromEntries(entries(enCatalogue));
    expect(Object.keys(en).sort()).toEqual(Object.keys(fil).sort());
    for (const [key, text] of Object.entries(fil)) {
      expect(text.trim(), key).not.toBe('');
      expect(variables(en[key] ?? ''), key).toEqual(variables(text));
    }
  });

  it.runIf(section)('is part of the lazy catalogue', async () => {
    const served = (language: Language) => lazyTranslation(language).then((all) => all[section!]);
    expect(await served('EN')).toBe(enCatalogue);
    expect(await served('TY')).toBe(filCatalogue);
  });
});

describe('lazy catalogue', () => {
  it("carries the later pages' sections at its top", async () => {
    expect((await lazyTranslation('EN')).help).toBe(pagesEn.help);
    expect((await lazyTranslation('TY')).down).toBe(pagesFil.down);
  });
});
