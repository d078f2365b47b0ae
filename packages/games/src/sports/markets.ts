/**
 * The markets the book offers and what a selection on each looks like. Handicaps and totals are written
 * in quarter units (`quarters`): −0.25 is −1, 2.5 is 10, −1.75 is −7. A line that is a whole number of
 * quarters but not of halves is a quarter line: the stake is split over the two neighbouring lines.
 */

/** Football (and any sport settled on a final score): markets on the two teams' goals. */
export type ScoreSelection =
  | { market: '1x2'; pick: 'home' | 'draw' | 'away' }
  | { market: 'doubleChance'; pick: 'homeDraw' | 'homeAway' | 'drawAway' }
  /** Asian handicap: `quarters` is added to the picked team's goals (home −0.25: pick home, −1). */
  | { market: 'asianHandicap'; pick: 'home' | 'away'; quarters: number }
  | { market: 'overUnder'; pick: 'over' | 'under'; quarters: number }
  | { market: 'bothTeamsToScore'; pick: 'yes' | 'no' }
  /** A listed score; `other` wins when either side scored more than `maxListed` goals. */
  | { market: 'correctScore'; home: number; away: number }
  | { market: 'correctScore'; other: true; maxListed: number };

/** Esports, settled on maps won: match winner (a drawn series voids it), map handicap, total maps. */
export type MapsSelection =
  | { market: 'matchWinner'; pick: 'home' | 'away' }
  | { market: 'mapHandicap'; pick: 'home' | 'away'; quarters: number }
  | { market: 'totalMaps'; pick: 'over' | 'under'; quarters: number };

/**
 * Outrights and races: the competitor finishes within the first `places` (1 = to win). Ties share the
 * places they straddle (dead heat).
 */
export interface OutrightSelection {
  market: 'outright';
  competitor: string;
  places?: number;
}

export type Selection = ScoreSelection | MapsSelection | OutrightSelection;
export type MarketKind = Selection['market'];

export const SCORE_MARKETS = [
  '1x2',
  'doubleChance',
  'asianHandicap',
  'overUnder',
  'bothTeamsToScore',
  'correctScore',
] as const;
export const MAPS_MARKETS = ['matchWinner', 'mapHandicap', 'totalMaps'] as const;
export const MARKET_KINDS = [...SCORE_MARKETS, ...MAPS_MARKETS, 'outright'] as const;

/** A final score (goals, or maps won in esports). */
export interface Score {
  home: number;
  away: number;
}

/**
 * An outright's finishing order: groups of competitors level on the same position, best first
 * ([['A'], ['B', 'C']]: A won, B and C tied second). `nonRunners` took no part: their bets are void.
 */
export interface Placings {
  order: readonly (readonly string[])[];
  nonRunners?: readonly string[];
}

/**
 * A settled event: its final score or placings, or `void` when the event was cancelled, or postponed past
 * the operator's time limit, or abandoned before a result: every selection on it is void.
 */
export type EventResult =
  | { kind: 'score'; score: Score }
  | { kind: 'maps'; score: Score }
  | { kind: 'placings'; placings: Placings }
  | { kind: 'void' };
