import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  GameSession,
  LiveBetWire,
  LiveResult,
  LiveSlip,
  LiveTable,
  LiveTableGame,
} from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { errorText } from '../../../lib/auth/error-text';
import { BALANCE_QUERY_KEY } from '../../../lib/balance';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { callGame } from '../api/house-refs';
import { liveRefs, liveStreamPath } from '../api/live-refs';
import { clockOffset, remainingMs } from '../lib/server-clock';
import { isSessionEnded } from './use-game-session';
import { useNow } from './use-now';

/** How long the wheel spins, the dice roll or the cards turn before the result and the payouts show. */
export const REVEAL_MS = 4_000;
/** A stream the browser gave up on (an error answer) is opened again after this long. */
const REOPEN_MS = 3_000;

interface LiveTableOptions {
  game: LiveTableGame;
  session: GameSession;
  onSessionChange: (patch: Partial<Pick<GameSession, 'balance'>>) => void;
  onSessionEnd: () => void;
}

/**
 * A shared live table as every player at it sees it: the table's state from its server-sent events (on
 * any node), the countdown on the server's clock, the newest result revealed with its animation, and
 * this member's slips and balance. A dropped stream reconnects and the table is read afresh, so a
 * player who was away sees the round the table is on now.
 */
export function useLiveTable({ game, session, onSessionChange, onSessionEnd }: LiveTableOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reduced = useReducedMotion();
  const [table, setTable] = useState<LiveTable | null>(null);
  const [offset, setOffset] = useState(0);
  const [connected, setConnected] = useState(false);
  const [slips, setSlips] = useState<LiveSlip[]>([]);
  const [balance, setBalance] = useState(session.balance);
  const [reveal, setReveal] = useState<{ result: LiveResult; done: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lastSeen = useRef<number | null>(null);
  const now = useNow(200, table !== null);
  const remaining = table?.round ? remainingMs(table.round.closesAt, offset, now) : 0;

  const fail = useCallback(
    (failure: unknown) => {
      if (isSessionEnded(failure)) onSessionEnd();
      else setError(errorText(failure, t));
    },
    [onSessionEnd, t],
  );

  const loadSlips = useCallback(async () => {
    try {
      const mine = await callGame(liveRefs.mySlips, session.sessionToken, { params: { game } });
      setSlips(mine.slips);
      setBalance(mine.balance);
      onSessionChange({ balance: mine.balance });
    } catch (failure) {
      fail(failure);
    }
  }, [game, session.sessionToken, onSessionChange, fail]);

  const receive = useCallback(
    (next: LiveTable) => {
      setOffset(clockOffset(next.serverTime, Date.now()));
      setTable(next);
      const newest = next.history[0];
      if (!newest || newest.roundNo === lastSeen.current) return;
      // The first state shows the last result as it stands; a later one is a round just drawn.
      const fresh = lastSeen.current !== null;
      lastSeen.current = newest.roundNo;
      if (!fresh) return;
      setReveal({ result: newest, done: reduced });
      setTimeout(
        () => {
          setReveal((current) => (current?.result === newest ? { ...current, done: true } : current));
          void loadSlips();
          void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
        },
        reduced ? 0 : REVEAL_MS,
      );
    },
    [reduced, loadSlips, queryClient],
  );

  const readTable = useCallback(
    () =>
      callEndpoint(liveRefs.table, { params: { game }, withToken: false }).then(receive, (failure: unknown) =>
        setError(errorText(failure, t)),
      ),
    [game, receive, t],
  );

  const loadSlipsRef = useRef(loadSlips);
  useEffect(() => {
    loadSlipsRef.current = loadSlips;
  }, [loadSlips]);

  // The stream, opened again when the browser gives up on it; every (re)connection reads the table and
  // the member's bets afresh.
  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const open = () => {
      source = new EventSource(liveStreamPath(game));
      source.addEventListener('table', (event) =>
        receive(JSON.parse((event as MessageEvent<string>).data) as LiveTable),
      );
      source.addEventListener('open', () => {
        setConnected(true);
        void readTable();
        void loadSlipsRef.current();
      });
      source.addEventListener('error', () => {
        setConnected(false);
        if (source?.readyState === EventSource.CLOSED && !closed) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      });
    };
    open();
    return () => {
      closed = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [game, receive, readTable]);

  const placeBets = useCallback(
    async (bets: LiveBetWire[]) => {
      if (!table?.round) return false;
      try {
        const placed = await callGame(liveRefs.bet, session.sessionToken, {
          params: { game },
          body: { roundNo: table.round.roundNo, bets },
        });
        setSlips((current) => [
          placed.slip,
          ...current.filter((slip) => slip.roundNo !== placed.slip.roundNo),
        ]);
        setBalance(placed.balance);
        onSessionChange({ balance: placed.balance });
        setError(null);
        void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
        return true;
      } catch (failure) {
        fail(failure);
        return false;
      }
    },
    [table, game, session.sessionToken, onSessionChange, queryClient, fail],
  );

  const roundNo = table?.round?.roundNo ?? null;
  return {
    table,
    remaining,
    connected,
    reveal,
    slips,
    mySlip: slips.find((slip) => slip.roundNo === roundNo) ?? null,
    balance,
    error,
    clearError: () => setError(null),
    placeBets,
  };
}
