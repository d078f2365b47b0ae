import type { LazyStrings } from './lazy';
import { pagesFil } from './pages.fil';
import { authFil } from './auth.fil';
import { memberCentreFil } from './member-centre.fil';
import { contentFil } from './content.fil';
import { houseFil } from './house.fil';
import { lotteryFil } from './lottery.fil';
import { sabongFil } from './sabong.fil';
import { sportsFil } from './sports.fil';
import { promotionsFil } from './promotions.fil';
import { agentCentreFil } from './agent-centre.fil';
import { pointsFil } from './points.fil';
import { protectionFil } from './protection.fil';

/** The Filipino lazy strings (see lazy.ts). */
export const lazyFil: LazyStrings = {
  ...pagesFil,
  auth: authFil,
  mc: memberCentreFil,
  content: contentFil,
  house: houseFil,
  lottery: lotteryFil,
  sabong: sabongFil,
  sports: sportsFil,
  promo: promotionsFil,
  ac: agentCentreFil,
  points: pointsFil,
  rg: protectionFil,
};
