import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { createOneTimeTokens } from '../session/one-time-tokens.js';

export const LAUNCH_TOKEN_PURPOSE = 'game_launch';
/** Long enough for the game page to load and the vendor to call authenticate, too short to be worth stealing. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;

export type LaunchTokens = ReturnType<typeof createLaunchTokens>;

/**
 * The token a game page is opened with: the vendor trades it once for the player (authenticate). It is
 * never the member's session token, so a vendor or a leaked game URL cannot act for the member on the site.
 */
export function createLaunchTokens(db: Db, now: () => Date = () => new Date()) {
  const oneTime = createOneTimeTokens(db, now);
  return {
    async issueLaunchToken(memberId: number, vendor: string, gameCode: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await oneTime.create(LAUNCH_TOKEN_PURPOSE, token, memberId, { vendor, gameCode }, LAUNCH_TOKEN_TTL_MS);
      return token;
    },
    /** The member and game the token was issued for; error_launch_token when unknown, spent, expired or another vendor's. */
    async consumeLaunchToken(token: string, vendor: string) {
      const row = await oneTime.consume(LAUNCH_TOKEN_PURPOSE, token);
      const data = (row?.data ?? {}) as { vendor?: string; gameCode?: string };
      if (!row?.memberId || data.vendor !== vendor) throw new AppError('error_launch_token');
      return { memberId: row.memberId, gameCode: data.gameCode ?? '' };
    },
  };
}
