import { useUnreadCount } from '../../features/points/api/messages';
import type { BadgedPage } from './pages';

export type MenuCounts = Record<BadgedPage, number>;

/**
 * The red badge counts of the member centre menu (§2): messageV2 by the unread count (CSP_unreadCount).
 * missionLeaderboard (missions with a reward to collect) and rewardCenter (rewards waiting to be claimed)
 * stay 0, no badge, until their calls exist.
 */
export function useMenuCounts(): MenuCounts {
  return { missionLeaderboard: 0, messageV2: useUnreadCount(), rewardCenter: 0 };
}
