import { ERROR_CATALOGUE } from '@swerte/contracts';
import type { ErrorCode, Language } from '@swerte/contracts';
import type { AgentCentreCatalogue } from './agent-centre.fil';
import type { AuthCatalogue } from './auth.fil';
import type { ContentCatalogue } from './content.fil';
import type { HouseCatalogue } from './house.fil';
import type { LotteryCatalogue } from './lottery.fil';
import type { MemberCentreCatalogue } from './member-centre.fil';
import type { PagesCatalogue } from './pages.fil';
import type { PromotionsCatalogue } from './promotions.fil';
import type { PointsCatalogue } from './points.fil';
import type { ProtectionCatalogue } from './protection.fil';
import type { SabongCatalogue } from './sabong.fil';
import type { SportsCatalogue } from './sports.fil';

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
  /** The cockfight arena: the current fight, bets, the card and results. */
  sabong: SabongCatalogue;
  /** The house sportsbook: lists, event page, the slip, my bets, results, virtual sports. */
  sports: SportsCatalogue;
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

/** One language's lazy strings without the error texts (lazy.fil.ts, lazy.en.ts: a chunk each). */
export type LazyStrings = Omit<LazyTranslation, 'errors'>;

/**
 * The strings loaded after the first paint: account forms, member centre, later pages, server error
 * texts. Only the asked language's file loads (each is a chunk of its own).
 */
export async function lazyTranslation(language: Language): Promise<LazyTranslation> {
  const strings =
    language === 'EN' ? (await import('./lazy.en')).lazyEn : (await import('./lazy.fil')).lazyFil;
  return { ...strings, errors: errorTexts(language) };
}
