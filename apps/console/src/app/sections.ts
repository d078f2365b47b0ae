import type { OperatorRoute } from '@swerte/contracts';
import type { MessageKey } from '../i18n';

/*
 * Each page's tabs and the read each tab opens: a tab, and a section, is offered to the operators
 * whose role may make that read in the server's matrix (OPERATOR_ACCESS), never from a list of its own.
 */
export const CONTENT_TABS = {
  banners: 'GET /wps/admin/content/banners',
  notices: 'GET /wps/admin/content/notices',
  help: 'GET /wps/admin/content/help',
  promotions: 'GET /wps/admin/content/promotions',
  vip: 'GET /wps/admin/content/vip',
  texts: 'GET /wps/admin/system/siteTexts',
} as const satisfies Record<string, OperatorRoute>;
export const PAYMENTS_TABS = {
  deposits: 'GET /wps/admin/deposits',
  withdrawals: 'GET /wps/admin/withdrawals',
  methods: 'GET /wps/admin/deposit/methods',
} as const satisfies Record<string, OperatorRoute>;
export const GAMES_TABS = {
  vendors: 'GET /wps/admin/games/vendors',
  games: 'GET /wps/admin/games',
  house: 'GET /wps/admin/house/games',
} as const satisfies Record<string, OperatorRoute>;
export const AGENTS_TABS = {
  tree: 'GET /wps/admin/agent/tree/:id',
  applications: 'GET /wps/admin/agent/applications',
  contracts: 'GET /wps/admin/agent/contracts',
} as const satisfies Record<string, OperatorRoute>;
export const LOYALTY_TABS = {
  redemptions: 'GET /wps/admin/points/redemptions',
  rewards: 'GET /wps/admin/points/rewards',
  rates: 'GET /wps/admin/points/rates',
  missions: 'GET /wps/admin/missions',
  messages: 'GET /wps/admin/messages',
  referrals: 'GET /wps/admin/referral/invitees',
  claims: 'GET /wps/admin/rewards/claims',
  zalo: 'GET /wps/admin/zalo/settings',
  labels: 'GET /wps/admin/labels',
} as const satisfies Record<string, OperatorRoute>;
export const SYSTEM_TABS = {
  maintenance: 'GET /wps/admin/system/maintenance',
  regions: 'GET /wps/admin/system/regionBlocks',
  whitelabel: 'GET /wps/admin/system/whitelabel',
  register: 'GET /wps/admin/system/registerRules',
  cs: 'GET /wps/admin/system/customerService',
  jobs: 'GET /wps/admin/jobs',
} as const satisfies Record<string, OperatorRoute>;
// The books: sportsbook, sabong, PvP rooms, player protection.
export const LOTTERY_TABS = {
  draws: 'GET /wps/admin/lottery/draws',
  games: 'GET /wps/admin/lottery/games',
} as const satisfies Record<string, OperatorRoute>;
export const SPORTS_TABS = {
  events: 'GET /wps/admin/sports/events',
  settings: 'GET /wps/admin/sports/settings',
} as const satisfies Record<string, OperatorRoute>;
export const SABONG_TABS = {
  fights: 'GET /wps/admin/sabong/fights',
  settings: 'GET /wps/admin/sabong/settings',
} as const satisfies Record<string, OperatorRoute>;
export const PVP_TABS = {
  rooms: 'GET /wps/admin/pvp/rooms',
  hands: 'GET /wps/admin/pvp/hands',
  settings: 'GET /wps/admin/pvp/settings',
} as const satisfies Record<string, OperatorRoute>;
export const PROTECTION_TABS = {
  report: 'GET /wps/admin/protection/report',
  jurisdictions: 'GET /wps/admin/protection/jurisdictions',
  settings: 'GET /wps/admin/protection/settings',
} as const satisfies Record<string, OperatorRoute>;

export interface Section {
  path: string;
  label: MessageKey;
  /** The reads the page opens: shown when the role may make one of them. */
  reads: readonly OperatorRoute[];
}

export const SECTIONS: readonly Section[] = [
  { path: '/dashboard', label: 'nav.dashboard', reads: ['GET /wps/admin/dashboard'] },
  { path: '/members', label: 'nav.members', reads: ['GET /wps/admin/members'] },
  { path: '/payments', label: 'nav.payments', reads: Object.values(PAYMENTS_TABS) },
  { path: '/content', label: 'nav.content', reads: Object.values(CONTENT_TABS) },
  { path: '/games', label: 'nav.games', reads: Object.values(GAMES_TABS) },
  { path: '/agents', label: 'nav.agents', reads: Object.values(AGENTS_TABS) },
  { path: '/lottery', label: 'nav.lottery', reads: Object.values(LOTTERY_TABS) },
  { path: '/loyalty', label: 'nav.loyalty', reads: Object.values(LOYALTY_TABS) },
  { path: '/sports', label: 'nav.sports', reads: Object.values(SPORTS_TABS) },
  { path: '/sabong', label: 'nav.sabong', reads: Object.values(SABONG_TABS) },
  { path: '/pvp', label: 'nav.pvp', reads: Object.values(PVP_TABS) },
  { path: '/protection', label: 'nav.protection', reads: Object.values(PROTECTION_TABS) },
  { path: '/system', label: 'nav.system', reads: Object.values(SYSTEM_TABS) },
  { path: '/approvals', label: 'nav.approvals', reads: ['GET /wps/admin/approvals'] },
  { path: '/audit', label: 'nav.audit', reads: ['GET /wps/admin/audit'] },
];

/** The section a console address belongs to (`/members/7` → members). */
export const sectionOf = (pathname: string): Section | undefined =>
  SECTIONS.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
