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
 * (each batch one idempotent round, retried with its request id after a network error). When the page
 * is hidden, left or closed every shot still queued goes at once in keepalive requests, which outlive
 * the page, and a batch still unanswered goes again under its own request id (the server settles it
 * once): no fired shot is lost. The balance shown is the server's less the bets still in flight.
 */
export function useFishingShots({ session, onSessionChange, onSessionEnd, onOutcomes }: FishingOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queue = useRef<FiredShot[]>([]);
  /** Batches sent and not yet answered, by request id. */
  const sending = useRef(new Map<string, FiredShot[]>());
  const [serverBalance, setServerBalance] = useState(() => parseCents(session.balance));
  const [pending, setPending] = useState(0n);
  const [totals, setTotals] = useState({ fired: 0, settled: 0, staked: 0n, won: 0n });
  const [error, setError] = useState<string | null>(null);
  const latest = useRef({ session, onSessionChange, onSessionEnd, onOutcomes });
  useEffect(() => {
    latest.current = { session, onSessionChange, onSessionEnd, onOutcomes };
  }, [session, onSessionChange, onSessionEnd, onOutcomes]);

  /**
   * Sends one batch and applies its answer, once: a batch sent twice (again as the page goes) is
   * settled once by the server, and only the first answer here counts. A repeat's failure is ignored.
   */
  const send = useCallback(
    async (
      requestId: string,
      batch: FiredShot[],
      { keepalive, repeat }: { keepalive: boolean; repeat: boolean },
    ) => {
      const { session: current } = latest.current;
      const call = () =>
        callGame(houseRefs.fishingShots, current.sessionToken, {
          body: { requestId, shots: batch.map((shot) => ({ fish: shot.fish, bet: formatCents(shot.bet) })) },
          keepalive,
        });
      const staked = batch.reduce((sum, shot) => sum + shot.bet, 0n);
      try {
        const result = await (keepalive ? call() : retryOnNetworkError(call));
        if (!sending.current.delete(requestId)) return;
        const shots = result.round.fishing?.shots ?? [];
        const outcomes = batch.map((shot, i) => ({
          id: shot.id,
          killed: shots[i]?.killed ?? false,
          win: parseCents(shots[i]?.win ?? '0'),
        }));
        setServerBalance(parseCents(result.balance));
        setPending((value) => value - staked);
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
        if (repeat || !sending.current.delete(requestId)) return;
        // Refused (not enough balance, a closed game): nothing was charged, so the batch is dropped.
        setPending((value) => value - staked);
        latest.current.onOutcomes(batch.map((shot) => ({ id: shot.id, killed: false, win: 0n })));
        if (isSessionEnded(failure)) latest.current.onSessionEnd();
        else setError(errorText(failure, t));
      }
    },
    [queryClient, t],
  );

  /** The next batch, one at a time, so each answer's balance is the latest. */
  const flush = useCallback(async () => {
    if (sending.current.size > 0 || queue.current.length === 0) return;
    const batch = queue.current.splice(0, FISHING_MAX_SHOTS);
    // One id for the batch and every retry of it: the server settles it once.
    const requestId = newRequestId();
    sending.current.set(requestId, batch);
    await send(requestId, batch, { keepalive: false, repeat: false });
  }, [send]);

  /** The page is going: everything fired leaves now, in requests that outlive it. */
  const sendAll = useCallback(() => {
    for (const [requestId, batch] of sending.current)
      void send(requestId, batch, { keepalive: true, repeat: true });
    while (queue.current.length > 0) {
      const batch = queue.current.splice(0, FISHING_MAX_SHOTS);
      const requestId = newRequestId();
      sending.current.set(requestId, batch);
      void send(requestId, batch, { keepalive: true, repeat: false });
    }
  }, [send]);

  useEffect(() => {
    const timer = setInterval(() => void flush(), BATCH_MS);
    const hidden = () => document.visibilityState === 'hidden' && sendAll();
    window.addEventListener('pagehide', sendAll);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', sendAll);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the game settles what was fired.
      sendAll();
    };
  }, [flush, sendAll]);

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
