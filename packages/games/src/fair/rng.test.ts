import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { blockMessage, commitSeed, createRng, uniformInt, verifySeedCommitment } from './rng';

const seeds = {
  serverSeed: 'a3f1c9e07b5d2468a3f1c9e07b5d2468a3f1c9e07b5d2468a3f1c9e07b5d2468',
  clientSeed: 'lucky-ñ',
  nonce: 7,
};

// The stream as a verifier would rebuild it with any HMAC implementation.
function referenceWords(count: number): number[] {
  const words: number[] = [];
  for (let block = 0; words.length < count; block++) {
    const mac = createHmac('sha256', seeds.serverSeed)
      .update(`${seeds.clientSeed}:${seeds.nonce}:${block}`)
      .digest();
    for (let i = 0; i < 32 && words.length < count; i += 4) words.push(mac.readUInt32BE(i));
  }
  return words;
}

function wordsFrom(list: number[]): () => number {
  let i = 0;
  return () => {
    const word = list[i++];
    if (word === undefined) throw new Error('stream exhausted');
    return word;
  };
}

describe('commitSeed', () => {
  it('is the SHA-256 hex of the seed text, and verifies in any case', () => {
    const commitment = commitSeed(seeds.serverSeed);
    expect(commitment).toBe(createHash('sha256').update(seeds.serverSeed, 'utf8').digest('hex'));
    expect(verifySeedCommitment(seeds.serverSeed, commitment.toUpperCase())).toBe(true);
    expect(verifySeedCommitment(`${seeds.serverSeed}0`, commitment)).toBe(false);
  });
});

describe('createRng', () => {
  it('reads HMAC-SHA256(serverSeed, clientSeed:nonce:block) blocks as big-endian words, across blocks', () => {
    const rng = createRng(seeds);
    const words = Array.from({ length: 20 }, () => rng.uint32());
    expect(words).toEqual(referenceWords(20));
    expect(rng.bytesUsed).toBe(80);
    expect(blockMessage(seeds, 2)).toBe('lucky-ñ:7:2');
  });

  it('is deterministic per seeds and changes with any of them', () => {
    const draw = (s: typeof seeds) => {
      const rng = createRng(s);
      return Array.from({ length: 8 }, () => rng.int(1000));
    };
    expect(draw(seeds)).toEqual(draw({ ...seeds }));
    expect(draw({ ...seeds, nonce: 8 })).not.toEqual(draw(seeds));
    expect(draw({ ...seeds, clientSeed: 'lucky' })).not.toEqual(draw(seeds));
    expect(draw({ ...seeds, serverSeed: 'other' })).not.toEqual(draw(seeds));
  });

  it('refuses empty seeds and bad nonces', () => {
    expect(() => createRng({ ...seeds, clientSeed: '' })).toThrow(RangeError);
    expect(() => createRng({ ...seeds, nonce: -1 })).toThrow(RangeError);
    expect(() => createRng({ ...seeds, nonce: 1.5 })).toThrow(RangeError);
  });
});

describe('uniformInt', () => {
  it('takes x mod n below the largest multiple of n and rejects words at or above it', () => {
    // 2^32 mod 10 = 6, so limit = 4294967290: words 4294967290…4294967295 are discarded.
    const next = wordsFrom([4_294_967_290, 4_294_967_295, 4_294_967_289, 123]);
    expect(uniformInt(next, 10)).toBe(9);
    expect(uniformInt(next, 10)).toBe(3);
  });

  it('gives every residue the same number of accepted words', () => {
    // For n = 3 the accepted words are 0 … 2^32 − 2; each residue gets (2^32 − 1) / 3 of them.
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % 3);
    expect(limit % 3).toBe(0);
    expect(uniformInt(wordsFrom([limit - 1]), 3)).toBe(2);
    expect(uniformInt(wordsFrom([limit, 0]), 3)).toBe(0);
  });

  it('covers n = 1 and n = 2^32, and refuses anything else', () => {
    expect(uniformInt(wordsFrom([0xffffffff]), 1)).toBe(0);
    expect(uniformInt(wordsFrom([0xffffffff]), 0x1_0000_0000)).toBe(0xffffffff);
    for (const n of [0, -1, 2.5, 0x1_0000_0001, Number.NaN]) {
      expect(() => uniformInt(wordsFrom([0]), n)).toThrow(RangeError);
    }
  });

  it('is roughly uniform on a real stream', () => {
    const rng = createRng(seeds);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]!++;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
