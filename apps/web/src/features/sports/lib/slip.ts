import {
  NAMED_SYSTEM_KINDS,
  NAMED_SYSTEMS,
  systemBetCount,
  systemCode,
  type SystemKind,
} from '@swerte/games';
import type { OddsDisplay, PlaceBetsBody } from '@swerte/contracts';
import { systemName } from './system-name';

/** A pick on the slip: the selection, the price the player saw, and what the slip shows of it. */
export interface SlipPick {
  selectionId: number;
  eventId: number;
  odds: string;
  display: OddsDisplay;
  eventName: string;
  marketName: string;
  selectionName: string;
}

export type SlipMode = 'singles' | 'parlay' | 'system';

export interface SlipState {
  picks: SlipPick[];
  mode: SlipMode;
  /** Singles: a stake per selection id, as typed. */
  stakes: Record<number, string>;
  /** The parlay's stake, or the system's stake per line. */
  comboStake: string;
  system: string | null;
}

export const EMPTY_SLIP: SlipState = { picks: [], mode: 'singles', stakes: {}, comboStake: '', system: null };

/** The slip's limit (the contract's): 20 picks, a system of at most 12. */
export const MAX_PICKS = 20;

const STAKE = /^\d{1,9}(\.\d{1,2})?$/;
const isStake = (value: string | undefined) => value !== undefined && STAKE.test(value) && Number(value) > 0;

/** Adds a pick, or takes it off when it is already there (a second tap on the same price). */
export function togglePick(slip: SlipState, pick: SlipPick): SlipState {
  if (slip.picks.some((p) => p.selectionId === pick.selectionId)) return removePick(slip, pick.selectionId);
  if (slip.picks.length >= MAX_PICKS) return slip;
  const picks = [...slip.picks, pick];
  // Two picks of different events make a parlay the natural bet, as Asian books offer it.
  const mode = slip.mode === 'singles' && picks.length === 2 && isParlayable(picks) ? 'parlay' : slip.mode;
  return { ...slip, picks, mode, system: validSystem(slip.system, picks.length) };
}

export function removePick(slip: SlipState, selectionId: number): SlipState {
  const picks = slip.picks.filter((p) => p.selectionId !== selectionId);
  const { [selectionId]: _gone, ...stakes } = slip.stakes;
  const mode = picks.length < 2 ? 'singles' : slip.mode;
  return { ...slip, picks, stakes, mode, system: validSystem(slip.system, picks.length) };
}

/** A parlay takes one pick per event. */
export function isParlayable(picks: readonly SlipPick[]): boolean {
  return picks.length >= 2 && new Set(picks.map((p) => p.eventId)).size === picks.length;
}

/** The systems a number of picks allows: the named ones of that size, then every "k/n" with 2 ≤ k < n. */
export function systemChoices(count: number): { code: string; name: string; lines: number }[] {
  if (count < 3 || count > 12) return [];
  const kinds: SystemKind[] = [
    ...NAMED_SYSTEM_KINDS.filter((name) => NAMED_SYSTEMS[name].selections === count).map((name) => ({
      name,
    })),
    ...Array.from({ length: count - 2 }, (_, i) => ({ size: i + 2, of: count })),
  ];
  return kinds.map((kind) => ({
    code: systemCode(kind),
    name: systemName(systemCode(kind)),
    lines: systemBetCount(kind),
  }));
}

function validSystem(system: string | null, count: number): string | null {
  const choices = systemChoices(count);
  return choices.some((c) => c.code === system) ? system : (choices[0]?.code ?? null);
}

/** The call's body for what the slip holds, or null while it is not a bet yet (no stake, too few picks). */
export function slipBody(
  slip: SlipState,
  requestId: string,
  oddsChange: PlaceBetsBody['oddsChange'],
): PlaceBetsBody | null {
  const pick = (p: SlipPick) => ({ selectionId: p.selectionId, odds: p.odds });
  switch (slip.mode) {
    case 'singles': {
      const singles = slip.picks
        .filter((p) => isStake(slip.stakes[p.selectionId]))
        .map((p) => ({ ...pick(p), stake: slip.stakes[p.selectionId]! }));
      return singles.length > 0 ? { requestId, oddsChange, singles } : null;
    }
    case 'parlay':
      return isParlayable(slip.picks) && isStake(slip.comboStake)
        ? { requestId, oddsChange, parlay: { picks: slip.picks.map(pick), stake: slip.comboStake } }
        : null;
    case 'system':
      return slip.system && slip.picks.length >= 3 && isStake(slip.comboStake)
        ? {
            requestId,
            oddsChange,
            system: { system: slip.system, picks: slip.picks.map(pick), unitStake: slip.comboStake },
          }
        : null;
  }
}

/** Takes the server's current prices for the picks whose price moved (the player accepted them). */
export function acceptPrices(slip: SlipState, changed: readonly { selectionId: number; odds: string }[]) {
  const now = new Map(changed.map((c) => [c.selectionId, c.odds]));
  return {
    ...slip,
    picks: slip.picks.map((p) => {
      const odds = now.get(p.selectionId);
      return odds ? { ...p, odds, display: { ...p.display, decimal: odds } } : p;
    }),
  };
}

/** Money typed into a stake box: digits and one dot, two decimals at most. */
export function cleanStake(value: string): string {
  const digits = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = digits.split('.');
  return rest.length === 0 ? whole.slice(0, 9) : `${whole.slice(0, 9)}.${rest.join('').slice(0, 2)}`;
}

/** The sum of the API's money strings (exactly 2 decimals), in cents and back: no float on the way. */
export function sumMoney(values: readonly string[]): string {
  const cents = values.reduce(
    (sum, v) => sum + BigInt(v.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1')),
    0n,
  );
  const abs = cents < 0n ? -cents : cents;
  const text = abs.toString().padStart(3, '0');
  return `${cents < 0n ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
}
