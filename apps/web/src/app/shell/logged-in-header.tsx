import { HeaderAccount } from '../../features/member/components/header-account';
import { HeaderBalance } from '../../features/wallet/components/header-balance';

/** The header's logged-in block: the member's account menu with the wallet's balance in it. */
export function LoggedInHeader() {
  return <HeaderAccount balance={<HeaderBalance />} />;
}
