import {
  BACCARAT_BET_KINDS,
  BACCARAT_MAX_BET_CENTS,
  FISHING_MAX_BET_CENTS,
  FISHING_RTP_BASIS_POINTS,
  formatCents,
  HOUSE_GAMES,
  LIVE_MAX_BET_CENTS,
  parseCents,
  SLOT_MAX_BET_PER_LINE_CENTS,
  type HouseGameSettings,
} from '@swerte/contracts';
import {
  baccaratEdges,
  dragonTigerEdges,
  Fraction,
  ROULETTE_BETS,
  rouletteOdds,
  sicBoEdge,
  slotReturn,
  swerteFiesta,
  SWERTE_FIESTA,
  type SicBoBet,
} from '@swerte/games';

/** Pockets each roulette bet covers. */
const ROULETTE_COVERS: Record<(typeof ROULETTE_BETS)[number], number> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  line: 6,
  dozen: 12,
  column: 12,
  red: 18,
  black: 18,
  odd: 18,
  even: 18,
  low: 18,
  high: 18,
};

const percent = (rtp: Fraction) => rtp.mul(100).toFixed(4);
const returnOf = (edge: Fraction) => percent(Fraction.one.sub(edge));
const cents = (value: number) => formatCents(BigInt(value));

/** The sic bo bets as the table offers them: one of each kind, the totals by their mirror pairs (4 and 17 alike). */
const SICBO_SAMPLES: [string, Pick<SicBoBet, 'kind' | 'faces' | 'total'>][] = [
  ['small', { kind: 'small' }],
  ['big', { kind: 'big' }],
  ['odd', { kind: 'odd' }],
  ['even', { kind: 'even' }],
  ...[4, 5, 6, 7, 8, 9, 10].map((total): [string, Pick<SicBoBet, 'kind' | 'total'>] => [
    `total ${total}/${21 - total}`,
    { kind: 'total', total },
  ]),
  ['triple', { kind: 'triple', faces: [1] }],
  ['anyTriple', { kind: 'anyTriple' }],
  ['double', { kind: 'double', faces: [1] }],
  ['combination', { kind: 'combination', faces: [1, 2] }],
  ['single', { kind: 'single', faces: [1] }],
];

function compute(): HouseGameSettings[] {
  const baccarat = baccaratEdges();
  const dragonTiger = dragonTigerEdges();
  const live = (game: 'roulette' | 'sicbo' | 'dragonTiger') => ({
    game,
    ...HOUSE_GAMES[game],
    payTable: 'default',
    maxBets: [{ bet: 'bet', max: cents(LIVE_MAX_BET_CENTS) }],
  });
  return [
    {
      game: 'slot',
      ...HOUSE_GAMES.slot,
      payTable: SWERTE_FIESTA.name,
      rtp: [{ bet: 'spin', rtp: percent(slotReturn(swerteFiesta).rtp) }],
      maxBets: [{ bet: 'line', max: cents(SLOT_MAX_BET_PER_LINE_CENTS) }],
    },
    {
      game: 'baccarat',
      ...HOUSE_GAMES.baccarat,
      payTable: 'default',
      rtp: BACCARAT_BET_KINDS.map((bet) => ({
        bet,
        rtp: returnOf(bet === 'playerPair' || bet === 'bankerPair' ? baccarat.pair : baccarat[bet]),
      })),
      maxBets: BACCARAT_BET_KINDS.map((bet) => ({ bet, max: cents(BACCARAT_MAX_BET_CENTS[bet]) })),
    },
    {
      ...live('roulette'),
      // A bet covering k of the 37 pockets returns (odds + 1) × k ÷ 37 of its stake.
      rtp: ROULETTE_BETS.map((bet) => {
        const covered = ROULETTE_COVERS[bet];
        return { bet, rtp: percent(new Fraction((rouletteOdds(covered) + 1) * covered, 37)) };
      }),
    },
    {
      ...live('sicbo'),
      rtp: SICBO_SAMPLES.map(([bet, sample]) => ({ bet, rtp: returnOf(sicBoEdge(sample)) })),
    },
    {
      ...live('dragonTiger'),
      rtp: Object.entries(dragonTiger).map(([bet, edge]) => ({ bet, rtp: returnOf(edge) })),
    },
    {
      game: 'fishing',
      ...HOUSE_GAMES.fishing,
      payTable: 'default',
      // Every shot's kill chance is RTP ÷ the fish's multiplier, so each shot returns this exactly.
      rtp: [{ bet: 'shot', rtp: percent(new Fraction(FISHING_RTP_BASIS_POINTS, 10_000)) }],
      maxBets: [{ bet: 'shot', max: cents(FISHING_MAX_BET_CENTS) }],
    },
  ];
}

let settings: HouseGameSettings[] | null = null;

/** The house games' pay tables, exact RTPs and maximum bets: pure maths of the code, computed once. */
export function houseGameSettings(): { list: HouseGameSettings[] } {
  settings ??= compute();
  return { list: settings };
}

/**
 * The smallest maximum bet of a house game (by vendor and game code), in cents: a minimum above it would
 * leave no stake the game takes. Null for a game the house does not play.
 */
export function houseMinBetCeiling(vendor: string, gameCode: string): bigint | null {
  const game = houseGameSettings().list.find((g) => g.vendor === vendor && g.gameCode === gameCode);
  if (!game) return null;
  return game.maxBets.map((m) => parseCents(m.max)).reduce((a, b) => (b < a ? b : a));
}
