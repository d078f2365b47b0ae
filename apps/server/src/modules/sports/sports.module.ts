import { TRIAL_ACCOUNT_TYPE, formatCents } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { sportsEvents } from '../../db/schema.js';
import type { Db } from '../../platform/db/client.js';
import type { EventOutbox } from '../../platform/events/index.js';
import type { MemberService } from '../member/member.service.js';
import type { BetBulkService, BetService } from '../wallet/bets/index.js';
import type { LedgerService } from '../wallet/ledger/index.js';
import { createSportsAdmin } from './admin.service.js';
import { createFeedService } from './feed.service.js';
import { registerFeedRoutes } from './feed.routes.js';
import { createSportsReads } from './reads.service.js';
import { createSettleService } from './settle.service.js';
import { createSlipService } from './slip.service.js';
import * as repo from './sports.repository.js';
import { registerSportsRoutes } from './sports.routes.js';
import { createVirtualService } from './virtual.service.js';

export interface SportsDeps {
  db: Db;
  bets: BetService;
  betSettlement: BetBulkService;
  events: Pick<EventOutbox, 'publish'>;
  ledger: Pick<LedgerService, 'getBalance'>;
  members: Pick<MemberService, 'accountTypeOf'>;
  /** The clock the book runs by (starts, virtual rounds, postponements): BuildAppOptions.clock. */
  clock: () => Date;
  /** The server secret feed providers' secrets are sealed under. */
  serverSecret: string;
  settleBatchSize?: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** Seconds between the book's sweeps (start events, void postponed ones, run virtual rounds, settle). */
export const SPORTS_SWEEP_SECONDS = 5;

export type SportsServices = ReturnType<typeof createSportsServices>;

export function createSportsServices(deps: SportsDeps) {
  const { db, clock } = deps;
  const settle = createSettleService({
    db,
    bets: deps.bets,
    betSettlement: deps.betSettlement,
    events: deps.events,
    ...(deps.settleBatchSize ? { settleBatchSize: deps.settleBatchSize } : {}),
  });
  const virtual = createVirtualService({ db });
  /** The wallet a bet is paid from: play money for a trial account, cash for everyone else. */
  const balanceOf = async (memberId: number) => {
    const balance = await deps.ledger.getBalance(memberId, db);
    const trial = (await deps.members.accountTypeOf(memberId, db)) === TRIAL_ACCOUNT_TYPE;
    return formatCents(trial ? balance.play : balance.cash);
  };
  const slip = createSlipService({ db, bets: deps.bets, clock, balanceOf });

  /** Takes one event as far as it goes now: start, void after postponement, virtual draw, settlement. */
  async function advance(
    event: repo.EventRow,
    now: Date,
    onBatch?: Parameters<typeof settle.settleEvent>[1],
  ) {
    let current: repo.EventRow | null = event;
    if (current.status === 'scheduled' && current.startsAt <= now) {
      current = await db.transaction(async (tx) => {
        const moved = await repo.moveEvent(tx, event.id, ['scheduled'], { status: 'inPlay' });
        if (moved) await repo.closeMarketsOf(tx, event.id);
        return moved;
      });
      current ??= await reread(event.id);
    }
    if (current.status === 'postponed' && current.voidAt && current.voidAt <= now)
      current =
        (await db.transaction((tx) => settle.voidEvent(tx, event.id, ['postponed'], 'cancelled')))[0] ??
        (await reread(event.id));
    if (current.status === 'inPlay' && current.gameCode && current.drawAt && current.drawAt <= now)
      current =
        (await repo.moveEvent(db, event.id, ['inPlay'], {
          status: 'finished',
          result: await virtual.draw(current),
          resultVersion: sql`${sportsEvents.resultVersion} + 1`,
        })) ?? (await reread(event.id));
    if (current.resultVersion !== current.settledVersion) await settle.settleEvent(current, onBatch);
  }

  async function reread(id: number): Promise<repo.EventRow> {
    return (await repo.eventById(db, id))!;
  }

  /** The job's run: publish the next virtual rounds, then move every due event on. */
  async function sweep(options: { onBatch?: Parameters<typeof settle.settleEvent>[1] } = {}) {
    const now = clock();
    await virtual.schedule(now);
    const failures: unknown[] = [];
    for (const event of await repo.dueEvents(db, now, 200)) {
      try {
        await advance(event, now, options.onBatch);
      } catch (error) {
        deps.log?.error({ err: error, event: event.id }, 'sports event failed');
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }

  return {
    reads: createSportsReads({ db, clock }),
    slip,
    admin: createSportsAdmin({ db, clock, settle }),
    feeds: createFeedService({ db, clock, serverSecret: deps.serverSecret, settle }),
    settle,
    virtual,
    sweep,
  };
}

export function registerSportsModule(
  app: FastifyInstance,
  sports: SportsServices,
  ipOf: (request: FastifyRequest) => string,
  options: { rateLimitMax: number },
): void {
  registerSportsRoutes(app, sports, ipOf);
  registerFeedRoutes(app, { feeds: sports.feeds, rateLimitMax: options.rateLimitMax, ipOf });
  // Once per period across every node (keyed by job and period); each move is conditional and each
  // settlement keyed by the event's result version, so overlapping runs pay once.
  app.jobs.every('sports-book', SPORTS_SWEEP_SECONDS, () => sports.sweep(), { expireSeconds: 300 });
}
