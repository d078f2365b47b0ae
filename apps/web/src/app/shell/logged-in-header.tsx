import { HeaderAccount } from '../../features/member/components/header-account';
import { useUnreadCount } from '../../features/points/api/messages';
import { HeaderBalance } from '../../features/wallet/components/header-balance';

/** The header's logged-in block: the member's account menu with the wallet's balance and unread messages. */
export function LoggedInHeader() {
  return <HeaderAccount balance={<HeaderBalance />} unread={useUnreadCount()} />;
}
