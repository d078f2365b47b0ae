import type { Language } from '@swerte/contracts';
import {
  Fraction,
  priceSelections,
  scoresUpTo,
  type EventResult,
  type Odds,
  type Score,
  type Selection,
} from '@swerte/games';

/**
 * Pure: the selections a market of a kind and line offers, their picks and names, and their prices from
 * fair probabilities with the market's margin. Lines are quarters (packages/games markets.ts).
 */

export type MarketKindCode =
  | '1x2'
  | 'doubleChance'
  | 'asianHandicap'
  | 'overUnder'
  | 'bothTeamsToScore'
  | 'correctScore'
  | 'matchWinner'
  | 'mapHandicap'
  | 'totalMaps'
  | 'outright';

export const LINE_KINDS: readonly MarketKindCode[] = [
  'asianHandicap',
  'overUnder',
  'mapHandicap',
  'totalMaps',
];
const CORRECT_SCORE_LISTED = 3;

export interface MarketShape {
  kind: MarketKindCode;
  quarters: number | null;
  /** Outrights: the competitors (participant ids) and the places paid. */
  competitors?: readonly string[];
  places?: number;
}

/** A market's stable key within its event ('1x2', 'overUnder:10', 'win', 'place:3'). */
export function marketKey(shape: MarketShape): string {
  if (shape.kind === 'outright') return (shape.places ?? 1) === 1 ? 'win' : `place:${shape.places}`;
  return shape.quarters === null ? shape.kind : `${shape.kind}:${shape.quarters}`;
}

/** The shape a key names (the inverse of marketKey; virtual markets come keyed by packages/games). */
export function shapeOfKey(key: string): Pick<MarketShape, 'kind' | 'quarters' | 'places'> {
  if (key === 'win') return { kind: 'outright', quarters: null, places: 1 };
  const [kind, rest] = key.split(':') as [string, string | undefined];
  if (kind === 'place') return { kind: 'outright', quarters: null, places: Number(rest) };
  return { kind: kind as MarketKindCode, quarters: rest === undefined ? null : Number(rest) };
}

/** Every selection of a market, in display order. */
export function selectionsOf(shape: MarketShape): Selection[] {
  const q = shape.quarters ?? 0;
  switch (shape.kind) {
    case '1x2':
      return (['home', 'draw', 'away'] as const).map((pick) => ({ market: '1x2', pick }));
    case 'doubleChance':
      return (['homeDraw', 'homeAway', 'drawAway'] as const).map((pick) => ({
        market: 'doubleChance',
        pick,
      }));
    case 'asianHandicap':
    case 'mapHandicap':
      return [
        { market: shape.kind, pick: 'home', quarters: q },
        { market: shape.kind, pick: 'away', quarters: -q },
      ];
    case 'overUnder':
    case 'totalMaps':
      return (['over', 'under'] as const).map((pick) => ({
        market: shape.kind,
        pick,
        quarters: q,
      })) as Selection[];
    case 'bothTeamsToScore':
      return (['yes', 'no'] as const).map((pick) => ({ market: 'bothTeamsToScore', pick }));
    case 'correctScore':
      return [
        ...Array.from({ length: (CORRECT_SCORE_LISTED + 1) ** 2 }, (_, i) => ({
          market: 'correctScore' as const,
          home: Math.floor(i / (CORRECT_SCORE_LISTED + 1)),
          away: i % (CORRECT_SCORE_LISTED + 1),
        })),
        { market: 'correctScore', other: true, maxListed: CORRECT_SCORE_LISTED },
      ];
    case 'matchWinner':
      return (['home', 'away'] as const).map((pick) => ({ market: 'matchWinner', pick }));
    case 'outright':
      return (shape.competitors ?? []).map((competitor) => ({
        market: 'outright',
        competitor,
        places: shape.places ?? 1,
      }));
  }
}

/** A selection's pick code on the wire: home, over, homeDraw, "2-1", other, or the competitor's id. */
export function pickOf(selection: Selection): string {
  if (selection.market === 'outright') return selection.competitor;
  if (selection.market === 'correctScore')
    return 'other' in selection ? 'other' : `${selection.home}-${selection.away}`;
  return selection.pick;
}

/** Quarters as a line ("-0.25", "2.5", "+0.75" for a handicap's positive side). */
export function lineText(quarters: number, signed = false): string {
  const text = (quarters / 4).toString();
  return signed && quarters > 0 ? `+${text}` : text;
}

/** A selection's line as the wire carries it; null for markets without one. */
export function selectionLine(selection: Selection): string | null {
  if ('quarters' in selection) {
    const handicap = selection.market === 'asianHandicap' || selection.market === 'mapHandicap';
    return lineText(selection.quarters, handicap);
  }
  return null;
}

const WORDS = {
  EN: {
    draw: 'Draw',
    homeDraw: '1X',
    homeAway: '12',
    drawAway: 'X2',
    over: 'Over',
    under: 'Under',
    yes: 'Yes',
    no: 'No',
    other: 'Any other',
    '1x2': 'Match result',
    doubleChance: 'Double chance',
    asianHandicap: 'Asian handicap',
    overUnder: 'Total goals',
    bothTeamsToScore: 'Both teams to score',
    correctScore: 'Correct score',
    matchWinner: 'Match winner',
    mapHandicap: 'Map handicap',
    totalMaps: 'Total maps',
    win: 'Winner',
    place: 'Top {n}',
  },
  TY: {
    draw: 'Tabla',
    homeDraw: '1X',
    homeAway: '12',
    drawAway: 'X2',
    over: 'Higit',
    under: 'Kulang',
    yes: 'Oo',
    no: 'Hindi',
    other: 'Iba pang iskor',
    '1x2': 'Resulta ng laban',
    doubleChance: 'Dobleng tsansa',
    asianHandicap: 'Asian handicap',
    overUnder: 'Kabuuang gol',
    bothTeamsToScore: 'Parehong koponan makakagol',
    correctScore: 'Eksaktong iskor',
    matchWinner: 'Panalo sa laban',
    mapHandicap: 'Map handicap',
    totalMaps: 'Kabuuang mapa',
    win: 'Panalo',
    place: 'Nangungunang {n}',
  },
} as const;

/** A market's name in a language ("Total goals 2.5", "Top 3"). */
export function marketName(shape: Pick<MarketShape, 'kind' | 'quarters' | 'places'>, lang: Language): string {
  const words = WORDS[lang];
  if (shape.kind === 'outright')
    return (shape.places ?? 1) === 1 ? words.win : words.place.replace('{n}', String(shape.places));
  const base = words[shape.kind];
  if (shape.quarters === null) return base;
  const signed = shape.kind === 'asianHandicap' || shape.kind === 'mapHandicap';
  return `${base} ${lineText(shape.quarters, signed)}`;
}

/** A selection's name: a team's name, "Over 2.5", "Home −0.25" as the team, "2-1", a runner's name. */
export function selectionName(
  selection: Selection,
  names: { home: string | null; away: string | null; competitor: (id: string) => string },
  lang: Language,
): string {
  const words = WORDS[lang];
  const line = selectionLine(selection);
  if (selection.market === 'outright') return names.competitor(selection.competitor);
  if (selection.market === 'correctScore') return 'other' in selection ? words.other : pickOf(selection);
  const pick = selection.pick;
  const base =
    pick === 'home' ? (names.home ?? 'Home') : pick === 'away' ? (names.away ?? 'Away') : words[pick];
  return line === null ? base : `${base} ${line}`;
}

/** Decimal odds text in thousandths ("1.95", "1.953") as the fair probability it stands for. */
export function fairProbability(fairOdds: Odds): Fraction {
  return new Fraction(1000n, fairOdds);
}

/** The market's prices: each selection's fair probability with the margin (null: not offered). */
export function priceMarket(fair: readonly Fraction[], marginBp: number): (Odds | null)[] {
  return priceSelections(fair, { marginBp });
}

/**
 * The results a market's liability is judged over: scores 0–0 to 9–9, maps 0–0 to 5–5, or every set of
 * competitors in the paid places (the only thing a place market settles on).
 */
export function liabilityResults(
  kind: MarketKindCode,
  places: number,
  competitors: readonly string[],
): EventResult[] {
  if (kind === 'outright') {
    const sets: string[][] = [];
    const choose = (from: number, chosen: string[]) => {
      if (chosen.length === Math.min(places, competitors.length)) return void sets.push(chosen);
      for (let i = from; i < competitors.length; i++) choose(i + 1, [...chosen, competitors[i]!]);
    };
    choose(0, []);
    return sets.map((top) => ({
      kind: 'placings',
      placings: { order: [...top, ...competitors.filter((c) => !top.includes(c))].map((c) => [c]) },
    }));
  }
  if (kind === 'matchWinner' || kind === 'mapHandicap' || kind === 'totalMaps')
    return scoresUpTo(5).map((r) => ({ kind: 'maps', score: (r as { score: Score }).score }));
  return scoresUpTo(9);
}
