import type { Db } from '../../platform/db/client.js';
import { sha256 } from '../../platform/tokens.js';
import * as repo from './session.repository.js';

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;

/** Single-use tokens kept as sha256 (reset links, login verification, social state and codes). */
export function createOneTimeTokens(db: Db, now: () => Date = () => new Date()) {
  return {
    async create(purpose: string, token: string, memberId: number | null, data: object, ttlMs: number) {
      await repo.insertOneTimeToken(db, {
        tokenHash: sha256(token),
        purpose,
        memberId,
        data,
        expiresAt: new Date(now().getTime() + ttlMs),
      });
    },
    consume: (purpose: string, token: string) => repo.consumeOneTimeToken(db, sha256(token), purpose, now()),
  };
}
