import {
  formatCents,
  type Language,
  type OddsDisplay,
  type SportsBet,
  type SportsEvent,
  type SportsMarket,
} from '@swerte/contracts';
import { formatOdds, type Odds, type Selection } from '@swerte/games';
import { marketName, selectionLine, selectionName, shapeOfKey, type MarketKindCode } from './markets.js';
import type * as repo from './sports.repository.js';

/** Decimal thousandths as the wire's odds ("1.95", "1.953", "2.00"). */
export function oddsText(odds: Odds): string {
  const text = formatOdds(odds, 'decimal');
  return /\.\d$/.test(text) ? `${text}0` : /\./.test(text) ? text : `${text}.00`;
}

export function oddsDisplay(odds: Odds): OddsDisplay {
  return {
    decimal: oddsText(odds),
    hongKong: formatOdds(odds, 'hongKong'),
    malay: formatOdds(odds, 'malay'),
    indonesian: formatOdds(odds, 'indonesian'),
  };
}

/** The event's status as a player sees it: a scheduled event past its start is in play. */
export function eventStatus(event: Pick<repo.EventRow, 'status' | 'startsAt'>, now: Date) {
  if (event.status === 'scheduled' && event.startsAt <= now) return 'inPlay' as const;
  return event.status as SportsEvent['status'];
}

export interface EventParts {
  markets: repo.MarketRow[];
  selections: repo.SelectionRow[];
  /** Participants named by the event (sides, competitors), by id. */
  names: Map<number, repo.ParticipantRow>;
}

function marketWire(
  event: repo.EventView,
  market: repo.MarketRow,
  selections: repo.SelectionRow[],
  names: EventParts['names'],
  lang: Language,
  now: Date,
): SportsMarket {
  const started = event.startsAt <= now || event.status !== 'scheduled';
  const status = market.status === 'open' && started ? 'closed' : (market.status as SportsMarket['status']);
  const shape = shapeOfKey(market.key);
  const who = {
    home: event.homeName,
    away: event.awayName,
    competitor: (id: string) => names.get(Number(id))?.name ?? id,
  };
  return {
    marketId: market.id,
    kind: market.kind as MarketKindCode,
    name: marketName(shape, lang),
    line: market.quarters === null ? null : (market.quarters / 4).toString(),
    status,
    minStake: formatCents(market.minStake),
    maxStake: formatCents(market.maxStake),
    selections: selections
      .filter((s) => s.odds !== null)
      .map((s) => {
        const spec = s.spec as Selection;
        return {
          selectionId: s.id,
          name: selectionName(spec, who, lang),
          pick: s.pick,
          line: selectionLine(spec),
          odds: oddsText(s.odds!),
          display: oddsDisplay(s.odds!),
          status,
        };
      }),
  };
}

/** The main markets a list shows: the result market, the first handicap, the first total; or a race's win. */
const MAIN_KINDS = [
  '1x2',
  'matchWinner',
  'asianHandicap',
  'mapHandicap',
  'overUnder',
  'totalMaps',
  'outright',
];
function mainMarkets(markets: repo.MarketRow[]): repo.MarketRow[] {
  const seen = new Set<string>();
  return markets.filter((m) => {
    const group = m.kind
      .replace(/^(asianHandicap|mapHandicap)$/, 'handicap')
      .replace(/^(overUnder|totalMaps)$/, 'total');
    if (!MAIN_KINDS.includes(m.kind) || seen.has(group)) return false;
    seen.add(group);
    return true;
  });
}

export function eventWire(
  event: repo.EventView,
  parts: EventParts,
  lang: Language,
  now: Date,
  every: boolean,
): SportsEvent {
  const own = parts.markets.filter((m) => m.eventId === event.id);
  const shown = every ? own : mainMarkets(own);
  const result = event.result as { kind: string; score?: { home: number; away: number } } | null;
  const virtual = event.commitment
    ? {
        commitment: event.commitment,
        clientSeed: `${event.gameCode}:${event.numero}`,
        nonce: 0,
        serverSeed: event.result ? event.serverSeed : null,
        ratings: ratingsOf(event, parts),
      }
    : null;
  return {
    eventId: event.id,
    category: event.category as SportsEvent['category'],
    sport: event.sport,
    league: event.league,
    home: event.homeName,
    away: event.awayName,
    name: event.name,
    startsAt: event.startsAt.toISOString(),
    status: eventStatus(event, now),
    score: result?.score ? { home: result.score.home, away: result.score.away } : null,
    markets: shown.map((m) =>
      marketWire(
        event,
        m,
        parts.selections.filter((s) => s.marketId === m.id),
        parts.names,
        lang,
        now,
      ),
    ),
    marketCount: own.length,
    virtual,
  };
}

/** The model's inputs published with a virtual event: the two sides, or the runners in their order. */
function ratingsOf(event: repo.EventView, parts: EventParts) {
  const ids =
    event.homeId !== null && event.awayId !== null
      ? [event.homeId, event.awayId]
      : parts.selections
          .filter(
            (s) => parts.markets.find((m) => m.id === s.marketId)?.key === 'win' && s.eventId === event.id,
          )
          .map((s) => Number(s.pick));
  return ids.map((id) => {
    const p = parts.names.get(id);
    return { name: p?.name ?? String(id), ...(p?.ratings ?? {}) };
  });
}

export interface LegView {
  leg: repo.LegRow;
  event: repo.EventView;
  marketKey: string;
  selection: repo.SelectionRow;
  names: EventParts['names'];
}

export function betWire(bet: repo.BetRow, legs: LegView[], lang: Language): SportsBet {
  return {
    betId: bet.id,
    slipId: bet.slipId,
    type: bet.type as SportsBet['type'],
    system: bet.system,
    lines: bet.lines,
    unitStake: formatCents(bet.unitStake),
    stake: formatCents(bet.stake),
    potentialReturn: formatCents(bet.potentialReturn),
    payout: formatCents(bet.payout),
    status: bet.status as SportsBet['status'],
    legs: legs.map(({ leg, event, marketKey, selection, names }) => ({
      selectionId: leg.selectionId,
      eventId: leg.eventId,
      eventName: event.name,
      startsAt: event.startsAt.toISOString(),
      marketName: marketName(shapeOfKey(marketKey), lang),
      selectionName: selectionName(
        selection.spec as Selection,
        {
          home: event.homeName,
          away: event.awayName,
          competitor: (id) => names.get(Number(id))?.name ?? id,
        },
        lang,
      ),
      odds: oddsText(leg.odds),
      display: oddsDisplay(leg.odds),
      outcome: leg.outcome as SportsBet['legs'][number]['outcome'],
    })),
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
  };
}
