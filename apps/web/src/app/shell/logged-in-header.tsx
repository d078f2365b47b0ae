import { Suspense, lazy } from 'react';
import { HeaderAccount } from '../../features/member/components/header-account';
import { useUnreadCount } from '../../features/points/api/messages';
import { HeaderBalance } from '../../features/wallet/components/header-balance';

// Only game pages show it, so it loads on its own, not with the header.
const RealityCheck = lazy(() =>
  import('../../features/protection/components/reality-check').then((m) => ({ default: m.RealityCheck })),
);

/**
 * The header's logged-in block: the member's account menu with the wallet's balance and unread
 * messages, and while a game is played the session clock and its reality check.
 */
export function LoggedInHeader() {
  return (
    <>
      <Suspense fallback={null}>
        <RealityCheck />
      </Suspense>
      <HeaderAccount balance={<HeaderBalance />} unread={useUnreadCount()} />
    </>
  );
}
