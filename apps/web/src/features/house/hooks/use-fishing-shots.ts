import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FISHING_MAX_SHOTS, formatCents, parseCents } from '@swerte/contracts';
import type { GameSession } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { BALANCE_QUERY_KEY } from '../../../lib/balance';
import { callGame, houseRefs } from '../api/house-refs';
import { newRequestId } from '../lib/request-id';
import { retryOnNetworkError } from '../lib/retry';
import { isSessionEnded } from './use-game-session';

/** Shots fired since the last batch are sent this often: one round of the wallet a second. */
export const BATCH_MS = 1_000;

export interface FiredShot {
  /** The page's own id of the shot (its bullet), to find the fish it hit when the answer comes. */
  id: number;
  fish: string;
  bet: bigint;
}

export interface ShotOutcome {
  id: number;
  killed: boolean;
  win: bigint;
}

interface FishingOptions {
  session: GameSession;
  onSessionChange: (patch: Partial<Pick<GameSession, 'balance' | 'fairness'>>) => void;
  onSessionEnd: () => void;
  /** The server's verdict on each shot of a batch, in the order fired. */
  onOutcomes: (outcomes: ShotOutcome[]) => void;
}

/**
 * The shots of a fishing session: queued as they hit, sent in batches of at most 20 about every second
 * (each batch one idempotent round, retried with its request id after a network error), and flushed
 * when the page is hidden or left. The balance shown is the server's less the bets still in flight.
 */
export function useFishingShots({ session, onSessionChange, onSessionEnd, onOutcomes }: FishingOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queue = useRef<FiredShot[]>([]);
  const inFlight = useRef(false);
  const [serverBalance, setServerBalance] = useState(() => parseCents(session.balance));
  const [pending, setPending] = useState(0n);
  const [totals, setTotals] = useState({ fired: 0, settled: 0, staked: 0n, won: 0n });
  const [error, setError] = useState<string | null>(null);
  const latest = useRef({ session, onSessionChange, onSessionEnd, onOutcomes });
  useEffect(() => {
    latest.current = { session, onSessionChange, onSessionEnd, onOutcomes };
  }, [session, onSessionChange, onSessionEnd, onOutcomes]);

  const flush = useCallback(async () => {
    if (inFlight.current || queue.current.length === 0) return;
    inFlight.current = true;
    const batch = queue.current.slice(0, FISHING_MAX_SHOTS);
    const { session: current } = latest.current;
    // One id for the batch and every retry of it: the server settles it once.
    const requestId = newRequestId();
    try {
      const result = await retryOnNetworkError(() =>
        callGame(houseRefs.fishingShots, current.sessionToken, {
          body: { requestId, shots: batch.map((shot) => ({ fish: shot.fish, bet: formatCents(shot.bet) })) },
        }),
      );
      const shots = result.round.fishing?.shots ?? [];
      const outcomes = batch.map((shot, i) => ({
        id: shot.id,
        killed: shots[i]?.killed ?? false,
        win: parseCents(shots[i]?.win ?? '0'),
      }));
      queue.current = queue.current.slice(batch.length);
      setServerBalance(parseCents(result.balance));
      setPending((value) => value - batch.reduce((sum, shot) => sum + shot.bet, 0n));
      setTotals((value) => ({
        ...value,
        settled: value.settled + batch.length,
        staked: value.staked + parseCents(result.round.stake),
        won: value.won + parseCents(result.round.payout),
      }));
      setError(null);
      latest.current.onSessionChange({ balance: result.balance, fairness: result.fairness });
      latest.current.onOutcomes(outcomes);
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
    } catch (failure) {
      // Refused (not enough balance, a closed game): nothing was charged, so the batch is dropped.
      queue.current = queue.current.slice(batch.length);
      setPending((value) => value - batch.reduce((sum, shot) => sum + shot.bet, 0n));
      latest.current.onOutcomes(batch.map((shot) => ({ id: shot.id, killed: false, win: 0n })));
      if (isSessionEnded(failure)) latest.current.onSessionEnd();
      else setError(errorText(failure, t));
    } finally {
      inFlight.current = false;
    }
  }, [queryClient, t]);

  useEffect(() => {
    const timer = setInterval(() => void flush(), BATCH_MS);
    const leave = () => void flush();
    const hidden = () => document.visibilityState === 'hidden' && void flush();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the game settles what was fired: the call goes on after the page moves away.
      void flush();
    };
  }, [flush]);

  /** Takes a shot's bet now (it shows at once in the balance); false when the balance cannot cover it. */
  const charge = useCallback(
    (bet: bigint) => {
      if (serverBalance - pending < bet) return false;
      setPending((value) => value + bet);
      return true;
    },
    [serverBalance, pending],
  );

  /** A shot that hit a fish: queued for the next batch. */
  const record = useCallback((shot: FiredShot) => {
    queue.current.push(shot);
    setTotals((value) => ({ ...value, fired: value.fired + 1 }));
  }, []);

  return { balance: serverBalance - pending, pending, charge, record, totals, error, flush };
}
