import { useCallback, useMemo, useState } from 'react';
import { LOTTERY_SLIP_MAX_BETS, LOTTERY_SLIP_MAX_DRAWS, parseCents } from '@swerte/contracts';
import type { BetTypeOffer, BuySlipBody, LotteryItem } from '@swerte/contracts';
import { lineStake, parsePoints, slipTotal } from '../lib/slip-stake';
import type { SlipLine } from '../lib/slip-stake';

/** A line as the slip edits it: points as typed. */
export interface DraftLine {
  key: number;
  offer: BetTypeOffer;
  numbers: string[];
  position?: number;
  points: string;
}

/** The draft line as the stake rules read it; null while its points are not a whole number from 1. */
export function toSlipLine(line: DraftLine): SlipLine | null {
  const points = parsePoints(line.points);
  if (points === null) return null;
  return {
    betType: line.offer.betType,
    numbers: line.numbers,
    points,
    position: line.position,
    price: parseCents(line.offer.price),
  };
}

let nextKey = 1;

/**
 * The slip of one game's page: bets (up to 20) and the draws they go on — the page's game and, for
 * the South and Central, other provinces drawing the same day (up to 4 draws in all).
 */
export function useSlip(game: Pick<LotteryItem, 'gameCode'>, numero: string) {
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [extraDraws, setExtraDraws] = useState<LotteryItem[]>([]);

  const add = useCallback((offer: BetTypeOffer, numbers: string[], position?: number) => {
    setLines((current) =>
      [...current, { key: nextKey++, offer, numbers, position, points: '1' }].slice(0, LOTTERY_SLIP_MAX_BETS),
    );
  }, []);
  const remove = (key: number) => setLines((current) => current.filter((line) => line.key !== key));
  const setPoints = (key: number, points: string) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, points } : line)));
  const toggleDraw = (item: LotteryItem) =>
    setExtraDraws((current) =>
      current.some((draw) => draw.gameCode === item.gameCode)
        ? current.filter((draw) => draw.gameCode !== item.gameCode)
        : [...current, item].slice(0, LOTTERY_SLIP_MAX_DRAWS - 1),
    );
  const clear = useCallback(() => setLines([]), []);

  const parsed = useMemo(() => lines.map(toSlipLine), [lines]);
  const valid = parsed.filter((line): line is SlipLine => line !== null);
  const ready = lines.length > 0 && valid.length === lines.length;
  const draws = 1 + extraDraws.length;
  const total = ready ? slipTotal(valid, draws) : null;

  const body = (requestId: string): BuySlipBody => ({
    requestId,
    draws: [
      { gameCode: game.gameCode, numero },
      ...extraDraws.map((draw) => ({ gameCode: draw.gameCode, numero: draw.numero })),
    ],
    bets: lines.map((line) => ({
      betType: line.offer.betType,
      numbers: line.numbers,
      points: Number(parsePoints(line.points) ?? 0n),
      ...(line.position === undefined ? {} : { position: line.position }),
    })),
  });

  return {
    /** The page's draw, the one whose room the slip shows. */
    target: { gameCode: game.gameCode, numero },
    lines,
    extraDraws,
    draws,
    total,
    ready,
    add,
    remove,
    setPoints,
    toggleDraw,
    clear,
    body,
    lineStake: (line: DraftLine) => {
      const slipLine = toSlipLine(line);
      return slipLine ? lineStake(slipLine) : null;
    },
  };
}

export type SlipState = ReturnType<typeof useSlip>;
