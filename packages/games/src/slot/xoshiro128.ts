/**
 * xoshiro128** (Blackman and Vigna): a fast, well-mixed 32-bit generator for simulating millions of
 * rounds. Not cryptographic and not provably fair: it never decides a real round.
 */
export function xoshiro128(seed: number): () => number {
  // splitmix32 spreads one seed over the four words and never leaves them all zero.
  let x = seed >>> 0;
  const split = (): number => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let s0 = split();
  let s1 = split();
  let s2 = split();
  let s3 = split();
  return () => {
    const product = Math.imul(s1, 5);
    const result = Math.imul((product << 7) | (product >>> 25), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    return result;
  };
}
