import { useCallback, useEffect, useRef, useState } from 'react';
import { GAME_SESSION_HEADER } from '@swerte/contracts';
import type { PvpTable } from '@swerte/contracts';
import { isApiError } from '../../../lib/api-error';
import { callGame } from '../api/house-refs';
import { pvpRefs, pvpStreamPath } from '../api/pvp-refs';
import { clockOffset } from '../lib/server-clock';

/** Waits before opening a dropped stream again, doubling to the last. */
const RECONNECT_MS = [500, 1000, 2000, 4000, 8000];

/**
 * One room as this player sees it: loaded once, then kept current by the room's server-sent events
 * (read with fetch, since they carry the game session header). A dropped stream is opened again and
 * its first event restores the whole table, so a reload or a lost connection rejoins the hand.
 */
export function usePvpRoom(
  roomCode: string,
  sessionToken: string,
  onSessionEnd: () => void,
  onBalance: (balance: string) => void,
) {
  const [table, setTable] = useState<PvpTable | null>(null);
  const [offset, setOffset] = useState(0);
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const endRef = useRef(onSessionEnd);
  endRef.current = onSessionEnd;

  const show = useCallback((next: PvpTable) => {
    setOffset(clockOffset(next.serverTime, Date.now()));
    // An answer to a move may arrive after a later event: keep the newer state.
    setTable(next);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    let attempt = 0;
    let stopped = false;
    async function open() {
      while (!stopped) {
        try {
          const response = await fetch(pvpStreamPath(roomCode), {
            headers: { [GAME_SESSION_HEADER]: sessionToken, Accept: 'text/event-stream' },
            signal: controller.signal,
          });
          if (response.status === 401) {
            endRef.current();
            return;
          }
          if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          let text = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            text += decoder.decode(value, { stream: true });
            let end = text.indexOf('\n\n');
            while (end >= 0) {
              const event = text.slice(0, end);
              text = text.slice(end + 2);
              if (event.startsWith('event: table')) {
                attempt = 0;
                setConnected(true);
                show(JSON.parse(event.slice(event.indexOf('\ndata: ') + 7)) as PvpTable);
              }
              end = text.indexOf('\n\n');
            }
          }
        } catch {
          if (stopped) return;
        }
        setConnected(false);
        await new Promise((resolve) =>
          setTimeout(resolve, RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]),
        );
      }
    }
    void open();
    return () => {
      stopped = true;
      controller.abort();
    };
  }, [roomCode, sessionToken, show]);

  /** Runs a room call; its answer is shown at once (the stream follows with the same state). */
  const act = useCallback(
    async <T>(call: () => Promise<T>, pick: (value: T) => PvpTable): Promise<T | null> => {
      setError(null);
      try {
        const value = await call();
        show(pick(value));
        return value;
      } catch (cause) {
        if (isApiError(cause) && cause.isUnauthorized) endRef.current();
        else setError(cause);
        return null;
      }
    },
    [show],
  );

  const params = { roomCode };
  return {
    table,
    offset,
    connected,
    error,
    clearError: () => setError(null),
    sit: (buyIn: string) =>
      act(
        () => callGame(pvpRefs.sit, sessionToken, { params, body: { buyIn } }),
        (v) => (onBalance(v.balance), v.table),
      ),
    leave: () =>
      act(
        () => callGame(pvpRefs.leave, sessionToken, { params }),
        (v) => (onBalance(v.balance), v.table),
      ),
    play: (handNo: number, cards: number[]) =>
      act(
        () => callGame(pvpRefs.move, sessionToken, { params, body: { handNo, type: 'play', cards } }),
        (v) => v,
      ),
    pass: (handNo: number) =>
      act(
        () => callGame(pvpRefs.move, sessionToken, { params, body: { handNo, type: 'pass' } }),
        (v) => v,
      ),
  };
}
