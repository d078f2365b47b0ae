import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HOUSE_GAMES } from '@swerte/contracts';
import type { GameSession, HouseGame } from '@swerte/contracts';
import { isApiError } from '../../../lib/api-error';
import { callEndpoint } from '../../../lib/api-client';
import { houseRefs } from '../api/house-refs';
import { forgetGameSession, readGameSession, saveGameSession } from '../lib/game-session-store';
import { houseGameOf, resumeAddress } from '../lib/launch';

export type GameSessionState =
  | { status: 'opening' }
  | { status: 'ready'; session: GameSession }
  /** The launch token or the game session was refused or has expired: open the game again. */
  | { status: 'ended' }
  /** Anything else went wrong opening it (network, server): it may work on a retry. */
  | { status: 'failed'; error: unknown }
  /** /seamless names no house game. */
  | { status: 'unknown' };

// A launch token works once. React runs effects twice in development and a fast double render may ask
// twice too: every caller of the same token shares one trade.
const trades = new Map<string, Promise<GameSession>>();

type HouseVendor = (typeof HOUSE_GAMES)[HouseGame]['vendor'];

function tradeLaunchToken(launchToken: string, vendor: HouseVendor, gameCode: string): Promise<GameSession> {
  let trade = trades.get(launchToken);
  if (!trade) {
    // The vendor serves several games (SW_LIVE: baccarat and the shared tables): name the one launched.
    trade = callEndpoint(houseRefs.session, { body: { launchToken, vendor, gameCode }, withToken: false });
    trades.set(launchToken, trade);
  }
  return trade;
}

const isEnded = (error: unknown) => isApiError(error) && error.isUnauthorized;

/**
 * The game session of /seamless: trades the launch token in the address for a game session (and takes
 * the token out of the address at once), or resumes the one kept for this vendor and game code.
 */
export function useGameSession() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const vendor = params.get('vendor') ?? '';
  const gameCode = params.get('gameCode') ?? '';
  const launchToken = params.get('token');
  const game: HouseGame | null = houseGameOf(vendor, gameCode);
  const [state, setState] = useState<GameSessionState>(() => {
    if (!game) return { status: 'unknown' };
    if (launchToken) return { status: 'opening' };
    const stored = readGameSession(vendor, gameCode);
    return stored ? { status: 'ready', session: stored } : { status: 'ended' };
  });
  const [attempt, setAttempt] = useState(0);
  // The token is taken out of the address on the first render; the trade keeps it here.
  const [pendingToken, setPendingToken] = useState(game ? launchToken : null);

  if (game && launchToken && launchToken !== pendingToken) {
    // A new launch while the page is open (another game of the same kind): trade that one.
    setPendingToken(launchToken);
    setState({ status: 'opening' });
  }

  useEffect(() => {
    if (!game || !launchToken) return;
    // The token must not stay in the address bar, the history or a shared link.
    void navigate(resumeAddress(vendor, gameCode), { replace: true });
  }, [game, launchToken, vendor, gameCode, navigate]);

  useEffect(() => {
    if (!pendingToken || !game) return;
    let live = true;
    tradeLaunchToken(pendingToken, HOUSE_GAMES[game].vendor, HOUSE_GAMES[game].gameCode).then(
      (session) => {
        saveGameSession(session);
        if (live) setState({ status: 'ready', session });
      },
      (error: unknown) => {
        // A retry may trade again: a token a network error kept from the server is still good.
        trades.delete(pendingToken);
        if (live) setState(isEnded(error) ? { status: 'ended' } : { status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [pendingToken, game, attempt]);

  /** Keeps the latest balance and seeds, so a reload shows them. */
  const update = useCallback((patch: Partial<Pick<GameSession, 'balance' | 'fairness'>>) => {
    setState((current) => {
      if (current.status !== 'ready') return current;
      const session = { ...current.session, ...patch };
      saveGameSession(session);
      return { status: 'ready', session };
    });
  }, []);

  /** Any house call answered 401: the game session is over. */
  const end = useCallback(() => {
    forgetGameSession(vendor, gameCode);
    setState({ status: 'ended' });
  }, [vendor, gameCode]);

  const retry = useCallback(() => {
    const stored = readGameSession(vendor, gameCode);
    if (stored) {
      setState({ status: 'ready', session: stored });
      return;
    }
    setState({ status: 'opening' });
    setAttempt((n) => n + 1);
  }, [vendor, gameCode]);

  return { state, vendor, gameCode, update, end, retry };
}

export { isEnded as isSessionEnded };
