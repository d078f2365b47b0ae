/** Every symbol of the slot, low royals first; the order is also each symbol's index in compiled tables. */
export const SLOT_SYMBOLS = [
  'ten',
  'jack',
  'queen',
  'king',
  'ace',
  'sampaguita',
  'mango',
  'carabao',
  'jeepney',
  'wild',
  'scatter',
] as const;

export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Pays for 3, 4 and 5 of a kind. */
export type PayRow = readonly [three: number, four: number, five: number];

/**
 * A 5-reel, 3-row video slot. Symbols on a payline pay left to right from reel 1; the wild stands in for
 * every symbol but the scatter; scatters pay anywhere and start free spins, which can retrigger.
 */
export interface SlotConfig {
  /** Game name, for records and the verify page. */
  name: string;
  /** Paylines in order (line 1 first): the row (0 top, 1 middle, 2 bottom) on each of the 5 reels. */
  lines: readonly (readonly number[])[];
  /** Line pays in multiples of the bet per line. Wild and scatter have no line pay of their own. */
  linePays: Readonly<Partial<Record<SlotSymbol, PayRow>>>;
  /** Scatter pays for 3, 4 and 5 scatters anywhere, in multiples of the total bet. */
  scatterPays: PayRow;
  /** Free spins awarded for 3, 4 and 5 scatters, in the base game and again (retrigger) in free spins. */
  freeSpins: PayRow;
  /** Every win during free spins, scatter pays included, is multiplied by this. */
  freeSpinMultiplier: number;
  /**
   * Reel strips as symbol codes (see SYMBOL_CODES), read cyclically. Stop s shows positions s, s+1, s+2
   * (mod strip length) in rows 0, 1, 2. Wilds never sit on reel 1, so a line's symbol is reel 1's.
   * Scatters sit at least 3 apart, so a reel shows at most one.
   */
  baseStrips: readonly string[];
  /** Strips used during free spins. */
  freeStrips: readonly string[];
}

/** One-letter codes used to write reel strips compactly. */
export const SYMBOL_CODES: Readonly<Record<string, SlotSymbol>> = {
  T: 'ten',
  J: 'jack',
  Q: 'queen',
  K: 'king',
  A: 'ace',
  F: 'sampaguita',
  M: 'mango',
  C: 'carabao',
  P: 'jeepney',
  W: 'wild',
  S: 'scatter',
};

/** The standard 20 lines of a 5×3 slot. */
const TWENTY_LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
] as const;

/**
 * "Swerte Fiesta", the house slot. Its return to player is 96% (see README for the full figures and
 * slot-maths.test.ts for the proof); change a strip or a pay and that test tells the new return.
 */
export const SWERTE_FIESTA: SlotConfig = {
  name: 'Swerte Fiesta',
  lines: TWENTY_LINES,
  linePays: {
    ten: [10, 30, 100],
    jack: [10, 30, 100],
    queen: [15, 40, 125],
    king: [15, 50, 150],
    ace: [20, 60, 200],
    sampaguita: [25, 100, 300],
    mango: [30, 110, 400],
    carabao: [40, 150, 500],
    jeepney: [50, 200, 1000],
  },
  scatterPays: [2, 10, 50],
  freeSpins: [8, 12, 20],
  freeSpinMultiplier: 2,
  // Reel 3 carries two scatters, the others one; free-spin strips carry more wilds and high symbols.
  baseStrips: [
    'S A T F J Q M T K J A Q T J C K T Q F P J T M A K Q J T T J Q K',
    'A T F S J Q M K T J A Q W T J C K Q T F P J M A K T Q J W T J Q K',
    'A T F J Q M S K T J A Q T C K J Q T F P M A S J K W T Q T J Q K',
    'A T F J Q M K T J S A Q W T J C K Q T F P J M A K T Q J W T J Q K',
    'A T F J Q M T K J A Q T S J C K T Q F P J T M A K Q J T T J Q K',
  ],
  freeStrips: [
    'S A F T J Q M K T J A Q F T J C K Q T P J M A K F T Q J T J Q K',
    'A F T J M S Q K C W T J A F Q K T J W P M A Q T J K F C T W J Q K',
    'A F T J M Q K W T J S A F Q C K T J W P M A Q T J K S F T W J Q K',
    'A F T J M Q K C W T J A F Q K S T J W P M A Q T J K F C T W J Q K',
    'A F T J Q M K T J A Q F T J C K Q T P J S M A K F T Q J T J Q K',
  ],
};
