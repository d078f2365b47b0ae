export * from './language.js';
export * from './errors.js';
export * from './envelope.js';
export * from './endpoint.js';
export * from './system.js';
export * from './games.js';
export * from './field-rules.js';
export * from './register-rules.js';
export * from './security.js';
export * from './member-info.js';
export * from './session.js';
export * from './member.js';
export * from './enc-client.js';
export * from './money.js';
export * from './content.js';
export * from './content-admin.js';
export * from './content-media.js';
export * from './games-admin.js';
export * from './cs-path.js';
export * from './words.js';
export * from './wallet.js';
export * from './admin.js';
export * from './operator-access.js';
export * from './security-center.js';
export * from './payments.js';
export * from './records.js';
export * from './vendor-wallet.js';
export * from './house.js';
export * from './live-tables.js';
export * from './pvp.js';
export * from './promotions.js';
export * from './agent.js';
export * from './agent-centre.js';
export * from './agent-contracts.js';
export * from './jobs.js';
export * from './lottery.js';
export * from './points.js';
export * from './messages.js';
export * from './admin-console.js';
export * from './missions.js';
export * from './zalo.js';
export * from './protection.js';
export * from './sports.js';
export * from './sabong.js';
export * from './sports-admin.js';
export * from './sports-feed.js';
export * from './system-admin.js';
export * from './member-status.js';
export * from './member-labels.js';
export * from './member-care.js';
export * from './house-admin.js';
export * from './approvals.js';

import { adminAuditEndpoints, adminEndpoints, adminOperatorEndpoints } from './admin.js';
import { adminAgentEndpoints, agentEndpoints } from './agent.js';
import { adminAgentTreeEndpoints, agentCentreEndpoints } from './agent-centre.js';
import { adminContractEndpoints, agentAccountEndpoints, agentContractEndpoints } from './agent-contracts.js';
import { contentEndpoints } from './content.js';
import {
  adminBannerEndpoints,
  adminContentEndpoints,
  adminHelpEndpoints,
  adminNoticeEndpoints,
} from './content-admin.js';
import { gamesEndpoints } from './games.js';
import { adminGamesEndpoints } from './games-admin.js';
import { memberEndpoints } from './member.js';
import { adminDepositMethodEndpoints, adminPaymentsEndpoints, paymentsEndpoints } from './payments.js';
import { recordsEndpoints } from './records.js';
import { securityCenterEndpoints } from './security-center.js';
import { securityEndpoints } from './security.js';
import { sessionEndpoints, socialEndpoints } from './session.js';
import { systemEndpoints } from './system.js';
import { vendorWalletEndpoints } from './vendor-wallet.js';
import { houseEndpoints } from './house.js';
import { liveTableEndpoints } from './live-tables.js';
import { pvpEndpoints } from './pvp.js';
import { adminPromotionEndpoints, promotionsEndpoints } from './promotions.js';
import { walletEndpoints } from './wallet.js';
import { adminJobEndpoints } from './jobs.js';
import { adminLotteryEndpoints, lotteryEndpoints } from './lottery.js';
import { adminSabongEndpoints } from './sabong.js';
import { sabongEndpoints } from './sports.js';
import { sportsEndpoints } from './sports.js';
import { adminSportsEndpoints } from './sports-admin.js';
import { adminSportsFeedEndpoints, sportsFeedEndpoints } from './sports-feed.js';
import { adminPointsEndpoints, pointsEndpoints } from './points.js';
import { adminMessageEndpoints, messagesEndpoints } from './messages.js';
import { adminConsoleEndpoints } from './admin-console.js';
import { adminMissionEndpoints, missionsEndpoints } from './missions.js';
import { adminZaloEndpoints, zaloEndpoints } from './zalo.js';
import { adminProtectionEndpoints, protectionEndpoints } from './protection.js';
import { adminSystemEndpoints } from './system-admin.js';
import { adminMemberStatusEndpoints } from './member-status.js';
import { adminLabelEndpoints } from './member-labels.js';
import { adminMemberCareEndpoints } from './member-care.js';
import { adminHouseEndpoints } from './house-admin.js';
import { adminApprovalEndpoints } from './approvals.js';

/** Every call the server answers; /docs is generated from this list. */
export const endpoints = {
  system: systemEndpoints,
  games: gamesEndpoints,
  content: contentEndpoints,
  security: securityEndpoints,
  session: sessionEndpoints,
  social: socialEndpoints,
  member: memberEndpoints,
  wallet: walletEndpoints,
  admin: adminEndpoints,
  adminOperators: adminOperatorEndpoints,
  adminAudit: adminAuditEndpoints,
  securityCenter: securityCenterEndpoints,
  payments: paymentsEndpoints,
  adminPayments: adminPaymentsEndpoints,
  adminDepositMethods: adminDepositMethodEndpoints,
  adminBanners: adminBannerEndpoints,
  adminNotices: adminNoticeEndpoints,
  adminHelp: adminHelpEndpoints,
  adminContent: adminContentEndpoints,
  adminGames: adminGamesEndpoints,
  records: recordsEndpoints,
  vendorWallet: vendorWalletEndpoints,
  house: houseEndpoints,
  liveTables: liveTableEndpoints,
  pvp: pvpEndpoints,
  promotions: promotionsEndpoints,
  adminPromotions: adminPromotionEndpoints,
  agent: agentEndpoints,
  adminAgent: adminAgentEndpoints,
  agentCentre: agentCentreEndpoints,
  adminAgentTree: adminAgentTreeEndpoints,
  agentContracts: agentContractEndpoints,
  agentAccounts: agentAccountEndpoints,
  adminAgentContracts: adminContractEndpoints,
  adminJobs: adminJobEndpoints,
  lottery: lotteryEndpoints,
  adminLottery: adminLotteryEndpoints,
  sabong: sabongEndpoints,
  adminSabong: adminSabongEndpoints,
  sports: sportsEndpoints,
  adminSports: adminSportsEndpoints,
  sportsFeed: sportsFeedEndpoints,
  adminSportsFeeds: adminSportsFeedEndpoints,
  points: pointsEndpoints,
  adminPoints: adminPointsEndpoints,
  messages: messagesEndpoints,
  adminMessages: adminMessageEndpoints,
  adminConsole: adminConsoleEndpoints,
  missions: missionsEndpoints,
  adminMissions: adminMissionEndpoints,
  zalo: zaloEndpoints,
  adminZalo: adminZaloEndpoints,
  protection: protectionEndpoints,
  adminProtection: adminProtectionEndpoints,
  adminSystem: adminSystemEndpoints,
  adminMemberStatus: adminMemberStatusEndpoints,
  adminLabels: adminLabelEndpoints,
  adminMemberCare: adminMemberCareEndpoints,
  adminHouse: adminHouseEndpoints,
  adminApprovals: adminApprovalEndpoints,
};
export * from './links.js';
export * from './banner-routes.js';
