import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BaccaratBetWire, BaccaratTable, GameSession, HouseRound } from '@swerte/contracts';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/auth/error-text';
import { BALANCE_QUERY_KEY } from '../../../lib/balance';
import { useDocumentVisible } from '../../../lib/use-document-visible';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { callGame, houseRefs } from '../api/house-refs';
import { formatCents, parseCents } from '@swerte/contracts';
import { clockOffset, remainingMs } from '../lib/server-clock';
import { isSessionEnded } from './use-game-session';
import { useNow } from './use-now';

/** A coup being turned over on the felt: `dealt` cards so far, in deal order. */
export interface Reveal {
  round: HouseRound;
  dealt: number;
  done: boolean;
}

const CARD_MS = 650;
const cardsIn = (round: HouseRound) =>
  (round.baccarat?.coup?.player.cards.length ?? 0) + (round.baccarat?.coup?.banker.cards.length ?? 0);

interface TableOptions {
  session: GameSession;
  onSessionChange: (patch: Partial<Pick<GameSession, 'balance' | 'fairness'>>) => void;
  onSessionEnd: () => void;
}

/**
 * The member's baccarat table: the round taking bets with its countdown on the server's clock, the
 * deal when it reaches zero (cards turned one by one), and the road, which gains the coup once shown.
 */
export function useBaccaratTable({ session, onSessionChange, onSessionEnd }: TableOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reduced = useReducedMotion();
  const visible = useDocumentVisible();
  const [table, setTable] = useState<BaccaratTable | null>(null);
  const [offset, setOffset] = useState(0);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const [road, setRoad] = useState<BaccaratTable['road']>([]);
  const [error, setError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState<unknown>(null);
  const dealing = useRef<string | null>(null);
  /** The road after the coup being revealed: shown once its last card is down. */
  const pendingRoad = useRef<BaccaratTable['road'] | null>(null);
  const now = useNow(200, table !== null);
  const remaining = table ? remainingMs(table.round.closesAt, offset, now) : 0;

  const fail = useCallback(
    (failure: unknown) => {
      if (isSessionEnded(failure)) onSessionEnd();
      else setError(errorText(failure, t));
    },
    [onSessionEnd, t],
  );

  const receive = useCallback(
    (next: BaccaratTable) => {
      setOffset(clockOffset(next.serverTime, Date.now()));
      setTable(next);
      onSessionChange({ balance: next.balance, fairness: next.fairness });
    },
    [onSessionChange],
  );

  const onTable = useCallback(
    (next: BaccaratTable) => {
      receive(next);
      setRoad(next.road);
      setLoadFailed(null);
    },
    [receive],
  );
  const onTableFailed = useCallback(
    (failure: unknown) => {
      if (isSessionEnded(failure)) onSessionEnd();
      else setLoadFailed(failure);
    },
    [onSessionEnd],
  );
  const load = useCallback(
    () => callGame(houseRefs.baccaratTable, session.sessionToken).then(onTable, onTableFailed),
    [session.sessionToken, onTable, onTableFailed],
  );

  // Opening the table, and coming back to the tab: the rounds went on meanwhile.
  useEffect(() => {
    if (visible) callGame(houseRefs.baccaratTable, session.sessionToken).then(onTable, onTableFailed);
  }, [visible, session.sessionToken, onTable, onTableFailed]);

  const deal = useCallback(
    async (roundId: string) => {
      dealing.current = roundId;
      try {
        const next = await callGame(houseRefs.baccaratDeal, session.sessionToken, { body: { roundId } });
        setError(null);
        receive(next);
        if (next.previous?.baccarat?.coup) {
          setReveal({ round: next.previous, dealt: reduced ? cardsIn(next.previous) : 0, done: reduced });
        }
        if (reduced) setRoad(next.road);
        else pendingRoad.current = next.road;
        void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      } catch (failure) {
        // A device clock a moment ahead asks before the server's timer is out: just ask again.
        if (!(isApiError(failure) && failure.code === 'error_round_betting')) fail(failure);
        // Let the countdown ask again in a moment (the table reloads meanwhile).
        setTimeout(() => {
          dealing.current = null;
          void load();
        }, 1_500);
      }
    },
    [session.sessionToken, receive, reduced, queryClient, fail, load],
  );

  // At zero on the server's clock the round is dealt, once.
  useEffect(() => {
    if (!table || !visible || remaining > 0 || dealing.current === table.round.roundId) return;
    void deal(table.round.roundId);
  }, [table, visible, remaining, deal]);

  // The cards come one by one; the road takes the coup when the last one is down.
  useEffect(() => {
    if (!reveal || reveal.done) return;
    const total = cardsIn(reveal.round);
    const timer = setTimeout(() => {
      if (reveal.dealt < total) setReveal({ ...reveal, dealt: reveal.dealt + 1 });
      else {
        setReveal({ ...reveal, done: true });
        if (pendingRoad.current) setRoad(pendingRoad.current);
        pendingRoad.current = null;
      }
    }, CARD_MS);
    return () => clearTimeout(timer);
  }, [reveal]);

  const placeBets = useCallback(
    async (bets: BaccaratBetWire[]) => {
      if (!table) return false;
      try {
        receive(
          await callGame(houseRefs.baccaratBet, session.sessionToken, {
            body: { roundId: table.round.roundId, bets },
          }),
        );
        setError(null);
        void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
        return true;
      } catch (failure) {
        fail(failure);
        return false;
      }
    },
    [table, session.sessionToken, receive, queryClient, fail],
  );

  const settling = reveal !== null && !reveal.done;
  // While the coup is turned over, the balance waits for it: the payout shows with the result.
  const pendingPayout = settling
    ? (reveal.round.baccarat?.results ?? []).reduce((sum, result) => sum + parseCents(result.payout), 0n)
    : 0n;
  const balance = table ? formatCents(parseCents(table.balance) - pendingPayout) : session.balance;
  return {
    table,
    remaining,
    reveal,
    road,
    error,
    clearError: () => setError(null),
    loadFailed,
    reload: load,
    placeBets,
    settling,
    balance,
  };
}
