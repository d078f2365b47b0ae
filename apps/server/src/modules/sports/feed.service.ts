import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type {
  AdminSportsFeedBodySchema,
  AdminSportsFeedChangeSchema,
  FeedEventSchema,
  FeedPushBodySchema,
} from '@swerte/contracts';
import { parseCents, type AdminSportsFeed, type FeedPushAnswer } from '@swerte/contracts';
import { parseDecimalOdds } from '@swerte/games';
import { and, eq, sql } from 'drizzle-orm';
import { sportsEvents, sportsFeeds } from '../../db/schema.js';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { createSealer } from '../../platform/sealed.js';
import { changeMarket, insertEvent, insertMarket, quartersOf, resultOf } from './admin.service.js';
import { fairProbability, marketKey } from './markets.js';
import type { createSettleService } from './settle.service.js';
import * as repo from './sports.repository.js';

type FeedEvent = z.output<typeof FeedEventSchema>;
type FeedMarket = FeedEvent['markets'][number];
type Outcome = FeedPushAnswer['events'][number]['outcome'];
type Who = { actor: string; ip: string | null };
export type FeedRow = typeof sportsFeeds.$inferSelect;

export interface FeedDeps {
  db: Db;
  clock: () => Date;
  /** The server secret the feeds' secrets are sealed under (platform/sealed.ts). */
  serverSecret: string;
  settle: Pick<ReturnType<typeof createSettleService>, 'voidEvent'>;
}

/**
 * Feed providers and their pushes: the admin API's event shape, applied in one transaction per push,
 * idempotent by the feed's ids; results only proposed, the operator's hand edits never overwritten
 * (README "Feeds"; the wire rules are SPORTS_FEED_CONVENTIONS in packages/contracts).
 */
export function createFeedService(deps: FeedDeps) {
  const { db } = deps;
  const sealer = createSealer(deps.serverSecret, 'sports-feed');

  async function findFeed(code: string): Promise<FeedRow | null> {
    const [row] = await db.select().from(sportsFeeds).where(eq(sportsFeeds.code, code));
    return row ?? null;
  }

  const secretOf = (feed: FeedRow) => sealer.open(feed.secretSealed);

  async function push(feed: FeedRow, body: z.output<typeof FeedPushBodySchema>, ip: string | null) {
    if (!feed.enabled) throw new AppError('error_forbidden');
    const now = deps.clock();
    const who = { actor: `feed:${feed.code}`, ip };
    return db.transaction(async (tx) => {
      // A feed's pushes apply one at a time, in the order they arrive: two copies of a new event
      // cannot both create it.
      const [locked] = await tx
        .select({ enabled: sportsFeeds.enabled })
        .from(sportsFeeds)
        .where(eq(sportsFeeds.code, feed.code))
        .for('update');
      if (!locked?.enabled) throw new AppError('error_forbidden');
      const events: FeedPushAnswer['events'] = [];
      for (const item of body.events) {
        if (new Set(item.markets.map((m) => m.externalId)).size !== item.markets.length)
          throw new AppError('error_invalid_request');
        const { eventId, outcome } = await applyEvent(tx, feed.code, item, now, who);
        events.push({
          externalId: item.externalId,
          eventId,
          outcome,
          competitors: await competitorsOf(tx, eventId),
        });
      }
      return { events };
    });
  }

  async function applyEvent(
    tx: Tx,
    code: string,
    item: FeedEvent,
    now: Date,
    who: Who,
  ): Promise<{ eventId: number; outcome: Outcome }> {
    const [found] = await tx
      .select({ id: sportsEvents.id })
      .from(sportsEvents)
      .where(and(eq(sportsEvents.feed, code), eq(sportsEvents.externalId, item.externalId)))
      .for('update');
    if (!found) {
      const eventId = await insertEvent(tx, item, {
        feed: code,
        externalId: item.externalId,
        marketIds: item.markets.map((m) => m.externalId),
      });
      const markets = await repo.marketsOf(tx, [eventId]);
      for (const market of markets)
        if (item.markets.find((m) => m.externalId === market.externalId)?.status === 'suspended')
          await repo.setMarketStatus(tx, market.id, ['open'], 'suspended');
      const event = (await repo.eventById(tx, eventId))!;
      await changeEvent(tx, event, item);
      if (item.result && item.status !== 'cancelled')
        await proposeResult(tx, (await repo.eventById(tx, eventId))!, item, now, who.actor);
      await writeAudit(tx, {
        ...who,
        action: 'sports.feed.event',
        before: null,
        after: { eventId, ...item },
      });
      return { eventId, outcome: 'created' };
    }
    const event = (await repo.eventById(tx, found.id))!;
    if (event.feedHeldBy !== null || event.resultVersion > 0) return { eventId: event.id, outcome: 'held' };
    if (event.sport !== item.sport || event.homeName !== item.home || event.awayName !== item.away)
      throw new AppError('error_sports_feed_conflict');
    let changed = false;
    if (['scheduled', 'postponed'].includes(event.status)) {
      changed = await changeEvent(tx, event, item);
      if (item.status !== 'cancelled') changed = (await changeMarkets(tx, event, item, now)) || changed;
    }
    if (item.result && item.status !== 'cancelled')
      changed =
        (await proposeResult(tx, (await repo.eventById(tx, event.id))!, item, now, who.actor)) || changed;
    if (!changed) return { eventId: event.id, outcome: 'unchanged' };
    await writeAudit(tx, {
      ...who,
      action: 'sports.feed.event',
      before: { status: event.status, startsAt: event.startsAt, pendingResult: event.pendingResult },
      after: { eventId: event.id, ...item },
    });
    return { eventId: event.id, outcome: 'updated' };
  }

  /** The start, status and void time, as the admin API's event change does them. */
  async function changeEvent(tx: Tx, event: repo.EventView, item: FeedEvent): Promise<boolean> {
    if (!['scheduled', 'postponed'].includes(event.status)) return false;
    if (item.status === 'cancelled') {
      await deps.settle.voidEvent(tx, event.id, ['scheduled', 'postponed'], 'cancelled');
      return true;
    }
    const startsAt = new Date(item.startsAt);
    const voidAt =
      item.voidAt === undefined ? undefined : item.voidAt === null ? null : new Date(item.voidAt);
    const change = {
      ...(startsAt.getTime() !== event.startsAt.getTime() ? { startsAt } : {}),
      ...(item.status && item.status !== event.status ? { status: item.status } : {}),
      ...(voidAt !== undefined && voidAt?.getTime() !== event.voidAt?.getTime() ? { voidAt } : {}),
    };
    if (Object.keys(change).length === 0) return false;
    await tx.update(sportsEvents).set(change).where(eq(sportsEvents.id, event.id));
    return true;
  }

  /**
   * Each pushed market: a new one is opened while the event takes bets; a known one takes the pushed odds,
   * margin, limits and suspension. A market left out of the push stays as it is.
   */
  async function changeMarkets(tx: Tx, event: repo.EventView, item: FeedEvent, now: Date): Promise<boolean> {
    const markets = await repo.marketsOf(tx, [event.id]);
    const selections = await repo.selectionsOfMarkets(
      tx,
      markets.map((m) => m.id),
    );
    const competitors: string[] = [];
    for (const name of item.competitors)
      competitors.push(String(await repo.ensureParticipant(tx, item.sport, name)));
    let changed = false;
    let order = markets.length;
    for (const pushed of item.markets) {
      const market = markets.find((m) => m.externalId === pushed.externalId);
      if (!market) {
        if (event.status !== 'scheduled' || event.startsAt <= now) continue;
        await insertMarket(tx, event.id, pushed, competitors, order++, pushed.externalId);
        if (pushed.status === 'suspended') {
          const [added] = (await repo.marketsOf(tx, [event.id])).filter(
            (m) => m.externalId === pushed.externalId,
          );
          await repo.setMarketStatus(tx, added!.id, ['open'], 'suspended');
        }
        changed = true;
        continue;
      }
      const key = marketKey({ kind: pushed.kind, quarters: quartersOf(pushed), places: pushed.places });
      if (market.key !== key) throw new AppError('error_sports_feed_conflict');
      if (!['open', 'suspended'].includes(market.status)) continue;
      const own = selections
        .filter((s) => s.marketId === market.id)
        .sort((a, b) => a.sortOrder - b.sortOrder);
      const change = marketChange(market, own, pushed);
      if (!change) continue;
      await changeMarket(tx, market, own, change);
      changed = true;
    }
    return changed;
  }

  /** What a pushed market changes of a known one; null when it is the same. */
  function marketChange(market: repo.MarketRow, own: readonly repo.SelectionRow[], pushed: FeedMarket) {
    if (own.length !== pushed.fairOdds.length) throw new AppError('error_sports_market_invalid');
    const fair = pushed.fairOdds.map((o) => fairProbability(parseDecimalOdds(o)));
    const oddsMoved = fair.some((f, i) => f.n * BigInt(own[i]!.fairD) !== BigInt(own[i]!.fairN) * f.d);
    const overCap = (market.liability ?? []).some((x) => BigInt(x) > market.liabilityCap);
    // A market the book suspended at its cap stays suspended: reopening it is an operator's call.
    const status =
      pushed.status && pushed.status !== market.status && !(pushed.status === 'open' && overCap)
        ? pushed.status
        : undefined;
    const same =
      !oddsMoved &&
      status === undefined &&
      pushed.marginBp === market.marginBp &&
      parseCents(pushed.minStake) === market.minStake &&
      parseCents(pushed.maxStake) === market.maxStake &&
      parseCents(pushed.liabilityCap) === market.liabilityCap;
    if (same) return null;
    return {
      ...(status ? { status } : {}),
      marginBp: pushed.marginBp,
      minStake: pushed.minStake,
      maxStake: pushed.maxStake,
      liabilityCap: pushed.liabilityCap,
      fairOdds: pushed.fairOdds,
    };
  }

  /** A pushed result waits as the entered result, entered by the feed: an operator confirms it. */
  async function proposeResult(tx: Tx, event: repo.EventView, item: FeedEvent, now: Date, actor: string) {
    if (
      event.gameCode !== null ||
      event.startsAt > now ||
      !['scheduled', 'inPlay', 'finished'].includes(event.status)
    )
      throw new AppError('error_sports_event_state');
    const result = resultOf(event, item.result!, await competitorsIds(tx, event.id));
    if (event.enteredBy === actor && isDeepStrictEqual(event.pendingResult, result)) return false;
    await tx
      .update(sportsEvents)
      .set({ pendingResult: result, enteredBy: actor, enteredAt: sql`now()` })
      .where(eq(sportsEvents.id, event.id));
    return true;
  }

  async function competitorsIds(tx: Tx, eventId: number): Promise<string[]> {
    const markets = await repo.marketsOf(tx, [eventId]);
    const selections = await repo.selectionsOfMarkets(
      tx,
      markets.filter((m) => m.kind === 'outright').map((m) => m.id),
    );
    return [...new Set(selections.map((s) => s.pick).filter((pick) => /^\d+$/.test(pick)))];
  }

  async function competitorsOf(tx: Tx, eventId: number) {
    const ids = (await competitorsIds(tx, eventId)).map(Number);
    const names = new Map((await repo.participants(tx, ids)).map((p) => [p.id, p.name]));
    return ids.map((id) => ({ id, name: names.get(id) ?? String(id) }));
  }

  async function feeds(): Promise<{ list: AdminSportsFeed[] }> {
    const rows = await db
      .select({
        code: sportsFeeds.code,
        name: sportsFeeds.name,
        enabled: sportsFeeds.enabled,
        updatedAt: sportsFeeds.updatedAt,
        events: sql<number>`(SELECT count(*)::int FROM sports_events e WHERE e.feed = ${sportsFeeds.code})`,
      })
      .from(sportsFeeds)
      .orderBy(sportsFeeds.code);
    return {
      list: rows.map((row) => ({
        ...row,
        events: Number(row.events),
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
  }

  async function feedView(code: string): Promise<AdminSportsFeed> {
    const feed = (await feeds()).list.find((f) => f.code === code);
    if (!feed) throw new AppError('error_not_found');
    return feed;
  }

  async function createFeed(body: z.output<typeof AdminSportsFeedBodySchema>, who: Who) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sportsFeeds)
        .values({
          code: body.code,
          name: body.name,
          enabled: body.enabled,
          secretSealed: sealer.seal(body.secret),
        })
        .onConflictDoNothing()
        .returning({ code: sportsFeeds.code });
      if (!row) throw new AppError('error_conflict');
      // The secret stays out of the audit trail.
      await writeAudit(tx, {
        ...who,
        action: 'sports.feed.create',
        before: null,
        after: { code: body.code, name: body.name, enabled: body.enabled },
      });
    });
    return feedView(body.code);
  }

  async function editFeed(code: string, change: z.output<typeof AdminSportsFeedChangeSchema>, who: Who) {
    const before = await findFeed(code);
    if (!before) throw new AppError('error_not_found');
    await db.transaction(async (tx) => {
      await tx
        .update(sportsFeeds)
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
          ...(change.secret !== undefined ? { secretSealed: sealer.seal(change.secret) } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(sportsFeeds.code, code));
      await writeAudit(tx, {
        ...who,
        action: 'sports.feed.edit',
        before: { code, name: before.name, enabled: before.enabled },
        after: {
          code,
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
          ...(change.secret !== undefined ? { secretChanged: true } : {}),
        },
      });
    });
    return feedView(code);
  }

  return { findFeed, secretOf, push, feeds, createFeed, editFeed };
}

export type FeedService = ReturnType<typeof createFeedService>;
