import { create } from 'zustand';

/** The member centre's pages (§2), in menu order; the keys are the original site's page names. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'responsibleGaming',
] as const;

export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

export function isMemberCentrePage(value: unknown): value is MemberCentrePage {
  return (MEMBER_CENTRE_PAGES as readonly unknown[]).includes(value);
}

/** What the overlay hands every page: site settings that a page's feature cannot read itself. */
export interface MemberCentrePageProps {
  /** The site's time zone (DESIGN.md: times are shown in it). */
  timeZone: string;
}

interface MemberCentreState {
  /** The §2 overlay flag. */
  open: boolean;
  page: MemberCentrePage;
  /** Opens the overlay (or switches it) at a page. Callers pass the §5 'memberCenter' gate first. */
  show: (page?: MemberCentrePage) => void;
  close: () => void;
}

export const useMemberCentreStore = create<MemberCentreState>((set) => ({
  open: false,
  page: DEFAULT_MEMBER_CENTRE_PAGE,
  show: (page = DEFAULT_MEMBER_CENTRE_PAGE) => set({ open: true, page }),
  close: () => set({ open: false }),
}));
