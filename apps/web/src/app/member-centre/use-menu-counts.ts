import { TRIAL_ACCOUNT_TYPE } from '@swerte/contracts';
import { useUnreadCount } from '../../features/points/api/messages';
import { useClaimableCount } from '../../features/points/api/missions';
import { useSessionStore } from '../../stores/session-store';
import type { BadgedPage } from './pages';

export type MenuCounts = Record<BadgedPage, number>;

/**
 * The red badge counts of the member centre menu (§2): messageV2 by the unread count (CSP_unreadCount),
 * rewardCenter by the rewards claimable now and missionLeaderboard by the missions among them
 * (MCSFE_getClaimableCount; a trial account has none).
 */
export function useMenuCounts(): MenuCounts {
  const real = useSessionStore((state) => state.isAgent !== TRIAL_ACCOUNT_TYPE);
  const claimable = useClaimableCount(real);
  return { ...claimable, messageV2: useUnreadCount() };
}
