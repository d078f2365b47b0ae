import { TRIAL_ACCOUNT_TYPE, formatCents } from '@swerte/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import type { EventOutbox } from '../../platform/events/index.js';
import type { MemberService } from '../member/member.service.js';
import type { BetBulkService, BetService } from '../wallet/bets/index.js';
import type { LedgerService } from '../wallet/ledger/index.js';
import { createLotteryAdmin, type LotteryAdmin } from './admin.service.js';
import { createBuyService } from './buy.service.js';
import { createDrawService, type DrawService } from './draws.service.js';
import { registerLotteryRoutes } from './lottery.routes.js';
import { createLotteryReads, type LotteryReads } from './reads.service.js';

export interface LotteryServices {
  draws: DrawService;
  reads: LotteryReads;
  buy: ReturnType<typeof createBuyService>['buy'];
  room: ReturnType<typeof createBuyService>['room'];
  admin: LotteryAdmin;
}

export interface LotteryDeps {
  db: Db;
  bets: BetService;
  betSettlement: BetBulkService;
  events: Pick<EventOutbox, 'publish'>;
  ledger: Pick<LedgerService, 'getBalance'>;
  members: Pick<MemberService, 'accountTypeOf'>;
  timeZone: string;
  settleBatchSize: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** Seconds between the draw sweeps (each creates current draws, locks, draws and settles due ones). */
export const DRAW_SWEEP_SECONDS = 5;

export function createLotteryServices(deps: LotteryDeps): LotteryServices {
  const { db, timeZone } = deps;
  const draws = createDrawService({
    db,
    bets: deps.bets,
    betSettlement: deps.betSettlement,
    events: deps.events,
    timeZone,
    settleBatchSize: deps.settleBatchSize,
    ...(deps.log ? { log: deps.log } : {}),
  });
  /** The wallet a ticket is paid from: play money for a trial account, cash for everyone else. */
  const balanceOf = async (memberId: number) => {
    const balance = await deps.ledger.getBalance(memberId, db);
    const trial = (await deps.members.accountTypeOf(memberId, db)) === TRIAL_ACCOUNT_TYPE;
    return formatCents(trial ? balance.play : balance.cash);
  };
  const buying = createBuyService({ db, bets: deps.bets, draws, balanceOf });
  return {
    draws,
    reads: createLotteryReads({ db, draws, timeZone }),
    buy: buying.buy,
    room: buying.room,
    admin: createLotteryAdmin({ db }),
  };
}

export function registerLotteryModule(
  app: FastifyInstance,
  lottery: LotteryServices,
  ipOf: (request: FastifyRequest) => string,
): void {
  registerLotteryRoutes(app, lottery, ipOf);
  // Once per 5 s period across every node (pg-boss, keyed by job and period); each step of a draw is a
  // conditional state move and its settlement is keyed by the draw, so overlapping runs pay once.
  app.jobs.every('lottery-draws', DRAW_SWEEP_SECONDS, () => lottery.draws.sweep(), { expireSeconds: 300 });
}
