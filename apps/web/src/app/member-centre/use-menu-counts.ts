import type { BadgedPage } from './pages';

export type MenuCounts = Record<BadgedPage, number>;

const NONE: MenuCounts = { missionLeaderboard: 0, messageV2: 0, rewardCenter: 0 };

/**
 * The red badge counts of the member centre menu (§2). Each is fed by its area's call once that
 * exists, and stays 0 (no badge) until then: messageV2 by the unread count (CSP_unreadCount),
 * missionLeaderboard by the missions with a reward to collect (MCSFE_getMissionSummaryDetails),
 * rewardCenter by the rewards waiting to be claimed (MCS2_getPointReward).
 */
export function useMenuCounts(): MenuCounts {
  return NONE;
}
