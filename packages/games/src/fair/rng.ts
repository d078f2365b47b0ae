import { hmacSha256, sha256, toHex, utf8 } from './sha256';

/** A source of uniform integers; games take this so play and verification share one code path. */
export interface Rng {
  /** A uniform integer in [0, n), for an integer n from 1 to 2^32. */
  int(n: number): number;
}

/** The three inputs that fix every outcome of one game round. */
export interface RoundSeeds {
  /** Secret chosen by the house; its SHA-256 is shown before play and the seed itself on rotation. */
  serverSeed: string;
  /** Chosen (or changeable) by the player, so the house cannot have picked the outcome alone. */
  clientSeed: string;
  /** Counts the rounds played on one seed pair: 0, 1, 2… Never repeats for a pair. */
  nonce: number;
}

/** A provably fair RNG: deterministic from its seeds, and reports how far it has read. */
export interface FairRng extends Rng {
  /** The next 32 bits of the stream, big-endian, as an unsigned integer. */
  uint32(): number;
  /** Bytes read from the stream so far (a multiple of 4). */
  readonly bytesUsed: number;
}

const TWO_POW_32 = 0x1_0000_0000;

/**
 * The commitment published before play: SHA-256 of the server seed's UTF-8 bytes, lower-case hex.
 * After the seed is revealed anyone can recompute it and see that the seed was fixed in advance.
 */
export function commitSeed(serverSeed: string): string {
  return toHex(sha256(utf8(serverSeed)));
}

/** True when `serverSeed` is the seed behind the published `commitment` (case-insensitive hex). */
export function verifySeedCommitment(serverSeed: string, commitment: string): boolean {
  return commitSeed(serverSeed) === commitment.trim().toLowerCase();
}

/** The HMAC message of one 32-byte block of a round's stream: `${clientSeed}:${nonce}:${block}`. */
export function blockMessage(seeds: RoundSeeds, block: number): string {
  return `${seeds.clientSeed}:${seeds.nonce}:${block}`;
}

/** Block `block` (0, 1, 2…) of a round's byte stream: HMAC-SHA256(key = server seed, blockMessage). */
export function streamBlock(seeds: RoundSeeds, block: number): Uint8Array {
  return hmacSha256(utf8(seeds.serverSeed), utf8(blockMessage(seeds, block)));
}

function assertSeeds(seeds: RoundSeeds): void {
  if (seeds.serverSeed.length === 0 || seeds.clientSeed.length === 0) {
    throw new RangeError('server and client seeds must not be empty');
  }
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) {
    throw new RangeError('nonce must be a non-negative safe integer');
  }
}

/**
 * The provably fair RNG of one round.
 *
 * The round's byte stream is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:0`), then `…:1`, `…:2`…,
 * each 32-byte block appended in turn (seeds as UTF-8). Bytes are read four at a time as a big-endian
 * unsigned 32-bit word `x`. `int(n)` maps words to [0, n) without modulo bias by rejection, in integer
 * arithmetic only: with `limit = 2^32 − (2^32 mod n)` (the largest multiple of n that fits), a word
 * `x < limit` gives `x mod n`; a word `x ≥ limit` is discarded and the next word is read. Every residue
 * then has exactly `limit / n` words mapping to it. Games draw in a fixed, documented order, so anyone
 * holding the seeds replays a round exactly, in the browser or on the server.
 */
export function createRng(seeds: RoundSeeds): FairRng {
  assertSeeds(seeds);
  let block: Uint8Array = new Uint8Array(0);
  let blockIndex = -1;
  let offset = 32;
  let bytesUsed = 0;

  const uint32 = (): number => {
    if (offset === 32) {
      blockIndex++;
      block = streamBlock(seeds, blockIndex);
      offset = 0;
    }
    const word =
      ((block[offset]! << 24) |
        (block[offset + 1]! << 16) |
        (block[offset + 2]! << 8) |
        block[offset + 3]!) >>>
      0;
    offset += 4;
    bytesUsed += 4;
    return word;
  };

  return {
    uint32,
    int: (n) => uniformInt(uint32, n),
    get bytesUsed() {
      return bytesUsed;
    },
  };
}

/** Unbiased integer in [0, n) from a source of uniform 32-bit words, by rejection (see createRng). */
export function uniformInt(nextUint32: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`int(n) needs an integer n from 1 to 2^32, got ${n}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const x = nextUint32();
    if (x < limit) return x % n;
  }
}
