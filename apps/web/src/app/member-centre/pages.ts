import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import {
  ArrowUpFromLine,
  Banknote,
  BadgePercent,
  ChartNoAxesCombined,
  Gift,
  HandCoins,
  HeartHandshake,
  Inbox,
  ListChecks,
  ReceiptText,
  ShieldCheck,
  Trophy,
  UserPlus,
  Wallet,
  WalletCards,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { MEMBER_CENTRE_PAGES } from '../../stores/member-centre-store';
import type { MemberCentrePage, MemberCentrePageProps } from '../../stores/member-centre-store';
import { withChunkTimeout } from '../../lib/chunk-error';

/** Pages whose menu entry carries a red count badge (§2). */
export type BadgedPage = Extract<MemberCentrePage, 'missionLeaderboard' | 'messageV2' | 'rewardCenter'>;

export interface MemberCentreEntry {
  key: MemberCentrePage;
  icon: LucideIcon;
  /** Each page is its own chunk, loaded when it is first shown. */
  Page: LazyExoticComponent<ComponentType<MemberCentrePageProps>>;
  /** Shown only to members whose info says toUpline. */
  needsUpline?: boolean;
  badged?: boolean;
}

type PageComponent = ComponentType<MemberCentrePageProps>;

function lazyPage<K extends string>(load: () => Promise<Record<K, PageComponent>>, name: K) {
  const loadInTime = withChunkTimeout(load);
  return lazy(() => loadInTime().then((module) => ({ default: module[name] })));
}

const REGISTRY: Record<MemberCentrePage, Omit<MemberCentreEntry, 'key'>> = {
  securityCenter: {
    icon: ShieldCheck,
    Page: lazyPage(() => import('../../features/member/pages/security-center-page'), 'SecurityCenterPage'),
  },
  transferFund: {
    icon: Wallet,
    Page: lazyPage(() => import('../../features/wallet/pages/transfer-fund-page'), 'TransferFundPage'),
  },
  depositv2: {
    icon: WalletCards,
    Page: lazyPage(() => import('./deposit-with-limit-offer'), 'DepositWithLimitOffer'),
  },
  withdraw: {
    icon: Banknote,
    Page: lazyPage(() => import('../../features/wallet/pages/withdraw-page'), 'WithdrawPage'),
  },
  transferUpline: {
    icon: ArrowUpFromLine,
    needsUpline: true,
    Page: lazyPage(() => import('../../features/wallet/pages/transfer-upline-page'), 'TransferUplinePage'),
  },
  personalHistoryCopy: {
    icon: ReceiptText,
    Page: lazyPage(() => import('./betting-record'), 'BettingRecord'),
  },
  transactionHistory: {
    icon: ListChecks,
    Page: lazyPage(
      () => import('../../features/wallet/pages/transaction-history-page'),
      'TransactionHistoryPage',
    ),
  },
  personalProfit: {
    icon: ChartNoAxesCombined,
    Page: lazyPage(() => import('../../features/wallet/pages/personal-profit-page'), 'PersonalProfitPage'),
  },
  bonusDetails: {
    icon: BadgePercent,
    Page: lazyPage(() => import('../../features/wallet/pages/bonus-details-page'), 'BonusDetailsPage'),
  },
  rewardCenter: {
    icon: Gift,
    badged: true,
    Page: lazyPage(() => import('../../features/points/pages/reward-center-page'), 'RewardCenterPage'),
  },
  referral: {
    icon: UserPlus,
    Page: lazyPage(() => import('../../features/points/pages/referral-page'), 'ReferralPage'),
  },
  missionLeaderboard: {
    icon: Trophy,
    badged: true,
    Page: lazyPage(
      () => import('../../features/points/pages/mission-leaderboard-page'),
      'MissionLeaderboardPage',
    ),
  },
  messageV2: {
    icon: Inbox,
    badged: true,
    Page: lazyPage(() => import('../../features/points/pages/message-page'), 'MessagePage'),
  },
  manualRebate: {
    icon: HandCoins,
    Page: lazyPage(() => import('../../features/wallet/pages/manual-rebate-page'), 'ManualRebatePage'),
  },
  responsibleGaming: {
    icon: HeartHandshake,
    Page: lazyPage(
      () => import('../../features/protection/pages/responsible-gaming-page'),
      'ResponsibleGamingPage',
    ),
  },
};

/** The §2 menu, in the spec's order: label → page key, each page a lazy chunk. */
export const MEMBER_CENTRE_ENTRIES: readonly MemberCentreEntry[] = MEMBER_CENTRE_PAGES.map((key) => ({
  key,
  ...REGISTRY[key],
}));
