import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SWERTE_FIESTA, SYMBOL_CODES } from '@swerte/games';
import type { GameSession, HouseRound, SlotRoundWire, SlotSpinWire } from '@swerte/contracts';
import { BALANCE_QUERY_KEY } from '../../../lib/balance';
import { errorText } from '../../../lib/auth/error-text';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { winningCells } from '../lib/slot-lines';
import { callGame, houseRefs } from '../api/house-refs';
import { formatCents, parseCents } from '@swerte/contracts';
import { newRequestId } from '../lib/request-id';
import { retryOnNetworkError } from '../lib/retry';
import { freeSpinsKnown, isBigWin, openingGrid } from '../lib/slot-round';
import { isSessionEnded } from './use-game-session';

const REELS = 5;
const ALL_SPINNING = Array<boolean>(REELS).fill(true);
const ALL_STOPPED = Array<boolean>(REELS).fill(false);
/** Timing of a round on screen, in milliseconds. */
const TIMING = { minSpin: 650, reelGap: 230, showWin: 1_100, freeIntro: 1_700, freeSpin: 480, bigWin: 3_200 };

export type SlotBanner = { kind: 'freeSpins'; count: number } | { kind: 'bigWin'; amount: string };

interface SlotPlayOptions {
  session: GameSession;
  lines: number;
  betPerLine: bigint;
  onSessionChange: (patch: Partial<Pick<GameSession, 'balance' | 'fairness'>>) => void;
  onSessionEnd: () => void;
}

/**
 * One spin on screen: the reels run while the server plays the round, stop reel by reel on its grid,
 * light the wins and count them up; free spins follow one by one, then a big win is celebrated. The
 * balance shows the stake taken at once and the payout once the round has been shown.
 */
export function useSlotPlay({ session, lines, betPerLine, onSessionChange, onSessionEnd }: SlotPlayOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reduced = useReducedMotion();
  const [grid, setGrid] = useState<string[][]>(() => openingGrid(SWERTE_FIESTA.baseStrips, SYMBOL_CODES));
  const [spinning, setSpinning] = useState<boolean[]>(ALL_STOPPED);
  const [wins, setWins] = useState<{ cells: Set<string>; lines: number[] }>({ cells: new Set(), lines: [] });
  const [freeSpin, setFreeSpin] = useState<{ n: number; total: number } | null>(null);
  const [roundWin, setRoundWin] = useState(0n);
  const [lastWin, setLastWin] = useState<string | null>(null);
  const [lastSpin, setLastSpin] = useState<SlotSpinWire | null>(null);
  /** The newest round played here, for the fairness panel's verify link. */
  const [lastRound, setLastRound] = useState<HouseRound | null>(null);
  const [banner, setBanner] = useState<SlotBanner | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shownBalance, setShownBalance] = useState(session.balance);
  const busyRef = useRef(false);
  /** Set by a second press during the show: the rest of the round plays without waiting. */
  const hurry = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const wait = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        if (reduced || hurry.current || !mounted.current) resolve();
        else setTimeout(resolve, ms);
      }),
    [reduced],
  );

  /** Stops the reels one by one on `spin`'s grid, then lights its wins. */
  const land = useCallback(
    async (spin: SlotSpinWire) => {
      for (let reel = 0; reel < REELS; reel++) {
        await wait(TIMING.reelGap);
        setGrid((current) =>
          current.map((column, index) => (index === reel ? [...spin.grid[reel]!] : column)),
        );
        setSpinning((current) => current.map((value, index) => (index === reel ? false : value)));
      }
      setWins({ cells: winningCells(spin), lines: spin.lineWins.map((win) => win.line) });
      setLastSpin(spin);
    },
    [wait],
  );

  const show = useCallback(
    async (round: SlotRoundWire, stake: bigint) => {
      await land(round.base);
      let total = parseCents(round.base.payout);
      setRoundWin(total);
      if (round.freeSpins.length > 0) {
        await wait(TIMING.showWin);
        setBanner({ kind: 'freeSpins', count: round.base.scatter.freeSpinsAwarded });
        await wait(TIMING.freeIntro);
        setBanner(null);
        for (const [index, spin] of round.freeSpins.entries()) {
          setFreeSpin({ n: index + 1, total: freeSpinsKnown(round, index - 1) });
          setWins({ cells: new Set(), lines: [] });
          setSpinning(ALL_SPINNING);
          await wait(TIMING.freeSpin);
          await land(spin);
          setFreeSpin({ n: index + 1, total: freeSpinsKnown(round, index) });
          total += parseCents(spin.payout);
          setRoundWin(total);
          await wait(TIMING.showWin);
        }
      }
      if (isBigWin(total, stake)) {
        setBanner({ kind: 'bigWin', amount: formatCents(total) });
        await wait(TIMING.bigWin);
      }
    },
    [land, wait],
  );

  const spin = useCallback(async () => {
    if (busyRef.current) {
      hurry.current = true;
      return;
    }
    busyRef.current = true;
    hurry.current = false;
    setBusy(true);
    setError(null);
    setBanner(null);
    setFreeSpin(null);
    setRoundWin(0n);
    setWins({ cells: new Set(), lines: [] });
    const stake = betPerLine * BigInt(lines);
    const before = session.balance;
    setShownBalance(formatCents(parseCents(before) - stake));
    setSpinning(ALL_SPINNING);
    const startedAt = performance.now();
    // One id for this spin and every retry of it: the server never plays it twice.
    const requestId = newRequestId();
    try {
      const result = await retryOnNetworkError(() =>
        callGame(houseRefs.slotSpin, session.sessionToken, {
          body: { requestId, lines, betPerLine: formatCents(betPerLine) },
        }),
      );
      await wait(TIMING.minSpin - (performance.now() - startedAt));
      if (result.round.slot) await show(result.round.slot, stake);
      setFreeSpin(null);
      setSpinning(ALL_STOPPED);
      setShownBalance(result.balance);
      setLastWin(result.round.payout);
      setLastRound(result.round);
      onSessionChange({ balance: result.balance, fairness: result.fairness });
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
    } catch (failure) {
      // A refused spin changes nothing: the reels settle back and the balance is the one before.
      setSpinning(ALL_STOPPED);
      setShownBalance(before);
      if (isSessionEnded(failure)) onSessionEnd();
      else setError(errorText(failure, t));
    } finally {
      busyRef.current = false;
      hurry.current = false;
      setBusy(false);
    }
  }, [betPerLine, lines, session, wait, show, onSessionChange, onSessionEnd, queryClient, t]);

  return {
    grid,
    spinning,
    wins,
    freeSpin,
    roundWin,
    lastWin,
    lastSpin,
    lastRound,
    banner,
    dismissBanner: () => setBanner(null),
    busy,
    error,
    balance: busy ? shownBalance : session.balance,
    spin,
  };
}
