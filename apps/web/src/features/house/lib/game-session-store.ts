import { HOUSE_GAME_NAMES, type GameSession } from '@swerte/contracts';

/**
 * The game session lives in session storage under its vendor and game code, so reloading
 * /seamless?vendor=…&gameCode=… resumes the game (the launch token in the address is single-use and
 * is removed at once). It ends with the tab, like the member's own session.
 */
const keyOf = (vendor: string, gameCode: string) => `houseSession:${vendor}:${gameCode}`;

function isGameSession(value: unknown): value is GameSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<GameSession>;
  return (
    typeof session.sessionToken === 'string' &&
    (HOUSE_GAME_NAMES as readonly string[]).includes(session.game ?? '') &&
    typeof session.balance === 'string' &&
    typeof session.minBet === 'string' &&
    typeof session.fairness === 'object'
  );
}

export function readGameSession(vendor: string, gameCode: string): GameSession | null {
  try {
    const stored = window.sessionStorage.getItem(keyOf(vendor, gameCode));
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return isGameSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveGameSession(session: GameSession): void {
  try {
    window.sessionStorage.setItem(keyOf(session.vendor, session.gameCode), JSON.stringify(session));
  } catch {
    // Private mode or a full store: the game still plays, a reload just asks to open it again.
  }
}

export function forgetGameSession(vendor: string, gameCode: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(vendor, gameCode));
  } catch {
    // Nothing stored, nothing to forget.
  }
}
