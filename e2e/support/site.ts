import { createServer, type AddressInfo } from 'node:net';
import {
  AdminEventBodySchema,
  parseCents,
  type ApprovalKind,
  type ContractKind,
  type GameType,
  type OperatorRole,
  type WhitelabelFlag,
} from '@swerte/contracts';
import { timeoutMove, type PdGame } from '@swerte/games';
import { and, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { periodAt } from '../../apps/server/src/modules/agent/contract-periods.js';
import { CONTRACT_SCHEDULES } from '../../apps/server/src/modules/agent/contract.routes.js';
import {
  bets,
  depositMethods,
  emailOutbox,
  memberBankAccounts,
  members,
  outboxDeliveries,
  pvpHands,
  pvpRooms,
  pvpSeats,
  smsOutbox,
  socialIdentities,
  vendors,
} from '../../apps/server/src/db/schema.js';
import { bet } from '../../apps/server/test/bet-helpers.js';
import { approvedDeposit } from '../../apps/server/test/promo-helpers.js';
import { buildTestApp, type TestApp } from '../../apps/server/test/build-test-app.js';
import { usePublishedDemoPasswords } from '../../apps/server/test/demo-logins.js';
import { PRODUCTION_SITE_ENV } from '../../apps/server/test/prepared-database.js';
import { connectVendors } from '../../apps/server/test/vendor-helpers.js';
import { creditCash, makeOperator, walletMember } from '../../apps/server/test/wallet-helpers.js';
import { memberSession } from '../../apps/server/test/account-helpers.js';
import { accountKey, houseShardKey } from '../../apps/server/src/modules/wallet/ledger/index.js';

const E2E_ACTOR = { actor: 'e2e' };
/** Two operators: a sabong result is confirmed by another than the one who entered it. */
const SABONG_OPERATOR_A = { actor: 'operator:e2e-a', ip: null };
const SABONG_OPERATOR_B = { actor: 'operator:e2e-b', ip: null };

export interface RunningSite {
  baseURL: string;
  setMaintenance(window: { title: string; info: string; endTime: string | null }): Promise<void>;
  blockAddress(cidr: string): Promise<void>;
  /** Back to status 0: maintenance off and no region blocks. */
  resetStatus(): Promise<void>;
  /**
   * Runs `send` (the click that asks for a code) and waits for the code it texts to an E.164 number
   * through the dev SMS outbox: a code newer than any sent there before.
   */
  smsCodeFrom(recipient: string, send: () => Promise<void>): Promise<string>;
  /** The newest e-mail body sent to an address through the dev e-mail outbox. */
  latestEmail(recipient: string): Promise<string>;
  /** A captcha issued by the server, with its answer, for a browser test to be served. */
  issueCaptcha(): Promise<{ captchaKey: string; image: string; answer: string }>;
  /**
   * Connects demo vendors with no game server to stand-in addresses (all but those named), so their
   * games list as a connected vendor's would; the demo itself lists only the house's games.
   */
  connectVendors(except?: readonly string[]): Promise<void>;
  /** Takes vendors' launch addresses away again: their games stop opening and stop being listed. */
  disconnectVendors(names: readonly string[]): Promise<void>;
  /** Switches whitelabel flags (§3) as an operator would. */
  setFlags(flags: Partial<Record<WhitelabelFlag, '0' | '1'>>): Promise<void>;
  /** Changes the operator's security settings (code limits, new-address checks…). */
  setSecurity(change: Record<string, unknown>): Promise<void>;
  /** Links a provider's subject to a member, as the member-centre link flow would have. */
  linkSocial(username: string, provider: 'google' | 'facebook', subject: string): Promise<void>;
  /**
   * A new member (given the stake in cash) whose bet settles through the bets service, as a game
   * vendor's report would make it; `daysAgo` moves the settlement back (the winner board's periods).
   */
  settleBet(
    username: string,
    win: {
      stake: bigint;
      payout: bigint;
      gameType?: GameType;
      vendor?: string;
      gameName?: string;
      daysAgo?: number;
      /** The agent whose team the new member joins. */
      upline?: string;
    },
  ): Promise<void>;
  /** A settled bet of an existing member (e.g. one registered in the browser), as a vendor reports it. */
  settleMemberBet(username: string, win: { stake: bigint; payout: bigint }): Promise<void>;
  /** The operator turns contract kinds on (the platform pays) with a ceiling for every agent kind. */
  enableContracts(kinds: ContractKind[], maxRate: number): Promise<void>;
  /** The operator offers a top agent a contract of one tier (it accepts it in its centre). */
  offerTopContract(username: string, kind: ContractKind, rate: number): Promise<void>;
  /**
   * Moves the site's clock of scheduled work (the job runner's due periods and what the contract
   * settlement counts as ended; nothing else) to 5 s after the (kind, daily) job's time that follows
   * today's site day, so the job runner queues that period and runs it as it would after midnight. Waits
   * (at most 60 s) until the job's run for today is done and returns what it paid.
   */
  runDailyContractJob(kind: ContractKind): Promise<string>;
  /**
   * A new member who reports a bank transfer of `amount` pesos on the first bank method, as the deposit
   * page sends it (the deposit waits for an operator). Returns the deposit's order number.
   */
  reportBankDeposit(username: string, amount: string): Promise<string>;
  /** Credits an existing member's cash (cents), as an operator's adjustment would. */
  creditMember(username: string, cash: bigint): Promise<void>;
  /** A new member with an empty wallet. */
  addMember(username: string): Promise<void>;
  /** A new member (password Login1234) with `cash` cents, as the journeys' second player. */
  addFundedMember(username: string, cash: bigint): Promise<void>;
  /** A new member with one withdrawal account (BDO, in the payee name Maria Santos), as the member adds one. */
  addMemberWithBankAccount(username: string, accountNumber: string): Promise<void>;
  /** A new member with cash sits at a PvP room with `buyIn`, as the sit call would. */
  pvpSeat(username: string, roomCode: string, buyIn: string): Promise<void>;
  /**
   * The room's hand: its state, whose turn it is (username), and once settled each username's result
   * in cents. For a player in `autoPlay`, whose turn it is, makes the timer's move as that player would.
   */
  pvpHand(
    roomCode: string,
    autoPlay: readonly string[],
  ): Promise<{ state: string; turn: string | null; results: Record<string, bigint> } | null>;
  /** A member's cash balance in cents. */
  cashOf(username: string): Promise<bigint>;
  /** A back-office operator, as an admin adds one (the console enrols an admin's or finance's second factor). */
  addOperator(username: string, role: OperatorRole, password: string): Promise<void>;
  /** The four-eyes amounts (pesos, null: off), as the admin sets them. */
  setFourEyes(thresholds: Record<ApprovalKind, string | null>): Promise<void>;
  /**
   * Moves the start of a member's open login sessions `minutes` back, as that much play time would
   * (the reality check and the session-time limit count from it).
   */
  backdateSessions(username: string, minutes: number): Promise<void>;
  /**
   * A new member redeems a goods reward of this title (made for it) with points given to it: the
   * redemption waits in the operator's queue. Answers its id.
   */
  redeemGoods(username: string, title: string): Promise<number>;
  /**
   * Progress of a member on a mission in a past period ('D20261101'), as the outbox would have counted
   * it then: the leaderboard's history.
   */
  pastMissionProgress(
    username: string,
    missionId: number,
    periodKey: string,
    progress: bigint,
  ): Promise<void>;
  /** A bank deposit of an existing member, reported and approved as the back office would. */
  approveDepositOf(username: string, amount: string): Promise<void>;
  /**
   * Moves a lottery game's open draw so betting locks in `seconds` and the draw follows a second later
   * (the real calendar's draw is hours away); the draw job then draws and settles it.
   */
  lotteryDrawIn(gameCode: string, seconds: number): Promise<{ numero: string }>;
  /** One run of the lottery's draw job (lock, draw and settle whatever is due), as its schedule would. */
  sweepLottery(): Promise<void>;
  /** Switches a Vietnamese game to official results (or back to the house draw), as an operator would. */
  lotteryResultSource(gameCode: string, source: 'house' | 'official'): Promise<void>;
  /**
   * Stops the demo card (its open fight cancelled) and opens an operator-run fight of its own for bets:
   * the arena's current fight, whose close and result the journey decides. Answers its id.
   */
  openSabongFight(): Promise<number>;
  /** A new member (given the stake in cash) bets on a fight, as the bet call would. */
  sabongBet(username: string, fightId: number, side: 'meron' | 'wala' | 'draw', stake: string): Promise<void>;
  /** An operator closes the window, a first operator enters the result and a second confirms it. */
  settleSabongFight(fightId: number, result: 'meron' | 'wala' | 'draw'): Promise<void>;
  /**
   * An operator opens a match of the house book `minutes` ahead by the book's clock, at 0% margin with
   * the given fair 1X2 odds (home, draw, away), a −0.25 handicap and over/under 2.5. Answers its id.
   */
  sportsMatch(match: {
    category?: 'sports' | 'esports';
    sport: string;
    league: string;
    home: string;
    away: string;
    minutes: number;
    odds1x2?: [string, string, string];
  }): Promise<number>;
  /** A first operator enters an event's final score and a second confirms it (it settles at once). */
  settleSportsEvent(eventId: number, score: { home: number; away: number }): Promise<void>;
  /** Moves the clock the site's books run by (starts, virtual rounds) forward, then runs the book once. */
  advanceBookClock(ms: number): Promise<void>;
  /**
   * Waits (at most 20 s) until the outbox has delivered every event published so far to each of its
   * handlers (no delivery pending): what reads the handlers' aggregates sees every earlier change.
   */
  eventsDelivered(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback port free right now, so the site knows its own address (PUBLIC_URL) before it starts;
 * E2E_PORT pins it (an engineer sharing the machine keeps to a range of its own).
 */
function freePort(): Promise<number> {
  if (process.env.E2E_PORT) return Promise.resolve(Number(process.env.E2E_PORT));
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The whole site as a visitor meets it: the production server, serving the built web app, on a fresh
 * copy of the run's seeded embedded database, listening on a free loopback port.
 */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  // The clock of the site's scheduled work, moved forward by runDailyContractJob.
  let clockOffset = 0;
  const clock = () => new Date(Date.now() + clockOffset);
  const testApp: TestApp = await buildTestApp(
    {
      // A production site, with the demo data and the sandbox gateway asked for by name.
      ...PRODUCTION_SITE_ENV,
      RATE_LIMIT_MAX: '100000',
      // Every browser of a run logs in from 127.0.0.1, and the journeys fail logins on purpose.
      LOGIN_ADDRESS_FAILURES: '100000',
      // Links the server writes (reset e-mails, social login callbacks) point back at this site.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // A build of one's own (vite build --outDir …), so parallel runs do not share apps/web/dist.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      ...env,
    },
    {},
    clock,
  );
  const { app } = testApp;
  await usePublishedDemoPasswords(testApp.database.db);
  await app.listen({ host: '127.0.0.1', port });
  const system = app.services.system;

  return {
    baseURL: `http://127.0.0.1:${port}`,
    setMaintenance: async (window) => {
      await system.setMaintenance({ enabled: true, ...window }, E2E_ACTOR);
    },
    blockAddress: async (cidr) => {
      await system.addRegionBlock({ kind: 'cidr', value: cidr }, E2E_ACTOR);
    },
    resetStatus: async () => {
      await system.setMaintenance({ enabled: false }, E2E_ACTOR);
      for (const block of await system.listRegionBlocks()) {
        await system.removeRegionBlock({ kind: block.kind, value: block.value }, E2E_ACTOR);
      }
    },
    smsCodeFrom: async (recipient, send) => {
      const newest = async () => {
        const [row] = await testApp.database.db
          .select({ id: smsOutbox.id, body: smsOutbox.body })
          .from(smsOutbox)
          .where(eq(smsOutbox.recipient, recipient))
          .orderBy(desc(smsOutbox.id))
          .limit(1);
        return row;
      };
      const before = (await newest())?.id ?? 0;
      await send();
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const row = await newest();
        const code = row && row.id > before ? row.body.match(/\b(\d{6})\b/)?.[1] : undefined;
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no new SMS code sent to ${recipient} within 20 s`);
    },
    latestEmail: async (recipient) => {
      const [row] = await testApp.database.db
        .select({ body: emailOutbox.body })
        .from(emailOutbox)
        .where(eq(emailOutbox.recipient, recipient))
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      if (!row) throw new Error(`no e-mail sent to ${recipient}`);
      return row.body;
    },
    issueCaptcha: () => app.services.session.human.createCaptcha(),
    connectVendors: async (except = []) => {
      const all = await testApp.database.db.select({ vassalage: vendors.vassalage }).from(vendors);
      const names = all.map((row) => row.vassalage).filter((name) => !except.includes(name));
      await connectVendors(testApp.database.db, names);
      app.services.games.invalidateVendors();
    },
    disconnectVendors: async (names) => {
      await testApp.database.db
        .update(vendors)
        .set({ launchUrl: null })
        .where(inArray(vendors.vassalage, [...names]));
      app.services.games.invalidateVendors();
    },
    setFlags: async (flags) => {
      const current = await system.getWhitelabel();
      await system.setSetting('whitelabel', { ...current, ...flags }, E2E_ACTOR);
    },
    setSecurity: async (change) => {
      const { security } = await system.getSettings();
      await system.setSetting('security', { ...security, ...change }, E2E_ACTOR);
    },
    linkSocial: async (username, provider, subject) => {
      const [member] = await testApp.database.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.username, username));
      if (!member) throw new Error(`no member ${username}`);
      await testApp.database.db.insert(socialIdentities).values({ provider, subject, memberId: member.id });
    },
    settleBet: async (username, { daysAgo, upline, ...win }) => {
      const [agent] = upline
        ? await testApp.database.db
            .select({ id: members.id })
            .from(members)
            .where(eq(members.username, upline))
        : [];
      const member = await walletMember(app, username, {
        cash: win.stake,
        ...(agent ? { extra: { uplineId: agent.id } } : {}),
      });
      const settled = await bet(app, member.id, win);
      if (daysAgo) {
        const at = new Date(Date.now() - daysAgo * 86_400_000);
        await testApp.database.db.execute(
          sql`UPDATE bets SET settled_at = ${at} WHERE id = ${settled.bet.id}`,
        );
      }
    },
    settleMemberBet: async (username, win) => {
      const [member] = await testApp.database.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.username, username));
      if (!member) throw new Error(`no member ${username}`);
      await bet(app, member.id, win);
    },
    enableContracts: async (kinds, maxRate) => {
      await app.services.agentContractSettings.save(
        {
          kinds: kinds.map((kind) => ({ kind, enabled: true, payer: 'platform', carryLoss: false })),
          ceilings: kinds.flatMap((kind) =>
            ([1, 2, 41, 42] as const).map((isAgent) => ({ isAgent, kind, maxRate })),
          ),
        },
        { actor: 'e2e', ip: null },
      );
    },
    offerTopContract: async (username, kind, rate) => {
      const [agent] = await testApp.database.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.username, username));
      if (!agent) throw new Error(`no member ${username}`);
      await app.services.agentContracts.offerAsOperator(
        { agentId: agent.id, kind, tiers: [{ minActive: 0, rate }] },
        { actor: 'e2e', ip: null },
      );
    },
    runDailyContractJob: async (kind) => {
      const timeZone = testApp.config.SITE_TIMEZONE;
      const schedule = CONTRACT_SCHEDULES.find((one) => one.kind === kind && one.period === 'daily');
      const [minute, hour] = (schedule?.cron ?? '').split(' ').map(Number);
      if (minute === undefined || hour === undefined) throw new Error(`no daily job for ${kind}`);
      const today = periodAt('daily', new Date(), timeZone);
      const jobTime = today.end.getTime() + (hour * 60 + minute) * 60_000 + 5_000;
      clockOffset = jobTime - Date.now();
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const { list } = await app.services.agentSettlement.runs(kind, 20);
        const run = list.find(
          (one) =>
            one.periodStart === today.start.toISOString() && one.period === 'daily' && one.status === 'done',
        );
        if (run) return run.amount;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`the ${kind} job did not settle ${today.fromDay} within 60 s`);
    },
    reportBankDeposit: async (username, amount) => {
      const member = await walletMember(app, username);
      const [method] = await testApp.database.db
        .select({ id: depositMethods.id })
        .from(depositMethods)
        .where(and(eq(depositMethods.kind, 'bank'), eq(depositMethods.enabled, true)))
        .orderBy(depositMethods.sortOrder)
        .limit(1);
      if (!method) throw new Error('no bank deposit method');
      const deposit = await app.services.payments.deposits.createBankDeposit(
        member.id,
        { methodId: method.id, amount, reference: `E2E-${username}`, receipts: [] },
        '127.0.0.1',
      );
      return deposit.orderNo;
    },
    redeemGoods: async (username, title) => {
      const paymentPassword = 'Pay-E2E-1234';
      const member = await memberSession(app, username, { paymentPassword });
      const { admin, redeem } = app.services.loyalty;
      const reward = await admin.createReward(
        {
          kind: 'goods',
          title: { TY: title, EN: title },
          description: { TY: '', EN: '' },
          imageUrl: '',
          pointsPrice: 50,
          stock: 5,
          perMemberLimit: null,
          amount: '0.00',
          turnoverMultiple: 0,
          enabled: true,
          sortOrder: 0,
        },
        { ...E2E_ACTOR, ip: '127.0.0.1' },
      );
      await testApp.database.db.transaction((tx) =>
        app.services.wallet.ledger.post(tx, {
          idempotencyKey: `e2e-points:${username}`,
          kind: 'adjust',
          memberId: member.id,
          actor: 'system',
          postings: [
            { accountKey: accountKey.points(member.id), amount: 50n },
            {
              accountKey: houseShardKey('points', member.id, testApp.config.LEDGER_HOUSE_SHARDS),
              amount: -50n,
            },
          ],
        }),
      );
      const done = await redeem.redeem(
        member.id,
        {
          rewardId: reward.id,
          quantity: 1,
          paymentPassword,
          requestId: `e2e-goods-${member.id}`,
          delivery: { name: 'E2E Player', phone: '+63 900 000 0000', address: '1 Test St, Manila' },
        },
        '127.0.0.1',
        'EN',
      );
      return done.id;
    },
    creditMember: async (username, cash) => {
      const [member] = await testApp.database.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.username, username));
      if (!member) throw new Error(`no member ${username}`);
      await creditCash(app, member.id, cash, `e2e-credit:${username}:${Date.now()}`);
    },
    backdateSessions: async (username, minutes) => {
      await testApp.database.db.execute(
        sql`UPDATE sessions SET created_at = created_at - make_interval(mins => ${minutes})
            WHERE kind = 'session' AND revoked_at IS NULL
              AND member_id = (SELECT id FROM members WHERE username = ${username})`,
      );
    },
    approveDepositOf: async (username, amount) => {
      const [member] = await testApp.database.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.username, username));
      if (!member) throw new Error(`no member ${username}`);
      await approvedDeposit(app, member.id, amount);
    },
    pastMissionProgress: async (username, missionId, periodKey, progress) => {
      await testApp.database.db.execute(
        sql`INSERT INTO mission_progress (mission_id, member_id, period_key, progress)
            SELECT ${missionId}, id, ${periodKey}, ${progress} FROM members WHERE username = ${username}`,
      );
    },
    addMember: async (username) => {
      await walletMember(app, username);
    },
    addFundedMember: async (username, cash) => {
      await walletMember(app, username, { cash });
    },
    addMemberWithBankAccount: async (username, accountNumber) => {
      const member = await walletMember(app, username, { extra: { payeeName: 'Maria Santos' } });
      await testApp.database.db.insert(memberBankAccounts).values({
        memberId: member.id,
        bankCode: 'BDO',
        accountName: 'Maria Santos',
        accountNumber,
        isDefault: true,
      });
    },
    pvpSeat: async (username, roomCode, buyIn) => {
      const member = await walletMember(app, username, { cash: parseCents(buyIn) });
      await app.services.pvp.sit({ memberId: member.id, name: username }, roomCode, buyIn);
    },
    pvpHand: async (roomCode, autoPlay) => {
      const db = testApp.database.db;
      const [row] = await db
        .select({ hand: pvpHands, roomId: pvpRooms.id })
        .from(pvpHands)
        .innerJoin(pvpRooms, eq(pvpRooms.id, pvpHands.roomId))
        .where(and(eq(pvpRooms.code, roomCode), isNull(pvpRooms.ownerMemberId)))
        .orderBy(desc(pvpHands.handNo))
        .limit(1);
      if (!row) return null;
      const seatIds = row.hand.seatIds as number[];
      const seated = await db
        .select({ id: pvpSeats.id, memberId: pvpSeats.memberId, username: members.username })
        .from(pvpSeats)
        .innerJoin(members, eq(members.id, pvpSeats.memberId))
        .where(inArray(pvpSeats.id, seatIds));
      const game = row.hand.game as PdGame;
      const bySeat = seatIds.map((id) => seated.find((s) => s.id === id));
      const turnSeat = row.hand.state === 'playing' ? bySeat[game.turn] : undefined;
      if (turnSeat && autoPlay.includes(turnSeat.username))
        await app.services.pvp
          .move({ memberId: turnSeat.memberId!, name: turnSeat.username }, roomCode, {
            handNo: row.hand.handNo,
            ...((move) => (move.type === 'play' ? { type: 'play', cards: [...move.cards] } : move))(
              timeoutMove(game),
            ),
          })
          .catch(() => undefined);
      const results: Record<string, bigint> = {};
      if (row.hand.state === 'settled') {
        // Each seat's bet holds its result: payout − stake (the winner's net of the rake).
        const settled = await db
          .select({ username: members.username, stake: bets.stake, payout: bets.payout })
          .from(bets)
          .innerJoin(members, eq(members.id, bets.memberId))
          .where(like(bets.vendorBetId, `pvp-${row.hand.id.toString(36)}-%`));
        for (const bet of settled) results[bet.username] = (bet.payout ?? 0n) - bet.stake;
      }
      return { state: row.hand.state, turn: turnSeat?.username ?? null, results };
    },
    cashOf: async (username) => {
      const [member] = await testApp.database.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.username, username));
      if (!member) throw new Error(`no member ${username}`);
      return (await app.services.wallet.ledger.getBalance(member.id, testApp.database.db)).cash;
    },
    addOperator: async (username, role, password) => {
      await makeOperator(app, username, role, password);
    },
    setFourEyes: async (thresholds) => {
      await app.services.approvalThresholds.set(thresholds, { actor: 'e2e', ip: null });
    },
    lotteryDrawIn: async (gameCode, seconds) => {
      await app.services.lottery.draws.sweep();
      const moved = await testApp.database.db.execute(
        sql`UPDATE lottery_draws SET lock_at = now() + make_interval(secs => ${seconds}),
              draw_at = now() + make_interval(secs => ${seconds + 1})
            WHERE game_code = ${gameCode} AND state = 'open' RETURNING numero`,
      );
      const [row] = (moved as { rows: { numero: string }[] }).rows;
      if (!row) throw new Error(`no open draw of ${gameCode}`);
      return row;
    },
    sweepLottery: () => app.services.lottery.draws.sweep(),
    lotteryResultSource: async (gameCode, source) => {
      await app.services.lottery.admin.saveGame(gameCode, { resultSource: source }, 'e2e', null);
    },
    openSabongFight: async () => {
      const sabong = app.services.sabong.admin;
      const settings = await sabong.settings();
      await sabong.saveSettings({ ...settings, demoCard: false }, SABONG_OPERATOR_A);
      for (const fight of (await sabong.fights({ status: 'open', pageSize: 100 })).list)
        await sabong.cancel(fight.fightId, 'e2e takes the arena', SABONG_OPERATOR_A);
      const fight = await sabong.addFight(
        {
          cardName: 'E2E Derby',
          cardDate: '2026-11-26',
          fightNo: Date.now() % 9000,
          meron: 'Red Kelso',
          wala: 'Grey Hatch',
        },
        SABONG_OPERATOR_A,
      );
      await sabong.open(fight.fightId, null, SABONG_OPERATOR_A);
      return fight.fightId;
    },
    sabongBet: async (username, fightId, side, stake) => {
      const member = await walletMember(app, username, { cash: parseCents(stake) });
      await app.services.sabong.fights.bet(
        member.id,
        { requestId: `e2e-${username}`, fightId, side, stake },
        'EN',
      );
    },
    settleSabongFight: async (fightId, result) => {
      const sabong = app.services.sabong.admin;
      await sabong.close(fightId, SABONG_OPERATOR_A);
      await sabong.enterResult(fightId, result, SABONG_OPERATOR_A);
      await sabong.confirmResult(fightId, SABONG_OPERATOR_B);
    },
    sportsMatch: async ({ category = 'sports', sport, league, home, away, minutes, odds1x2 }) => {
      const limits = { marginBp: 0, minStake: '1', maxStake: '5000', liabilityCap: '1000000' };
      const startsAt = new Date(clock().getTime() + minutes * 60_000).toISOString();
      const markets =
        category === 'esports'
          ? [{ kind: 'matchWinner', fairOdds: ['1.80', '2.25'], ...limits }]
          : [
              { kind: '1x2', fairOdds: odds1x2 ?? ['2.00', '4.00', '4.00'], ...limits },
              { kind: 'asianHandicap', line: '-0.25', fairOdds: ['1.90', '2.00'], ...limits },
              { kind: 'overUnder', line: '2.5', fairOdds: ['2.00', '2.00'], ...limits },
            ];
      const event = await app.services.sports.admin.createEvent(
        AdminEventBodySchema.parse({ category, sport, league, home, away, startsAt, markets }),
        SABONG_OPERATOR_A,
      );
      return event.eventId;
    },
    settleSportsEvent: async (eventId, score) => {
      const sports = app.services.sports.admin;
      await sports.enterResult(eventId, { score }, SABONG_OPERATOR_A);
      await sports.confirmResult(eventId, SABONG_OPERATOR_B);
    },
    advanceBookClock: async (ms) => {
      clockOffset += ms;
      await app.services.sports.sweep();
    },
    eventsDelivered: async () => {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const [row] = await testApp.database.db
          .select({ id: outboxDeliveries.eventId })
          .from(outboxDeliveries)
          .where(eq(outboxDeliveries.state, 'pending'))
          .limit(1);
        if (!row) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('outbox deliveries still pending after 20 s');
    },
    close: () => testApp.close(),
  };
}
