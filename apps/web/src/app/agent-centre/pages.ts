import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ContractFlags } from '@swerte/contracts';
import {
  BadgeDollarSign,
  Megaphone,
  Banknote,
  ChartNoAxesCombined,
  Clock,
  HandCoins,
  LayoutDashboard,
  ListChecks,
  ReceiptText,
  Timer,
  UserPlus,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { AGENT_CENTRE_PAGES, type AgentCentrePage } from '../../stores/agent-centre-store';

type PageComponent = ComponentType<{ timeZone: string }>;

export interface AgentCentreEntry {
  key: AgentCentrePage;
  icon: LucideIcon;
  /** Each page is its own chunk, loaded when it is first shown. */
  Page: LazyExoticComponent<PageComponent>;
  /** A contract page: shown only while its §3 flag is 1. */
  flag?: keyof ContractFlags;
}

function lazyPage<K extends string>(load: () => Promise<Record<K, PageComponent>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const REGISTRY: Record<AgentCentrePage, Omit<AgentCentreEntry, 'key'>> = {
  agentTeamOverview: {
    icon: LayoutDashboard,
    Page: lazyPage(() => import('../../features/agent-centre/pages/team-overview-page'), 'TeamOverviewPage'),
  },
  agentTeamManagement: {
    icon: Users,
    Page: lazyPage(
      () => import('../../features/agent-centre/pages/team-management-page'),
      'TeamManagementPage',
    ),
  },
  agentTeamBetting: {
    icon: ReceiptText,
    Page: lazyPage(() => import('../../features/agent-centre/pages/team-betting-page'), 'TeamBettingPage'),
  },
  agentUserProfit: {
    icon: ChartNoAxesCombined,
    Page: lazyPage(() => import('../../features/agent-centre/pages/user-profit-page'), 'UserProfitPage'),
  },
  agentMyIncome: {
    icon: BadgeDollarSign,
    Page: lazyPage(() => import('../../features/agent-centre/pages/my-income-page'), 'MyIncomePage'),
  },
  agentAnnouncement: {
    icon: Megaphone,
    Page: lazyPage(() => import('../../features/agent-centre/pages/announcement-page'), 'AnnouncementPage'),
  },
  agentAccountRegistration: {
    icon: UserPlus,
    Page: lazyPage(
      () => import('../../features/agent-centre/pages/account-registration-page'),
      'AccountRegistrationPage',
    ),
  },
  agentDividend: {
    icon: HandCoins,
    flag: 'divtypereq',
    Page: lazyPage(() => import('../../features/agent-centre/pages/contract-page'), 'DividendPage'),
  },
  agentDailySalary: {
    icon: Banknote,
    flag: 'dailysalreqtype',
    Page: lazyPage(() => import('../../features/agent-centre/pages/contract-page'), 'DailySalaryPage'),
  },
  agentHourlySalary: {
    icon: Clock,
    flag: 'contracthoursalreqtype',
    Page: lazyPage(() => import('../../features/agent-centre/pages/contract-page'), 'HourlySalaryPage'),
  },
  agentRealtimeSalary: {
    icon: Timer,
    flag: 'realtimesalreqtype',
    Page: lazyPage(() => import('../../features/agent-centre/pages/contract-page'), 'RealtimeSalaryPage'),
  },
  // The agent's own account record: the member centre's transaction page, the same call and filters.
  agentTransactionDetails: {
    icon: ListChecks,
    Page: lazyPage(
      () => import('../../features/wallet/pages/transaction-history-page'),
      'TransactionHistoryPage',
    ),
  },
};

/** The §2 agent-centre menu, in the spec's order (every page). */
export const AGENT_CENTRE_ENTRIES: readonly AgentCentreEntry[] = AGENT_CENTRE_PAGES.map((key) => ({
  key,
  ...REGISTRY[key],
}));
