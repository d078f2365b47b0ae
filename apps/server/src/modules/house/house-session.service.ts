import { randomBytes } from 'node:crypto';
import { HOUSE_GAMES, formatCents, type GameSession, type HouseGame, type Language } from '@swerte/contracts';
import { AppError } from '../../platform/errors.js';
import { sha256 } from '../../platform/tokens.js';
import type { VendorWalletService } from '../vendor-wallet/vendor-wallet.service.js';
import type { HouseContext, Player } from './house-context.js';
import * as repo from './house.repository.js';
import { toFairnessState } from './seeds.service.js';

/** How long a game session lasts: an evening's play; opening the game again starts a new one. */
export const GAME_SESSION_TTL_MS = 6 * 60 * 60_000;

/** The house game a vendor and game code name; without a code, the vendor's first game. */
function gameOf(vendor: string, gameCode?: string): HouseGame | undefined {
  return (Object.keys(HOUSE_GAMES) as HouseGame[]).find(
    (game) =>
      HOUSE_GAMES[game].vendor === vendor &&
      (gameCode === undefined || HOUSE_GAMES[game].gameCode === gameCode),
  );
}

/**
 * Game sessions: the house trades the launch token for the player through the wallet's authenticate,
 * as any vendor does, and hands the game page a session token of its own (kept only as its sha256).
 */
export function createHouseSessionService(
  house: HouseContext,
  wallet: Pick<VendorWalletService, 'authenticate'>,
) {
  async function start(
    launchToken: string,
    vendor: string,
    language: Language,
    gameCode?: string,
  ): Promise<GameSession> {
    const game = gameOf(vendor, gameCode);
    if (!game) throw new AppError('error_launch_token');
    const row = await house.gameRow(game);
    const player = await wallet.authenticate(await house.callingVendor(game), launchToken);
    const memberId = house.memberIdOf(game, player.playerId);
    const sessionToken = randomBytes(32).toString('base64url');
    await repo.insertSession(house.db, {
      tokenHash: sha256(sessionToken),
      memberId,
      playerId: player.playerId,
      vendor,
      gameCode: HOUSE_GAMES[game].gameCode,
      expiresAt: new Date(house.now().getTime() + GAME_SESSION_TTL_MS),
    });
    const seed = await house.db.transaction((tx) => house.seeds.lockActive(tx, memberId));
    return {
      sessionToken,
      game,
      vendor,
      gameCode: HOUSE_GAMES[game].gameCode,
      gameName: house.gameName(row, language),
      currency: player.currency,
      balance: player.balance,
      minBet: formatCents(BigInt(row.minBetCents)),
      fairness: toFairnessState(seed),
    };
  }

  /** The player behind an `x-game-session` header; error_game_session for anything else. */
  async function resolve(header: unknown, game?: HouseGame): Promise<Player> {
    const token = typeof header === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(header) ? header : null;
    const session = token ? await repo.findSession(house.db, sha256(token), house.now()) : null;
    const sessionGame = session ? gameOf(session.vendor, session.gameCode) : undefined;
    if (!session || !sessionGame) throw new AppError('error_game_session');
    // A slot session cannot stake at the table, nor the other way round.
    if (game && game !== sessionGame) throw new AppError('error_forbidden');
    return { memberId: session.memberId, playerId: session.playerId, game: sessionGame };
  }

  return { start, resolve, purgeExpired: () => repo.deleteExpiredSessions(house.db, house.now()) };
}
