import {
  Fraction,
  parseSystemCode,
  settleParlay,
  settleSelection,
  settleSingle,
  settleSystem,
  type EventResult,
  type Outcome,
  type Selection,
  type SettledLeg,
} from '@swerte/games';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  sportsBetLegs,
  sportsBets,
  sportsEvents,
  sportsResettlements,
  sportsSettlements,
} from '../../db/schema.js';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import type { EventOutbox } from '../../platform/events/index.js';
import type { BetBulkService, BetService } from '../wallet/bets/index.js';
import { BOOK_VENDOR, sportsBetId } from './slip.service.js';
import * as repo from './sports.repository.js';

export interface SettleDeps {
  db: Db;
  bets: Pick<BetService, 'resettleBet'>;
  betSettlement: Pick<BetBulkService, 'settleMany'>;
  events: Pick<EventOutbox, 'publish'>;
  settleBatchSize?: number;
}

type Item = { betId: number; payout: string; status: string };

/** A bet's payout and status once its legs allow (a parlay is lost at its first lost leg); null while open. */
export function settleBet(
  bet: repo.BetRow,
  legs: readonly repo.LegRow[],
): { payout: bigint; status: string } | null {
  const settled = legs.filter((l) => l.outcome !== null);
  const legOf = (l: repo.LegRow): SettledLeg => ({
    eventId: String(l.eventId),
    odds: l.odds,
    settlement: {
      outcome: l.outcome as Outcome,
      share: new Fraction(BigInt(l.shareN ?? '1'), BigInt(l.shareD ?? '1')),
    },
  });
  if (bet.type === 'parlay' && settled.some((l) => l.outcome === 'lost'))
    return { payout: 0n, status: 'lost' };
  if (settled.length < legs.length) return null;
  if (bet.type === 'single') {
    const leg = legOf(legs[0]!);
    const payout = settleSingle(bet.stake, leg.odds, leg.settlement);
    return { payout: payout > bet.maxPayout ? bet.maxPayout : payout, status: leg.settlement.outcome };
  }
  const payout =
    bet.type === 'parlay'
      ? settleParlay(bet.stake, legs.map(legOf), bet.maxPayout)
      : settleSystem(parseSystemCode(bet.system ?? '')!, bet.unitStake, legs.map(legOf), bet.maxPayout);
  const status =
    payout === 0n
      ? 'lost'
      : legs.every((l) => l.outcome === 'void')
        ? 'void'
        : payout >= bet.stake
          ? 'won'
          : 'halfLost';
  return { payout, status };
}

/**
 * Settles an event's confirmed result (its `result_version`): every leg on it gets its outcome, the bets
 * it decides are paid in bulk through the wallet (key `sports:<event>:v<version>`, over a list frozen
 * by the first run, so a run killed half way resumes it and pays each bet once), and bets settled on an
 * earlier version whose payout the correction changes move only the difference (audited). The event's
 * `settled_version` moves last, conditionally: racing runners each do the work once.
 */
export function createSettleService(deps: SettleDeps) {
  const { db } = deps;

  async function markLegs(tx: Tx, event: repo.EventRow, result: EventResult) {
    const markets = await repo.marketsOf(tx, [event.id]);
    const selections = await repo.selectionsOfMarkets(
      tx,
      markets.map((m) => m.id),
    );
    for (const selection of selections) {
      const settled = settleSelection(selection.spec as Selection, result);
      await tx
        .update(sportsBetLegs)
        .set({
          outcome: settled.outcome,
          shareN: settled.share.n.toString(),
          shareD: settled.share.d.toString(),
          resultVersion: event.resultVersion,
        })
        .where(eq(sportsBetLegs.selectionId, selection.id));
    }
    await repo.markMarketsOf(tx, event.id, result.kind === 'void' ? 'void' : 'settled');
  }

  /** The frozen list of this version's bets to pay, and the corrections of bets already settled. */
  async function plan(event: repo.EventRow): Promise<{ items: Item[]; corrections: Item[] }> {
    return db.transaction(async (tx) => {
      await markLegs(tx, event, event.result as EventResult);
      const ids = await repo.betsOnEvent(tx, event.id);
      const bets = await repo.betsByIds(tx, ids);
      const legs = await repo.legsOf(tx, ids);
      const corrections: Item[] = [];
      const items: Item[] = [];
      for (const bet of bets) {
        const decided = settleBet(
          bet,
          legs.filter((l) => l.betId === bet.id),
        );
        if (!decided) continue;
        const item = { betId: bet.id, payout: decided.payout.toString(), status: decided.status };
        if (bet.status === 'open') items.push(item);
        else if (bet.payout !== decided.payout || bet.status !== decided.status) corrections.push(item);
      }
      // The first run's list stands: a racing or resumed run computes it again and takes the stored one.
      await tx
        .insert(sportsSettlements)
        .values({ eventId: event.id, resultVersion: event.resultVersion, items })
        .onConflictDoNothing();
      const [frozen] = await tx
        .select()
        .from(sportsSettlements)
        .where(
          and(
            eq(sportsSettlements.eventId, event.id),
            eq(sportsSettlements.resultVersion, event.resultVersion),
          ),
        );
      return { items: frozen!.items, corrections };
    });
  }

  async function settleEvent(
    event: repo.EventRow,
    onBatch?: (progress: { batchNo: number }) => void | Promise<void>,
  ): Promise<void> {
    if (event.resultVersion === event.settledVersion || !event.result) return;
    const { items, corrections } = await plan(event);
    const bets = new Map(
      (
        await repo.betsByIds(
          db,
          items.map((i) => i.betId),
        )
      ).map((b) => [b.id, b]),
    );
    if (items.length > 0) {
      const report = await deps.betSettlement.settleMany({
        settlementKey: `sports:${event.id}:v${event.resultVersion}`,
        items: items.map((item) => ({
          vendor: BOOK_VENDOR,
          vendorBetId: sportsBetId(item.betId),
          payout: BigInt(item.payout),
          validBet: validBetOf(bets.get(item.betId)!, item),
        })),
        ...(deps.settleBatchSize ? { batchSize: deps.settleBatchSize } : {}),
        ...(onBatch ? { onBatch } : {}),
      });
      if (report.refused.length > 0)
        throw new Error(`event ${event.id}: ${report.refused.length} bets refused by the wallet`);
    }
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(sportsEvents)
        .set({ settledVersion: event.resultVersion })
        .where(and(eq(sportsEvents.id, event.id), lt(sportsEvents.settledVersion, event.resultVersion)))
        .returning({ id: sportsEvents.id });
      if (moved.length === 0) return;
      const open = items.filter((i) => bets.get(i.betId)?.status === 'open');
      for (const item of open)
        await tx
          .update(sportsBets)
          .set({ payout: BigInt(item.payout), status: item.status, settledAt: sql`now()` })
          .where(and(eq(sportsBets.id, item.betId), eq(sportsBets.status, 'open')));
      const corrected = await correct(tx, event, corrections);
      await deps.events.publish(tx, 'sports.event.settled', {
        eventId: event.id,
        resultVersion: event.resultVersion,
        bets: items.length,
        payoutCents: String(items.reduce((sum, i) => sum + BigInt(i.payout), 0n)),
        correctedCents: String(corrected),
      });
    });
  }

  /**
   * Corrected bets: the wallet moves each one's difference; every change is kept and audited. A lower
   * payout the member has already spent is parked (resettleBet): the bet keeps what it was paid, its
   * row waits in state 'parked' for an operator, and the event's settlement goes on instead of retrying.
   */
  async function correct(tx: Tx, event: repo.EventRow, corrections: readonly Item[]): Promise<bigint> {
    if (corrections.length === 0) return 0n;
    let total = 0n;
    let parked = 0;
    for (const item of corrections) {
      const payout = BigInt(item.payout);
      const resettled = await deps.bets.resettleBet(tx, {
        vendor: BOOK_VENDOR,
        vendorBetId: sportsBetId(item.betId),
        payout,
        revision: `${event.id}:v${event.resultVersion}`,
      });
      total += resettled.moved;
      if (resettled.parked) parked += 1;
      else
        await tx
          .update(sportsBets)
          .set({ payout, status: item.status, settledAt: sql`now()` })
          .where(eq(sportsBets.id, item.betId));
      await tx
        .insert(sportsResettlements)
        .values({
          betId: item.betId,
          eventId: event.id,
          resultVersion: event.resultVersion,
          before: resettled.before,
          after: payout,
          state: resettled.parked ? 'parked' : 'moved',
        })
        .onConflictDoNothing();
    }
    await writeAudit(tx, {
      actor: 'system',
      action: 'sports.result.resettle',
      before: { eventId: event.id, resultVersion: event.resultVersion - 1 },
      after: {
        eventId: event.id,
        resultVersion: event.resultVersion,
        bets: corrections.length,
        parked,
        moved: total.toString(),
      },
      ip: null,
    });
    return total;
  }

  /** Voids an event (cancelled, or postponed past its time): a new result version that voids every bet leg. */
  async function voidEvent(tx: Tx, eventId: number, from: readonly string[], status: string) {
    await repo.closeMarketsOf(tx, eventId);
    return tx
      .update(sportsEvents)
      .set({ status, result: { kind: 'void' }, resultVersion: sql`${sportsEvents.resultVersion} + 1` })
      .where(and(eq(sportsEvents.id, eventId), inArray(sportsEvents.status, [...from])))
      .returning();
  }

  return { settleEvent, voidEvent };
}

/** The turnover a settled bet counts: none for a wholly void one, half for a half-void line. */
function validBetOf(bet: repo.BetRow, item: Item): bigint {
  if (item.status === 'void') return 0n;
  return bet.stake;
}
