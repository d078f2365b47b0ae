import {
  DEFAULT_SICBO_PAYS,
  DRAGON_TIGER_BETS,
  DRAGON_TIGER_ODDS,
  SICBO_BETS,
  coveredNumbers,
  dragonTigerEdges,
  dragonTigerRound,
  rouletteEdge,
  rouletteOdds,
  settleDragonTiger,
  settleSicBo,
  sicBoEdge,
} from '@swerte/games';
import type { Card, Dice, Fraction, RouletteBet, SicBoBet } from '@swerte/games';
import type { LiveOutcome, LiveTableGame } from '@swerte/contracts';
import type { LiveSpot } from './live-slip';

/** Whether a spot wins on an outcome, by the games package's own settlement (a stake of 2 cents). */
export function spotWins(game: LiveTableGame, spot: LiveSpot, outcome: LiveOutcome | null): boolean {
  if (!outcome) return false;
  switch (game) {
    case 'roulette':
      return outcome.pocket !== undefined && coveredNumbers(spot as RouletteBet).includes(outcome.pocket);
    case 'sicbo': {
      if (!outcome.dice) return false;
      const [result] = settleSicBo([{ ...(spot as SicBoBet), stake: 2n }], outcome.dice as unknown as Dice);
      return result?.outcome === 'win';
    }
    case 'dragonTiger': {
      if (!outcome.dragon || !outcome.tiger) return false;
      const round = dragonTigerRound(outcome.dragon as Card, outcome.tiger as Card);
      const [result] = settleDragonTiger([{ kind: spot.kind as 'dragon', stake: 2n }], round);
      return result?.outcome === 'win';
    }
  }
}

/** A row of the rules: a bet, what it pays to one and its exact house edge. */
export interface RuleRow {
  kind: string;
  /** What the bet names, e.g. "4 or 17" for a total; empty for the rest. */
  detail: string;
  pays: string;
  edge: Fraction;
}

function rouletteRules(): RuleRow[] {
  const examples: LiveSpot[] = [
    { kind: 'straight', numbers: [17] },
    { kind: 'split', numbers: [17, 20] },
    { kind: 'street', numbers: [16, 17, 18] },
    { kind: 'corner', numbers: [16, 17, 19, 20] },
    { kind: 'line', numbers: [16, 17, 18, 19, 20, 21] },
    { kind: 'dozen', which: 1 },
    { kind: 'column', which: 1 },
    { kind: 'red' },
    { kind: 'black' },
    { kind: 'odd' },
    { kind: 'even' },
    { kind: 'low' },
    { kind: 'high' },
  ];
  return examples.map((spot) => ({
    kind: spot.kind,
    detail: '',
    pays: `${rouletteOdds(coveredNumbers(spot as RouletteBet).length)}:1`,
    edge: rouletteEdge(spot as RouletteBet),
  }));
}

function sicBoRules(): RuleRow[] {
  const rows: RuleRow[] = [];
  for (const kind of SICBO_BETS) {
    if (kind === 'total') {
      for (const total of [4, 5, 6, 7, 8, 9, 10])
        rows.push({
          kind,
          detail: `${total} / ${21 - total}`,
          pays: `${DEFAULT_SICBO_PAYS.total[total]}:1`,
          edge: sicBoEdge({ kind, total }),
        });
      continue;
    }
    const faces =
      kind === 'combination' ? [1, 2] : ['triple', 'double', 'single'].includes(kind) ? [1] : undefined;
    const odds = DEFAULT_SICBO_PAYS[kind];
    rows.push({
      kind,
      detail: '',
      pays: kind === 'single' ? `${odds}:1 – ${odds * 3}:1` : `${odds}:1`,
      edge: sicBoEdge({ kind, ...(faces ? { faces } : {}) }),
    });
  }
  return rows;
}

function dragonTigerRules(): RuleRow[] {
  const edges = dragonTigerEdges();
  return DRAGON_TIGER_BETS.map((kind) => ({
    kind,
    detail: '',
    pays: `${DRAGON_TIGER_ODDS[kind]}:1`,
    edge: edges[kind],
  }));
}

/** Every bet of a table with its exact edge, worked out by the code the server settles with. */
export function tableRules(game: LiveTableGame): RuleRow[] {
  if (game === 'roulette') return rouletteRules();
  if (game === 'sicbo') return sicBoRules();
  return dragonTigerRules();
}
