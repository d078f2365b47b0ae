import type { LazyStrings } from './lazy';
import { pagesEn } from './pages.en';
import { authEn } from './auth.en';
import { memberCentreEn } from './member-centre.en';
import { contentEn } from './content.en';
import { houseEn } from './house.en';
import { lotteryEn } from './lottery.en';
import { sabongEn } from './sabong.en';
import { sportsEn } from './sports.en';
import { promotionsEn } from './promotions.en';
import { agentCentreEn } from './agent-centre.en';
import { pointsEn } from './points.en';
import { protectionEn } from './protection.en';

/** The English lazy strings (see lazy.ts). */
export const lazyEn: LazyStrings = {
  ...pagesEn,
  auth: authEn,
  mc: memberCentreEn,
  content: contentEn,
  house: houseEn,
  lottery: lotteryEn,
  sabong: sabongEn,
  sports: sportsEn,
  promo: promotionsEn,
  ac: agentCentreEn,
  points: pointsEn,
  rg: protectionEn,
};
