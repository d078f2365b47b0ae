import { formatCents, parseCents, type SabongCard, type SabongFight } from '@swerte/contracts';

/** The chips a stake is built from (pesos). */
export const SABONG_CHIPS = [10, 50, 100, 500, 1000, 5000] as const;

/** The fight the arena shows: the card's current one, else the latest. */
export function currentFight(card: SabongCard | null | undefined): SabongFight | null {
  if (!card) return null;
  return (
    card.fights.find((f) => f.fightId === card.currentFightId) ?? card.fights[card.fights.length - 1] ?? null
  );
}

/** Finished fights, latest first: the results strip. */
export function finishedFights(card: SabongCard | null | undefined): SabongFight[] {
  return (card?.fights ?? []).filter((f) => f.status === 'settled' || f.status === 'cancelled').reverse();
}

/**
 * What a stake would return at the payout shown now ("162.00" per 100), rounded down to the cent like
 * the settlement; null for a payout not yet known ("—", a one-sided pool).
 */
export function estimateReturn(stake: string, per100: string): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(stake.trim()) || !/^\d+\.\d{2}$/.test(per100)) return null;
  const cents = parseCents(stake);
  if (cents <= 0n) return null;
  return formatCents((cents * parseCents(per100)) / 10_000n);
}

/** The stake after adding a chip (pesos), kept to 2 decimals. */
export function addChip(stake: string, chip: number): string {
  const current = /^\d+(\.\d{1,2})?$/.test(stake.trim()) ? parseCents(stake) : 0n;
  const next = current + BigInt(chip) * 100n;
  const text = formatCents(next);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** Milliseconds left before a scheduled close, by the server's clock (`offset` = server − device). */
export function msLeft(
  fight: Pick<SabongFight, 'closesAt'>,
  deviceNow: number,
  offset: number,
): number | null {
  if (!fight.closesAt) return null;
  return Math.max(0, Date.parse(fight.closesAt) - (deviceNow + offset));
}

export function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
