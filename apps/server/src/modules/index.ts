import { HOUSE_GAMES, type RegisterSettings } from '@swerte/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VisitorLocation } from '../platform/client-ip.js';
import type { Config } from '../platform/config.js';
import type { CacheDrops } from '../platform/cache-drops.js';
import type { Broadcast } from '../platform/broadcast.js';
import type { CounterStore } from '../platform/counters.js';
import type { Db } from '../platform/db/client.js';
import type { EventOutbox } from '../platform/events/index.js';
import type { PasswordHasher } from '../platform/password.js';
import type { EmailProvider } from '../platform/providers/email.js';
import type { SmsProvider } from '../platform/providers/sms.js';
import type { ServerSecrets } from '../platform/secrets.js';
import { registerAdminRoutes } from './admin/admin.routes.js';
import { registerJobAdminRoutes } from './admin/jobs-admin.routes.js';
import { registerMemberStatusRoutes } from './admin/member-status.routes.js';
import { createMemberStatusAdmin } from './admin/member-status.service.js';
import { createApprovalThresholds, type ApprovalThresholdService } from './admin/approval-thresholds.js';
import { registerApprovalRoutes } from './admin/approvals.routes.js';
import { createApprovalService, type ApprovalService } from './admin/approvals.service.js';
import { registerConsoleReadRoutes } from './admin/console-reads.routes.js';
import { createConsoleReads } from './admin/console-reads.service.js';
import { registerAgentApplicationRoutes } from './agent/agent-application.routes.js';
import { registerAgentCentreRoutes } from './agent/agent-centre.routes.js';
import { subscribeAgentStats } from './agent/agent-stats.js';
import {
  createAgentRegisterService,
  type AgentRegisterService,
  type DownlineRegistrar,
} from './agent/agent-register.service.js';
import { registerContractModule } from './agent/contract.routes.js';
import { createAgentContractService, type AgentContractService } from './agent/contract.service.js';
import {
  createContractSettingsService,
  type ContractSettingsService,
} from './agent/contract-settings.service.js';
import {
  createContractSettlementService,
  type ContractSettlementService,
} from './agent/contract-settlement.service.js';
import { createAgentTransferService, type AgentTransferService } from './agent/agent-transfer.service.js';
import { createAgentTeamService, type AgentTeamService } from './agent/team.service.js';
import { createAgentTreeService, type AgentTreeService } from './agent/tree.service.js';
import {
  createAgentApplicationService,
  type AgentApplicationService,
} from './agent/agent-application.service.js';
import { createOperatorLoginService, type OperatorLoginService } from './admin/operator-login.service.js';
import { createOperatorService, type OperatorService } from './admin/operator.service.js';
import type { ContentAdmin } from './content/content-admin.service.js';
import type { ContentImages } from './content/content-images.js';
import { createContentServices, registerContentModules } from './content/content.module.js';
import type { ContentService } from './content/content.service.js';
import type { FeedbackService } from './content/feedback.service.js';
import type { PromotionAdmin } from './content/promotions-admin.service.js';
import type { PromotionService } from './content/promotions.service.js';
import type { VipService } from './content/vip.service.js';
import { registerGamesAdminRoutes } from './games/games-admin.routes.js';
import { createGamesAdmin, type GamesAdmin } from './games/games-admin.service.js';
import { registerGamesRoutes } from './games/games.routes.js';
import { registerLaunchRoutes } from './games/launch.routes.js';
import { createGameLaunchService, type GameLaunchService } from './games/launch.service.js';
import { registerHouseModule } from './house/house.module.js';
import { findGame } from './house/house.repository.js';
import { registerPvpModule } from './pvp/pvp.module.js';
import { createPvpService, type PvpService } from './pvp/pvp.service.js';
import {
  createLotteryServices,
  registerLotteryModule,
  type LotteryServices,
} from './lottery/lottery.module.js';
import { createSabongServices, registerSabongModule, type SabongServices } from './sabong/sabong.module.js';
import { createSportsServices, registerSportsModule, type SportsServices } from './sports/sports.module.js';
import { createPointsServices, registerPointsModule, type PointsServices } from './points/points.module.js';
import {
  createProtectionServices,
  registerProtectionModule,
  type ProtectionServices,
} from './protection/protection.module.js';
import { createHouseService, type HouseService } from './house/house.service.js';
import { createGamesService, type GamesService } from './games/games.service.js';
import { createBankAccountService, type BankAccountService } from './member/bank-accounts.service.js';
import { registerMemberCareRoutes } from './member/member-care.routes.js';
import { createNotesService, type NotesService } from './member/notes/notes.service.js';
import { createLabelsService, type LabelsService } from './member/labels/labels.service.js';
import { registerLabelRoutes } from './member/labels/labels.routes.js';
import { registerMemberRoutes } from './member/member.routes.js';
import { createMemberService, type MemberService } from './member/member.service.js';
import { createPasswordService, type PasswordService } from './member/password.service.js';
import {
  createPaymentPasswordService,
  type PaymentPasswordService,
} from './member/payment-password.service.js';
import { registerSecurityCenterRoutes } from './member/security-center.routes.js';
import { createSecurityCenterService, type SecurityCenterService } from './member/security-center.service.js';
import {
  createPaymentServices,
  registerPaymentModules,
  type PaymentServices,
} from './wallet/payments/index.js';
import { createRegisterService, type RegisterService } from './member/register.service.js';
import { clientResolver } from '../platform/client-context.js';
import { registerSessionRoutes } from './session/session.routes.js';
import { createSessionService, type SessionService } from './session/session.service.js';
import { registerSystemGuard } from './system/system.guard.js';
import { registerSiteCsp } from './system/site-csp.js';
import { registerSystemAdminRoutes } from './system/system-admin.routes.js';
import { registerSystemMedia, registerSystemRoutes } from './system/system.routes.js';
import { createSystemService, type SystemService } from './system/system.service.js';
import {
  createVendorWalletServices,
  registerVendorWalletModule,
  type VendorWalletServices,
} from './vendor-wallet/vendor-wallet.module.js';
import { createBetServices, type BetServices } from './wallet/bets/index.js';
import { createBonusServices, type BonusServices } from './wallet/bonus/index.js';
import { createLedgerServices, type LedgerService } from './wallet/ledger/index.js';
import { createRebateServices, registerRebateModule, type RebateServices } from './wallet/rebate/index.js';
import { createRecordServices, registerRecordModules, type RecordServices } from './wallet/records/index.js';
import {
  createTransferServices,
  registerTransferModule,
  type TransferServices,
} from './wallet/transfers/index.js';

/** `wallet` (transfers), `bets`, `bonuses`, `rebates` and `records` come from the wallet's areas. */
export interface Services
  extends TransferServices, BetServices, BonusServices, RebateServices, RecordServices, VendorWalletServices {
  system: SystemService;
  games: GamesService;
  gamesAdmin: GamesAdmin;
  content: ContentService;
  contentAdmin: ContentAdmin;
  contentImages: ContentImages;
  feedback: FeedbackService;
  promotions: PromotionService;
  promotionAdmin: PromotionAdmin;
  vip: VipService;
  labels: LabelsService;
  notes: NotesService;
  member: MemberService;
  session: SessionService;
  register: RegisterService;
  passwords: PasswordService;
  operators: OperatorService;
  operatorLogin: OperatorLoginService;
  paymentPasswords: PaymentPasswordService;
  bankAccounts: BankAccountService;
  securityCenter: SecurityCenterService;
  payments: PaymentServices;
  launches: GameLaunchService;
  house: HouseService;
  /** PvP card rooms (Pusoy Dos) of vendor SW_PVP. */
  pvp: PvpService;
  lottery: LotteryServices;
  /** The house sabong: fights, bets, the schedule and its back office. */
  sabong: SabongServices;
  sports: SportsServices;
  agentApplications: AgentApplicationService;
  agentTree: AgentTreeService;
  agentTeam: AgentTeamService;
  agentTransfers: AgentTransferService;
  agentContracts: AgentContractService;
  agentContractSettings: ContractSettingsService;
  agentSettlement: ContractSettlementService;
  agentRegister: AgentRegisterService;
  /** The points area: mall, redemptions, its back office and platform messages. */
  loyalty: PointsServices;
  /** Player protection: limits, time-outs, self-exclusion, reality checks; `guard` for the money paths. */
  protection: ProtectionServices;
  /** Four-eyes: the operator-set amounts (and the gate the money calls ask) and the requests. */
  approvalThresholds: ApprovalThresholdService;
  approvals: ApprovalService;
}

/** The platform pieces the areas share, built once by the app (tests may pass their own providers). */
export interface PlatformDeps {
  secrets: ServerSecrets;
  counters: CounterStore;
  hasher: PasswordHasher;
  sms: SmsProvider;
  email: EmailProvider;
  events: Pick<EventOutbox, 'publish' | 'publishMany' | 'subscribers'>;
  cacheDrops: CacheDrops;
  broadcast: Broadcast;
  /**
   * The clock scheduled work runs by: the job runner's due periods and what the contract settlement
   * counts as ended (default the machine's; BuildAppOptions.clock).
   */
  clock?: () => Date;
}

/** Builds every area's service with exactly the dependencies it needs. */
export function createServices(db: Db, config: Config, platform: PlatformDeps): Services {
  const { events, cacheDrops } = platform;
  const system = createSystemService({
    db,
    timeZone: config.SITE_TIMEZONE,
    fanOut: cacheDrops.fanOut,
    publicUrl: config.PUBLIC_URL,
    // The protection area is built further down; the permission call asks it per request (cached there).
    ageRules: (country) => protection.admin.publicInfo(country),
    jurisdictionExists: async (code) => (await protection.admin.jurisdictions()).some((j) => j.code === code),
  });
  const settings = {
    whitelabel: system.getWhitelabel,
    security: async () => (await system.getSettings()).security,
    registerRules: system.getRegisterSettings,
    siteName: async () => (await system.getSettings()).site.name,
  };
  const member = createMemberService({ db });
  const games = createGamesService({ db });
  const { ledger } = createLedgerServices({ db });
  const protection = createProtectionServices({
    db,
    timeZone: config.SITE_TIMEZONE,
    // The session area is built further down; a self-exclusion only calls this per request.
    revokeAllSessions: (tx, memberId) => session.tokens.revokeAllOfMember(tx, memberId),
  });
  const { guard } = protection;
  const approvalThresholds = createApprovalThresholds({ db });
  const fourEyes = approvalThresholds.gate;
  const { wallet } = createTransferServices({
    db,
    ledger,
    members: member,
    games,
    // The member area's check (with its lockout) is built further down; it is only called per request.
    paymentPasswords: { verify: (...args) => account.paymentPasswords.verify(...args) },
    walletSettings: async () => (await system.getSettings()).wallet,
    currencySymbol: async () => (await system.getSettings()).site.currencySymbol,
    protection: guard,
    fourEyes,
  });
  const session = createSessionService({
    db,
    config,
    secrets: platform.secrets,
    members: member,
    counters: platform.counters,
    hasher: platform.hasher,
    sms: platform.sms,
    email: platform.email,
    preparePlayMoney: wallet.prepareTrialPlayMoney,
    loginGate: (tx, memberId) => guard.checkLogin(tx, memberId),
    ...settings,
  });
  const register = createRegisterService({
    db,
    events,
    members: member,
    login: session.login,
    human: session.human,
    codes: session.codes,
    hasher: platform.hasher,
    whitelabel: settings.whitelabel,
    registerRules: settings.registerRules,
    // The points area (built further down) owns members' invite codes; only called per request.
    invites: {
      findInviter: (code) => loyalty.referrals.findInviter(code),
      record: (...args) => loyalty.referrals.record(...args),
    },
    protection: {
      checkRegistration: (...args) => guard.checkRegistration(...args),
      registrationRules: protection.admin.registrationRules,
      applyInitialLimits: protection.protection.applyInitialLimits,
    },
  });
  const passwords = createPasswordService({
    db,
    members: member,
    tokens: session.tokens,
    oneTime: session.oneTime,
    codes: session.codes,
    email: platform.email,
    counters: platform.counters,
    hasher: platform.hasher,
    publicUrl: config.PUBLIC_URL,
    ...settings,
  });
  const account = createAccountServices(db, platform, member, session, settings.registerRules);
  const payments = createPaymentServices({
    db,
    events,
    ledger,
    members: member,
    paymentPasswords: account.paymentPasswords,
    bankAccounts: account.bankAccounts,
    withdrawSettings: async () => (await system.getSettings()).wallet,
    fourEyes,
    timeZone: config.SITE_TIMEZONE,
    sandboxSecret: config.SANDBOX_GATEWAY_SECRET,
    hmacKey: platform.secrets.hmacKey,
    paymentSandbox: config.PAYMENT_SANDBOX,
    protection: guard,
  });
  const bonus = createBonusServices({ db, ledger, members: member });
  const bets = createBetServices({
    db,
    events,
    ledger,
    members: member,
    bonuses: bonus.bonuses,
    houseShards: config.LEDGER_HOUSE_SHARDS,
    protection: guard,
  });
  const rebate = createRebateServices({
    db,
    ledger,
    rebateSettings: async () => (await system.getSettings()).rebate,
    timeZone: config.SITE_TIMEZONE,
  });
  const records = createRecordServices({
    db,
    members: member,
    games,
    bets: bets.betReads,
    bonuses: bonus.bonusReads,
    timeZone: config.SITE_TIMEZONE,
  });
  const content = createContentServices({
    db,
    fanOut: cacheDrops.fanOut,
    settings: async () => (await system.getSettings()).feedback,
    verifyHuman: session.human.verifyAltcha,
    activity: records.activity,
    bonuses: bonus.bonuses,
    members: member,
    protection: guard,
    fourEyes,
  });
  const labels = createLabelsService({ db });
  const notes = createNotesService({ db });
  const loyalty = createPointsServices({
    db,
    labels,
    ledger,
    bonuses: bonus.bonuses,
    paymentPasswords: account.paymentPasswords,
    houseShards: config.LEDGER_HOUSE_SHARDS,
    timeZone: config.SITE_TIMEZONE,
    protection: guard,
    promotions: {
      claimable: async (memberId, lang) =>
        (await content.promotions.list(lang, memberId)).list
          .filter((promotion) => promotion.status === 'claim')
          .map((promotion) => ({ id: promotion.id, title: promotion.title, endAt: promotion.endAt })),
      claimIn: (tx, memberId, id, lang) => content.promotions.claimIn(tx, memberId, id, lang),
    },
    vip: { ladder: content.vip.ladder, levelOf: content.vip.levelOf },
  });
  const vendorWallet = createVendorWalletServices({
    db,
    serverKey: platform.secrets.hmacKey,
    bets: bets.bets,
    ledger,
    members: member,
    events,
  });
  return {
    system,
    games,
    gamesAdmin: createGamesAdmin({
      db,
      invalidateVendors: cacheDrops.fanOut('games.vendors', () => {
        games.invalidateVendors();
        vendorWallet.vendorWallet.invalidateVendors();
      }),
      // A game change can bring its vendor into the lanes or take it out (games/launchable.ts).
      invalidateCatalogue: cacheDrops.fanOut('games.catalogue', () => games.invalidateVendors()),
    }),
    ...content,
    member,
    session,
    register,
    passwords,
    wallet,
    operators: createOperatorService({
      db,
      hasher: platform.hasher,
      idleMs: config.OPERATOR_IDLE_MINUTES * 60_000,
    }),
    operatorLogin: createOperatorLoginService({
      db,
      hasher: platform.hasher,
      counters: platform.counters,
      human: session.human,
      serverSecret: platform.secrets.hmacKey,
      idleMs: config.OPERATOR_IDLE_MINUTES * 60_000,
    }),
    ...account,
    payments,
    ...bonus,
    ...bets,
    ...rebate,
    ...records,
    ...vendorWallet,
    launches: createGameLaunchService({
      db,
      launchTokens: vendorWallet.launchTokens,
      recordRecentGame: games.catalogue.recordRecentGame,
      publicUrl: config.PUBLIC_URL,
    }),
    house: createHouseService({
      db,
      vendorWallet: vendorWallet.vendorWallet,
      wallet: bets.bets,
      betSettlement: bets.betSettlement,
      broadcast: platform.broadcast,
    }),
    pvp: createPvpService({
      db,
      ledger,
      bets: bets.bets,
      protection: guard,
      broadcast: platform.broadcast,
      playable: async () =>
        (await findGame(db, HOUSE_GAMES.pusoyDos.vendor, HOUSE_GAMES.pusoyDos.gameCode))?.playable ?? false,
    }),
    lottery: createLotteryServices({
      db,
      bets: bets.bets,
      betSettlement: bets.betSettlement,
      events,
      ledger,
      members: member,
      timeZone: config.SITE_TIMEZONE,
      settleBatchSize: config.LOTTERY_SETTLE_BATCH_SIZE,
    }),
    sabong: createSabongServices({
      db,
      bets: bets.bets,
      betSettlement: bets.betSettlement,
      events,
      broadcast: platform.broadcast,
      ledger,
      members: member,
      timeZone: config.SITE_TIMEZONE,
    }),
    sports: createSportsServices({
      db,
      bets: bets.bets,
      betSettlement: bets.betSettlement,
      events,
      ledger,
      members: member,
      clock: platform.clock ?? (() => new Date()),
      serverSecret: platform.secrets.hmacKey,
      settleBatchSize: config.SPORTS_SETTLE_BATCH_SIZE,
    }),
    agentApplications: createAgentApplicationService({ db, members: member }),
    ...createAgentServices(db, config, ledger, account.paymentPasswords, register, platform.clock),
    loyalty,
    labels,
    notes,
    protection,
    approvalThresholds,
    approvals: createApprovalService({
      db,
      members: member,
      wallet,
      withdrawals: payments.withdrawals,
      promotions: content.promotionAdmin.entries,
    }),
  };
}

/** The agent centre: the downline tree, the team's reports and transfers to the downline. */
function createAgentServices(
  db: Db,
  config: Config,
  ledger: LedgerService,
  paymentPasswords: PaymentPasswordService,
  registrar: DownlineRegistrar,
  clock: PlatformDeps['clock'],
) {
  const agentContracts = createAgentContractService({ db });
  const agentTree = createAgentTreeService({ db, onMove: agentContracts.endForMove });
  return {
    agentTree,
    agentContracts,
    agentContractSettings: createContractSettingsService({ db }),
    agentRegister: createAgentRegisterService({ registrar, contracts: agentContracts }),
    agentSettlement: createContractSettlementService({
      db,
      ledger,
      timeZone: config.SITE_TIMEZONE,
      ...(clock ? { now: clock } : {}),
    }),
    agentTeam: createAgentTeamService({ db, tree: agentTree, timeZone: config.SITE_TIMEZONE }),
    agentTransfers: createAgentTransferService({
      db,
      ledger,
      paymentPasswords,
      tree: agentTree,
      dailyLimit: config.AGENT_TRANSFER_DAILY_LIMIT_CENTS,
      timeZone: config.SITE_TIMEZONE,
    }),
  };
}

/** "My account": the payment password, withdrawal bank accounts and the profile. */
function createAccountServices(
  db: Db,
  platform: PlatformDeps,
  members: MemberService,
  session: SessionService,
  registerRules: () => Promise<RegisterSettings>,
) {
  const paymentPasswords = createPaymentPasswordService({
    db,
    members,
    counters: platform.counters,
    hasher: platform.hasher,
    registerRules,
  });
  const bankAccounts = createBankAccountService({ db, paymentPasswords, registerRules });
  const securityCenter = createSecurityCenterService({
    db,
    members,
    codes: session.codes,
    counters: platform.counters,
    hasher: platform.hasher,
    registerRules,
    countBankAccounts: bankAccounts.countActive,
  });
  return { paymentPasswords, bankAccounts, securityCenter };
}

/** The composition root's route table: the maintenance/region guard first, then each area. */
export function registerModules(
  app: FastifyInstance,
  services: Services,
  visitorOf: (request: FastifyRequest) => VisitorLocation,
  config: Config,
): void {
  const clientOf = clientResolver(visitorOf);
  registerSystemGuard(app, services.system, visitorOf);
  registerSystemRoutes(
    app,
    services.system,
    visitorOf,
    async (memberId) => (await services.vip.clubLabel(memberId, 'EN'))?.rankLevel ?? 0,
  );
  registerSystemMedia(app, services.system);
  registerSystemAdminRoutes(app, services.system, (request) => visitorOf(request).ip);
  registerSiteCsp(app, services.system.getSettings, config.PUBLIC_URL);
  registerGamesRoutes(app, services.games);
  registerGamesAdminRoutes(app, { admin: services.gamesAdmin, ipOf: (request) => visitorOf(request).ip });
  registerContentModules(app, services, visitorOf);
  registerSessionRoutes(app, services.session, clientOf, config);
  registerMemberRoutes(app, {
    members: services.member,
    register: services.register,
    passwords: services.passwords,
    social: services.session.social,
    clientOf,
    clubLabel: services.vip.clubLabel,
    memberLabel: services.labels.labelsOf,
  });
  registerLabelRoutes(app, services.labels, (request) => visitorOf(request).ip);
  registerMemberCareRoutes(app, {
    bankAccounts: services.bankAccounts,
    notes: services.notes,
    ipOf: (request) => visitorOf(request).ip,
  });
  registerTransferModule(app, services, clientOf, () => services.agentContracts.flags());
  registerAdminRoutes(app, {
    operators: services.operators,
    operatorLogin: services.operatorLogin,
    wallet: services.wallet,
    clientOf,
  });
  registerJobAdminRoutes(app, app.jobs);
  registerMemberStatusRoutes(
    app,
    createMemberStatusAdmin({ db: app.database.db }),
    (request) => visitorOf(request).ip,
  );
  registerApprovalRoutes(app, {
    approvals: services.approvals,
    thresholds: services.approvalThresholds,
    clientOf,
  });
  registerConsoleReadRoutes(app, createConsoleReads({ db: app.database.db, timeZone: config.SITE_TIMEZONE }));
  registerSecurityCenterRoutes(app, { ...services, clientOf });
  registerPaymentModules(
    app,
    services.payments,
    clientOf,
    async () => (await services.system.getSettings()).site.name,
  );
  registerRecordModules(app, services);
  registerRebateModule(app, services);
  registerVendorWalletModule(app, services, { rateLimitMax: config.VENDOR_RATE_LIMIT_MAX });
  registerLaunchRoutes(app, services.launches);
  registerHouseModule(app, services.house);
  registerPvpModule(app, services.pvp, services.house, (request) => visitorOf(request).ip);
  registerLotteryModule(app, services.lottery, (request) => visitorOf(request).ip);
  registerSabongModule(app, services.sabong, (request) => visitorOf(request).ip);
  registerSportsModule(app, services.sports, (request) => visitorOf(request).ip, {
    rateLimitMax: config.VENDOR_RATE_LIMIT_MAX,
  });
  registerAgentApplicationRoutes(app, {
    applications: services.agentApplications,
    ipOf: (request) => visitorOf(request).ip,
  });
  registerAgentCentreRoutes(app, {
    tree: services.agentTree,
    team: services.agentTeam,
    transfers: services.agentTransfers,
    ipOf: (request) => visitorOf(request).ip,
  });
  subscribeAgentStats(app.events, config.SITE_TIMEZONE);
  registerProtectionModule(app, services.protection, {
    ipOf: (request) => visitorOf(request).ip,
    countryOf: (request) => visitorOf(request).country,
  });
  registerPointsModule(app, services.loyalty, {
    ledger: services.wallet.ledger,
    houseShards: config.LEDGER_HOUSE_SHARDS,
    timeZone: config.SITE_TIMEZONE,
    ipOf: (request) => visitorOf(request).ip,
  });
  registerContractModule(app, {
    contracts: services.agentContracts,
    settings: services.agentContractSettings,
    settlement: services.agentSettlement,
    register: services.agentRegister,
    agentNotices: (language) => services.content.getAgentNotices(language),
    ipOf: (request) => visitorOf(request).ip,
    countryOf: (request) => visitorOf(request).country,
    timeZone: config.SITE_TIMEZONE,
  });
}
