import { randomBytes } from 'node:crypto';
import type { Fairness, FairnessState } from '@swerte/contracts';
import { commitSeed, type RoundSeeds } from '@swerte/games';
import type { Db, Tx } from '../../platform/db/client.js';
import * as repo from './house.repository.js';

/** Revealed pairs the fairness panel lists. */
export const REVEALED_SEEDS_SHOWN = 10;

export type SeedService = ReturnType<typeof createSeedService>;

function newServerSeed(): { serverSeed: string; commitment: string } {
  // 256 bits from the CSPRNG; players see only its SHA-256 until the pair is rotated.
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, commitment: commitSeed(serverSeed) };
}

export function toFairnessState(seed: repo.SeedRow): FairnessState {
  return { commitment: seed.commitment, clientSeed: seed.clientSeed, nonce: seed.nextNonce };
}

/** A member's provably fair seed pairs: one active, the rest revealed. */
export function createSeedService({ db, now }: { db: Db; now: () => Date }) {
  /** The member's active pair, locked for the rest of `tx`; created on first use. */
  async function lockActive(tx: Tx, memberId: number): Promise<repo.SeedRow> {
    const found = await repo.lockActiveSeed(tx, memberId);
    if (found) return found;
    await repo.ensureActiveSeed(tx, {
      memberId,
      ...newServerSeed(),
      clientSeed: randomBytes(8).toString('hex'),
    });
    const created = await repo.lockActiveSeed(tx, memberId);
    if (!created) throw new Error('house seed pair missing after insert');
    return created;
  }

  /** Takes the next nonce of the locked active pair: the seeds the round is played on. */
  async function takeRoundSeeds(tx: Tx, seed: repo.SeedRow): Promise<RoundSeeds> {
    await repo.takeNonce(tx, seed.id);
    const seeds = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nextNonce };
    seed.nextNonce += 1;
    return seeds;
  }

  async function fairnessOf(tx: Db | Tx, seed: repo.SeedRow): Promise<Fairness> {
    const revealed = await repo.listRevealedSeeds(tx, seed.memberId, REVEALED_SEEDS_SHOWN);
    return {
      ...toFairnessState(seed),
      revealed: revealed.map((row) => ({
        commitment: row.commitment,
        serverSeed: row.serverSeed,
        clientSeed: row.clientSeed,
        rounds: row.nextNonce,
        createdAt: row.createdAt.toISOString(),
        revealedAt: (row.revealedAt ?? row.createdAt).toISOString(),
      })),
    };
  }

  return {
    lockActive,
    takeRoundSeeds,
    getFairness: (memberId: number) =>
      db.transaction(async (tx) => fairnessOf(tx, await lockActive(tx, memberId))),
    /** Reveals the active server seed and starts a new pair with the member's client seed. */
    rotate: (memberId: number, clientSeed: string) =>
      db.transaction(async (tx) => {
        const current = await lockActive(tx, memberId);
        await repo.revealSeed(tx, current.id, now());
        await repo.ensureActiveSeed(tx, { memberId, ...newServerSeed(), clientSeed });
        const next = await repo.lockActiveSeed(tx, memberId);
        if (!next) throw new Error('house seed pair missing after rotation');
        return fairnessOf(tx, next);
      }),
  };
}
