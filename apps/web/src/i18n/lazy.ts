import { ERROR_CATALOGUE } from '@swerte/contracts';
import type { ErrorCode, Language } from '@swerte/contracts';
import { agentCentreEn } from './agent-centre.en';
import { agentCentreFil } from './agent-centre.fil';
import type { AgentCentreCatalogue } from './agent-centre.fil';
import { authEn } from './auth.en';
import { authFil } from './auth.fil';
import type { AuthCatalogue } from './auth.fil';
import { contentEn } from './content.en';
import { contentFil } from './content.fil';
import type { ContentCatalogue } from './content.fil';
import { houseEn } from './house.en';
import { houseFil } from './house.fil';
import type { HouseCatalogue } from './house.fil';
import { lotteryEn } from './lottery.en';
import { lotteryFil } from './lottery.fil';
import type { LotteryCatalogue } from './lottery.fil';
import { memberCentreEn } from './member-centre.en';
import { memberCentreFil } from './member-centre.fil';
import type { MemberCentreCatalogue } from './member-centre.fil';
import { pagesEn } from './pages.en';
import { pagesFil } from './pages.fil';
import type { PagesCatalogue } from './pages.fil';
import { promotionsEn } from './promotions.en';
import { promotionsFil } from './promotions.fil';
import type { PromotionsCatalogue } from './promotions.fil';
import { pointsEn } from './points.en';
import { pointsFil } from './points.fil';
import type { PointsCatalogue } from './points.fil';
import { protectionEn } from './protection.en';
import { protectionFil } from './protection.fil';
import type { ProtectionCatalogue } from './protection.fil';

/** The server's error texts (§8) come from the contracts catalogue, not from a copy. */
export function errorTexts(language: Language): Record<ErrorCode, string> {
  const entries = Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, entry.text[language]]);
  return Object.fromEntries(entries) as Record<ErrorCode, string>;
}

/** Top-level sections (help, down, lottery, placeholders) of pages that load these strings with them. */
export interface LazyTranslation extends PagesCatalogue {
  auth: AuthCatalogue;
  /** The header balance and the member centre: only logged-in members see them. */
  mc: MemberCentreCatalogue;
  /** Banners, notice bar, jackpot, notice page, feedback: what the banner region and content pages show. */
  content: ContentCatalogue;
  /** The house games (slot, baccarat table), the fairness panel, the verify page and game recall. */
  house: HouseCatalogue;
  /** The lottery pages: betting page, lists, results, trends, draw verification. */
  lottery: LotteryCatalogue;
  /** Promotions, promotion detail and the VIP page. */
  promo: PromotionsCatalogue;
  /** The agent centre: only agents see it. */
  ac: AgentCentreCatalogue;
  /** The points mall and the platform messages. */
  points: PointsCatalogue;
  /** Player protection: the Responsible gaming page and the reality check. */
  rg: ProtectionCatalogue;
  errors: Record<ErrorCode, string>;
}

const AUTH: Record<Language, AuthCatalogue> = { TY: authFil, EN: authEn };
const MEMBER_CENTRE: Record<Language, MemberCentreCatalogue> = { TY: memberCentreFil, EN: memberCentreEn };
const CONTENT: Record<Language, ContentCatalogue> = { TY: contentFil, EN: contentEn };
const HOUSE: Record<Language, HouseCatalogue> = { TY: houseFil, EN: houseEn };
const LOTTERY: Record<Language, LotteryCatalogue> = { TY: lotteryFil, EN: lotteryEn };
const PROMO: Record<Language, PromotionsCatalogue> = { TY: promotionsFil, EN: promotionsEn };
const AGENT_CENTRE: Record<Language, AgentCentreCatalogue> = { TY: agentCentreFil, EN: agentCentreEn };
const POINTS: Record<Language, PointsCatalogue> = { TY: pointsFil, EN: pointsEn };
const PROTECTION: Record<Language, ProtectionCatalogue> = { TY: protectionFil, EN: protectionEn };
const PAGES: Record<Language, PagesCatalogue> = { TY: pagesFil, EN: pagesEn };

/** The strings loaded after the first paint: account forms, member centre, later pages, server error texts. */
export function lazyTranslation(language: Language): Promise<LazyTranslation> {
  return Promise.resolve({
    ...PAGES[language],
    auth: AUTH[language],
    mc: MEMBER_CENTRE[language],
    content: CONTENT[language],
    house: HOUSE[language],
    lottery: LOTTERY[language],
    promo: PROMO[language],
    ac: AGENT_CENTRE[language],
    points: POINTS[language],
    rg: PROTECTION[language],
    errors: errorTexts(language),
  });
}
