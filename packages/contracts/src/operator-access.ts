import { z } from 'zod';

/**
 * admin: everything; finance: money (queues, deposit methods, adjustments, reconciliation, bonus
 * decisions); support: members' care (feedback, agent applications, messages, redemptions) and reads;
 * content: what the site shows (banners, notices, help, promotions, VIP levels, site texts); auditor:
 * every read and no write.
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'content', 'auditor'] as const;
export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRoleSchema>;

type Roles = readonly OperatorRole[];

/** A call the operator makes about their own session and second factor: every role. */
const SELF: Roles = OPERATOR_ROLES;
/** A read: the roles named and the auditor. */
const read = (...roles: OperatorRole[]): Roles => ['admin', ...roles.filter((r) => r !== 'admin'), 'auditor'];
/** A write: the roles named (admin always; never the auditor). */
const write = (...roles: OperatorRole[]): Roles => ['admin', ...roles.filter((r) => r !== 'admin')];

/**
 * The permission matrix: every operator call (`METHOD /path` as registered) and the roles that may make
 * it. The server's operator guard answers every call from this table (a route missing from it does not
 * start), and the console hides what it would refuse.
 */
export const OPERATOR_ACCESS = {
  // The operator's own session and second factor.
  'GET /wps/admin/session': SELF,
  'DELETE /wps/admin/session/logout': SELF,
  'DELETE /wps/admin/session/all': SELF,
  // Operators.
  'GET /wps/admin/operators': read(),
  'POST /wps/admin/operators': write(),
  'PUT /wps/admin/operators/:id': write(),
  'POST /wps/admin/operators/:id/totp/reset': write(),
  'GET /wps/admin/audit': read(),
  // Money.
  'POST /wps/admin/wallet/adjust': write('finance'),
  'GET /wps/admin/wallet/reconcile': read('finance'),
  'GET /wps/admin/deposits': read('finance'),
  'GET /wps/admin/deposits/:id/receipts/:receiptId': read('finance'),
  'POST /wps/admin/deposits/:id/approve': write('finance'),
  'POST /wps/admin/deposits/:id/reject': write('finance'),
  'GET /wps/admin/withdrawals': read('finance'),
  'POST /wps/admin/withdrawals/:id/paid': write('finance'),
  'POST /wps/admin/withdrawals/:id/reject': write('finance'),
  'GET /wps/admin/deposit/methods': read('finance'),
  'POST /wps/admin/deposit/methods': write('finance'),
  'PUT /wps/admin/deposit/methods/:id': write('finance'),
  'PUT /wps/admin/deposit/methods/:id/enabled': write('finance'),
  'PUT /wps/admin/deposit/methods/order': write('finance'),
  'GET /wps/admin/jobs': read('finance'),
  // PvP rooms: the rake per pot.
  'GET /wps/admin/pvp/settings': read('finance'),
  'PUT /wps/admin/pvp/settings': write('finance'),
  // PvP rooms' seats and hand history (with the revealed seeds): the money roles and support's disputes.
  'GET /wps/admin/pvp/rooms': read('finance', 'support'),
  'GET /wps/admin/pvp/hands': read('finance', 'support'),
  // Content.
  'GET /wps/admin/content/banners': read('content'),
  'POST /wps/admin/content/banners': write('content'),
  'PUT /wps/admin/content/banners/:id': write('content'),
  'DELETE /wps/admin/content/banners/:id': write('content'),
  'PUT /wps/admin/content/banners/order': write('content'),
  'GET /wps/admin/content/notices': read('content'),
  'POST /wps/admin/content/notices': write('content'),
  'PUT /wps/admin/content/notices/:id': write('content'),
  'DELETE /wps/admin/content/notices/:id': write('content'),
  'PUT /wps/admin/content/notices/order': write('content'),
  'GET /wps/admin/content/help': read('content'),
  'POST /wps/admin/content/help': write('content'),
  'PUT /wps/admin/content/help/:id': write('content'),
  'DELETE /wps/admin/content/help/:id': write('content'),
  'PUT /wps/admin/content/help/order': write('content'),
  // Pictures for banners, promotions and help.
  'POST /wps/admin/content/images': write('content'),
  'GET /wps/admin/content/feedback': read('support'),
  'PUT /wps/admin/system/customerService': write('content'),
  'GET /wps/admin/system/siteTexts': read('content'),
  'PUT /wps/admin/system/siteTexts': write('content'),
  'GET /wps/admin/content/promotions': read('content', 'support', 'finance'),
  'POST /wps/admin/content/promotions': write('content'),
  'PUT /wps/admin/content/promotions/:id': write('content'),
  'DELETE /wps/admin/content/promotions/:id': write('content'),
  'PUT /wps/admin/content/promotions/order': write('content'),
  'GET /wps/admin/content/promotions/:id/entries': read('support', 'finance'),
  'GET /wps/admin/content/promotions/entries/:entryId/images/:imageId': read('support', 'finance'),
  // Deciding an application grants (or refuses) its bonus: money.
  'POST /wps/admin/content/promotions/entries/:entryId/approve': write('finance'),
  'POST /wps/admin/content/promotions/entries/:entryId/reject': write('finance'),
  'POST /wps/admin/content/promotions/:id/draw': write('finance'),
  'GET /wps/admin/content/vip': read('content', 'support'),
  'POST /wps/admin/content/vip': write('content'),
  'PUT /wps/admin/content/vip/:id': write('content'),
  'DELETE /wps/admin/content/vip/:id': write('content'),
  // Games.
  'GET /wps/admin/games/vendors': read('finance', 'support', 'content'),
  'POST /wps/admin/games/vendors': write(),
  'PUT /wps/admin/games/vendors/:vassalage': write(),
  'PUT /wps/admin/games/vendors/order': write(),
  'GET /wps/admin/games': read('finance', 'support', 'content'),
  // The house games' pay tables and limits (a read: their settings are the catalogue's).
  'GET /wps/admin/house/games': read('finance', 'support', 'content'),
  'POST /wps/admin/games': write(),
  'PUT /wps/admin/games/:id': write(),
  'PUT /wps/admin/games/order': write(),
  'GET /wps/admin/lottery/games': read('finance', 'support'),
  'PUT /wps/admin/lottery/games/:gameCode': write(),
  'GET /wps/admin/lottery/draws': read('finance', 'support'),
  'POST /wps/admin/lottery/draws/:drawId/result': write(),
  'POST /wps/admin/lottery/draws/:drawId/result/confirm': write(),
  'POST /wps/admin/lottery/draws/:drawId/void': write(),
  'GET /wps/admin/lottery/draws/:drawId/report': read('finance', 'support'),
  // Sabong.
  'GET /wps/admin/sabong/settings': read('finance', 'support'),
  'PUT /wps/admin/sabong/settings': write(),
  'GET /wps/admin/sabong/fights': read('finance', 'support'),
  'POST /wps/admin/sabong/fights': write(),
  'POST /wps/admin/sabong/fights/:fightId/open': write(),
  'POST /wps/admin/sabong/fights/:fightId/close': write(),
  'POST /wps/admin/sabong/fights/:fightId/result': write(),
  'POST /wps/admin/sabong/fights/:fightId/result/confirm': write(),
  'POST /wps/admin/sabong/fights/:fightId/cancel': write(),
  'GET /wps/admin/sports/events': read('finance', 'support'),
  'GET /wps/admin/sports/events/:eventId': read('finance', 'support'),
  'POST /wps/admin/sports/events': write(),
  'PUT /wps/admin/sports/events/:eventId': write(),
  'POST /wps/admin/sports/events/:eventId/markets': write(),
  'PUT /wps/admin/sports/markets/:marketId': write(),
  'POST /wps/admin/sports/events/:eventId/result': write(),
  'POST /wps/admin/sports/events/:eventId/result/confirm': write(),
  'GET /wps/admin/sports/settings': read('finance', 'support'),
  'PUT /wps/admin/sports/settings': write(),
  // A feed's secret lets its holder write events and propose results: admins only.
  'GET /wps/admin/sports/feeds': read('finance', 'support'),
  'POST /wps/admin/sports/feeds': write(),
  'PUT /wps/admin/sports/feeds/:code': write(),
  // Agents.
  'GET /wps/admin/agent/applications': read('support'),
  'POST /wps/admin/agent/applications/:id/approve': write('support'),
  'POST /wps/admin/agent/applications/:id/reject': write('support'),
  'GET /wps/admin/agent/tree/:id': read('support'),
  'GET /wps/admin/agent/tree/:id/children': read('support'),
  'POST /wps/admin/agent/tree/move': write(),
  'GET /wps/admin/agent/contracts': read('support'),
  'GET /wps/admin/agent/contracts/settings': read('support'),
  'PUT /wps/admin/agent/contracts/settings': write(),
  'GET /wps/admin/agent/contracts/agent/:id': read('support'),
  'POST /wps/admin/agent/contracts/offer': write(),
  'GET /wps/admin/agent/contracts/runs': read('support'),
  'GET /wps/admin/agent/contracts/runs/:id': read('support'),
  'POST /wps/admin/agent/contracts/settle': write(),
  // Loyalty points and messages.
  'GET /wps/admin/points/rates': read(),
  'PUT /wps/admin/points/rates': write(),
  'GET /wps/admin/points/config': read(),
  'PUT /wps/admin/points/config': write(),
  'GET /wps/admin/points/rewards': read(),
  'POST /wps/admin/points/rewards': write(),
  'PUT /wps/admin/points/rewards/:id': write(),
  'DELETE /wps/admin/points/rewards/:id': write(),
  'GET /wps/admin/points/redemptions': read('support'),
  'POST /wps/admin/points/redemptions/:id/approve': write('support'),
  'POST /wps/admin/points/redemptions/:id/reject': write('support'),
  'POST /wps/admin/messages': write('support'),
  'GET /wps/admin/messages': read('support'),
  // Missions, invite friends and the reward center.
  'GET /wps/admin/missions': read(),
  'POST /wps/admin/missions': write(),
  'PUT /wps/admin/missions/:id': write(),
  'GET /wps/admin/referral/rule': read(),
  'PUT /wps/admin/referral/rule': write(),
  'GET /wps/admin/referral/invitees': read('support'),
  'GET /wps/admin/rewards/claims': read('support'),
  'GET /wps/admin/zalo/settings': read(),
  'PUT /wps/admin/zalo/settings': write(),
  // Player protection: support looks after players; the jurisdiction's rules are the admin's.
  'GET /wps/admin/protection/members/:id': read('support'),
  'POST /wps/admin/protection/members/:id/exclusion': write('support'),
  'GET /wps/admin/protection/settings': read('support'),
  'PUT /wps/admin/protection/settings': write(),
  'GET /wps/admin/protection/jurisdictions': read('support'),
  'PUT /wps/admin/protection/jurisdictions/:code': write(),
  'GET /wps/admin/protection/report': read('support'),
  // Four-eyes approvals: money roles ask and approve (never their own request); the amounts are the admin's.
  'GET /wps/admin/approvals': read('finance'),
  'POST /wps/admin/approvals': write('finance'),
  'POST /wps/admin/approvals/:id/approve': write('finance'),
  'POST /wps/admin/approvals/:id/reject': write('finance'),
  'GET /wps/admin/approvals/thresholds': read('finance'),
  'PUT /wps/admin/approvals/thresholds': write(),
  // Switching the site off, blocking regions, its flags and registration rules: the admin's alone.
  'GET /wps/admin/system/maintenance': read(),
  'PUT /wps/admin/system/maintenance': write(),
  'GET /wps/admin/system/regionBlocks': read(),
  'POST /wps/admin/system/regionBlocks': write(),
  'POST /wps/admin/system/regionBlocks/remove': write(),
  'GET /wps/admin/system/whitelabel': read(),
  'PUT /wps/admin/system/whitelabel': write(),
  'GET /wps/admin/system/registerRules': read(),
  'PUT /wps/admin/system/registerRules': write(),
  'GET /wps/admin/system/customerService': read(),
  // Members' accounts: support looks after them as admins do; money roles do not lock accounts.
  'GET /wps/admin/members/:id/status': read('support'),
  'POST /wps/admin/members/:id/lock': write('support'),
  'POST /wps/admin/members/:id/unlock': write('support'),
  'POST /wps/admin/members/:id/forcePasswordChange': write('support'),
  'GET /wps/admin/members/:id/sessions': read('support'),
  'POST /wps/admin/members/:id/sessions/:sessionId/end': write('support'),
  'GET /wps/admin/members/:id/logins': read('support'),
  // Member labels: admins name them; admins and support put them on members.
  'GET /wps/admin/labels': read('support'),
  'POST /wps/admin/labels': write(),
  'PUT /wps/admin/labels/:id': write(),
  'GET /wps/admin/members/:id/labels': read('support'),
  'PUT /wps/admin/members/:id/labels': write('support'),
  // A fixed VIP level decides the member's VIP gifts: admin only.
  'GET /wps/admin/members/:id/vip': read('finance', 'support'),
  'PUT /wps/admin/members/:id/vip': write(),
  // Withdrawal accounts: finance checks them; finance and support remove one on the member's word.
  'GET /wps/admin/members/:id/bankAccounts': read('finance', 'support'),
  'POST /wps/admin/members/:id/bankAccounts/:accountId/verify': write('finance'),
  'POST /wps/admin/members/:id/bankAccounts/:accountId/remove': write('finance', 'support'),
  // Operators' notes on a member.
  'GET /wps/admin/members/:id/notes': read('finance', 'support'),
  'POST /wps/admin/members/:id/notes': write('finance', 'support'),
  // The console's reads: the day's figures and a member's records.
  'GET /wps/admin/dashboard': read('finance', 'support'),
  'GET /wps/admin/members': read('finance', 'support'),
  'GET /wps/admin/members/:id': read('finance', 'support'),
  'GET /wps/admin/members/:id/ledger': read('finance', 'support'),
  'GET /wps/admin/members/:id/bets': read('finance', 'support'),
  'GET /wps/admin/members/:id/payments': read('finance', 'support'),
} as const satisfies Record<string, Roles>;

export type OperatorRoute = keyof typeof OPERATOR_ACCESS;

/** The operator calls made before there is a session (the login steps): no token, no matrix row. */
export const OPERATOR_PUBLIC_CALLS: readonly string[] = [
  'POST /wps/admin/session/login',
  'POST /wps/admin/session/login/totp',
  'POST /wps/admin/session/login/enrol',
  'POST /wps/admin/session/login/enrol/confirm',
];

/** The roles whose login needs a second factor: without one enrolled, login allows only enrolling. */
export const TOTP_REQUIRED_ROLES: readonly OperatorRole[] = ['admin', 'finance'];

/** The matrix key of a route: its method and its registered path (`:id` segments as they are). */
export const operatorRouteKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

/** The roles that may make a call, or null when the matrix does not name it (refused to everyone). */
export function operatorRolesFor(method: string, path: string): Roles | null {
  const key = operatorRouteKey(method, path);
  return Object.hasOwn(OPERATOR_ACCESS, key) ? OPERATOR_ACCESS[key as OperatorRoute] : null;
}

/** Whether an operator of `role` may make the call (what the console shows; the server decides). */
export function operatorMay(role: OperatorRole, method: string, path: string): boolean {
  return operatorRolesFor(method, path)?.includes(role) ?? false;
}
