import { randomBytes } from 'node:crypto';
import {
  commitSeed,
  createRng,
  drawClientSeed,
  drawFootball,
  drawRace,
  footballModel,
  priceVirtualFootball,
  priceVirtualRace,
  racePlacings,
  type EventResult,
  type PricedMarket,
} from '@swerte/games';
import { sportsEvents, sportsMarkets, sportsSelections } from '../../db/schema.js';
import type { Db } from '../../platform/db/client.js';
import { pickOf, shapeOfKey } from './markets.js';
import * as repo from './sports.repository.js';

/** Virtual football: a round of matches every 3 minutes, each running 60 s after its start. */
export const FOOTBALL = {
  gameCode: 'VFOOT',
  sport: 'vfootball',
  everySeconds: 180,
  runSeconds: 60,
  matches: 4,
};
/** Virtual racing: a race of 6 runners every 2 minutes, 30 s long; the place market pays the first 3. */
export const RACING = {
  gameCode: 'VRACE',
  sport: 'vracing',
  everySeconds: 120,
  runSeconds: 30,
  runners: 6,
  places: 3,
};
/** Rounds published ahead, so the book always has a next event and its commitment before it. */
const ROUNDS_AHEAD = 3;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A round's numero: its UTC day and its slot in the day ('20261126-0412'). */
function numeroOf(startMs: number, everySeconds: number): string {
  const d = new Date(startMs);
  const day = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
  const slot = Math.floor((startMs % 86_400_000) / (everySeconds * 1000));
  return `${day}-${pad(slot, 4)}`;
}

/**
 * The round's draw of who meets whom (or who runs): a shuffle fixed by the round number, so every node
 * publishes the same fixtures. Not a secret and not the result: the fair RNG draws that.
 */
function shuffle<T>(list: readonly T[], round: number): T[] {
  const out = [...list];
  let state = (round * 2_654_435_761) >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state ^ (state >>> 15), 2_246_822_519) + 0x9e3779b9) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function createVirtualService(deps: { db: Db }) {
  const { db } = deps;
  // A pairing's prices depend only on the two ratings and the margin: priced once per process.
  const footballPrices = new Map<string, PricedMarket[]>();
  function priceFootball(home: repo.ParticipantRow, away: repo.ParticipantRow, marginBp: number) {
    const key = JSON.stringify([ratingsOf(home), ratingsOf(away), marginBp]);
    let priced = footballPrices.get(key);
    if (!priced) {
      priced = priceVirtualFootball(ratingsOf(home), ratingsOf(away), { marginBp });
      if (footballPrices.size > 1_000) footballPrices.clear();
      footballPrices.set(key, priced);
    }
    return priced;
  }

  /** Publishes the next rounds of both games (idempotent on game code and numero). */
  async function schedule(now: Date): Promise<void> {
    const settings = await repo.settings(db);
    for (const game of [FOOTBALL, RACING]) {
      const league = await repo.leagueOfSport(db, game.sport);
      const field = await repo.participantsOfSport(db, game.sport);
      if (league === null || field.length < 2) continue;
      const first = Math.floor(now.getTime() / (game.everySeconds * 1000)) + 1;
      for (let r = 0; r < ROUNDS_AHEAD; r++) {
        const round = first + r;
        const startMs = round * game.everySeconds * 1000;
        const order = shuffle(field, round);
        const fixtures =
          game === FOOTBALL
            ? Array.from({ length: Math.min(FOOTBALL.matches, Math.floor(order.length / 2)) }, (_, i) => [
                order[2 * i]!,
                order[2 * i + 1]!,
              ])
            : [order.slice(0, RACING.runners)];
        for (const [i, sides] of fixtures.entries()) {
          const numero =
            game === FOOTBALL
              ? `${numeroOf(startMs, game.everySeconds)}-${i + 1}`
              : numeroOf(startMs, game.everySeconds);
          await publish({ game, league, numero, startMs, sides, settings });
        }
      }
    }
  }

  async function publish(input: {
    game: typeof FOOTBALL | typeof RACING;
    league: number;
    numero: string;
    startMs: number;
    sides: repo.ParticipantRow[];
    settings: repo.SettingsRow;
  }) {
    const { game, sides, settings } = input;
    const football = game === FOOTBALL;
    // Pricing a match is exact arithmetic over its 121 scores: done once, by the sweep that creates it.
    if (await repo.virtualEventExists(db, game.gameCode, input.numero)) return;
    const serverSeed = randomBytes(32).toString('hex');
    // Let requests in between two matches' pricing (exact arithmetic over 121 scores).
    await new Promise((resolve) => setImmediate(resolve));
    const priced: PricedMarket[] = football
      ? priceFootball(sides[0]!, sides[1]!, settings.virtualMarginBp)
      : priceVirtualRace(
          sides.map((s) => ({ id: String(s.id), strength: s.ratings?.strength ?? 1 })),
          RACING.places,
          { marginBp: settings.virtualMarginBp },
        );
    await db.transaction(async (tx) => {
      const [event] = await tx
        .insert(sportsEvents)
        .values({
          leagueId: input.league,
          homeId: football ? sides[0]!.id : null,
          awayId: football ? sides[1]!.id : null,
          name: football ? `${sides[0]!.name} v ${sides[1]!.name}` : `Race ${input.numero.slice(-4)}`,
          startsAt: new Date(input.startMs),
          drawAt: new Date(input.startMs + game.runSeconds * 1000),
          gameCode: game.gameCode,
          numero: input.numero,
          serverSeed,
          commitment: commitSeed(serverSeed),
        })
        .onConflictDoNothing()
        .returning({ id: sportsEvents.id });
      if (!event) return;
      for (const [order, market] of priced.entries()) {
        const shape = shapeOfKey(market.key);
        const [row] = await tx
          .insert(sportsMarkets)
          .values({
            eventId: event.id,
            kind: shape.kind,
            key: market.key,
            quarters: shape.quarters,
            marginBp: settings.virtualMarginBp,
            minStake: settings.virtualMinStake,
            maxStake: settings.virtualMaxStake,
            liabilityCap: settings.virtualLiabilityCap,
            sortOrder: order,
          })
          .returning({ id: sportsMarkets.id });
        await tx.insert(sportsSelections).values(
          market.selections.map((s, i) => ({
            marketId: row!.id,
            eventId: event.id,
            pick: pickOf(s.selection),
            spec: s.selection,
            fairN: s.probability.n.toString(),
            fairD: s.probability.d.toString(),
            odds: s.odds,
            sortOrder: i,
          })),
        );
      }
    });
  }

  /** The house's result of a virtual event from its seed, public seed `${gameCode}:${numero}`, nonce 0. */
  async function draw(event: repo.EventRow): Promise<EventResult> {
    const rng = createRng({
      serverSeed: event.serverSeed!,
      clientSeed: drawClientSeed(event.gameCode!, event.numero!),
      nonce: 0,
    });
    if (event.homeId !== null && event.awayId !== null) {
      const [home, away] = await Promise.all([
        repo.participants(db, [event.homeId]),
        repo.participants(db, [event.awayId]),
      ]);
      return {
        kind: 'score',
        score: drawFootball(rng, footballModel(ratingsOf(home[0]!), ratingsOf(away[0]!))),
      };
    }
    const [win] = (await repo.marketsOf(db, [event.id])).filter((m) => m.key === 'win');
    const runners = await repo.selectionsOfMarkets(db, [win!.id]);
    const field = await repo.participants(
      db,
      runners.map((r) => Number(r.pick)),
    );
    const strengths = runners.map((r) => field.find((p) => p.id === Number(r.pick))?.ratings?.strength ?? 1);
    const order = drawRace(rng, strengths);
    return {
      kind: 'placings',
      placings: racePlacings(
        order,
        runners.map((r) => r.pick),
      ),
    };
  }

  return { schedule, draw };
}

function ratingsOf(p: repo.ParticipantRow) {
  return { attack: p.ratings?.attack ?? 1000, defence: p.ratings?.defence ?? 1000 };
}
