import { create } from 'zustand';

/** The agent centre's pages (§2) built so far, in menu order; the keys are the original site's names. */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentAccountRegistration',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentUserProfit',
  'agentMyIncome',
  'agentTransactionDetails',
  'agentDividend',
  'agentDailySalary',
  'agentHourlySalary',
  'agentRealtimeSalary',
] as const;

export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/** §2: the centre opens on the team overview. */
export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

interface AgentCentreState {
  open: boolean;
  page: AgentCentrePage;
  show: (page?: AgentCentrePage) => void;
  close: () => void;
}

/** The agent centre overlay's flag (§2 "toggled by a flag") and the page it shows. */
export const useAgentCentreStore = create<AgentCentreState>((set) => ({
  open: false,
  page: DEFAULT_AGENT_CENTRE_PAGE,
  show: (page = DEFAULT_AGENT_CENTRE_PAGE) => set({ open: true, page }),
  close: () => set({ open: false }),
}));
