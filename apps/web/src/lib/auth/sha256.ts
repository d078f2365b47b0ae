/*
 * A small synchronous SHA-256 (FIPS 180-4) for the ALTCHA proof of work: WebCrypto's digest is
 * asynchronous per call, and tens of thousands of awaited tiny hashes take seconds, this milliseconds.
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const W = new Uint32Array(64);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** Hashes whole 64-byte blocks of `words` (big-endian) into the 8-word state `h`. */
function compress(h: Int32Array, words: Int32Array): void {
  for (let offset = 0; offset < words.length; offset += 16) {
    for (let i = 0; i < 16; i++) W[i] = words[offset + i]!;
    for (let i = 16; i < 64; i++) {
      const w15 = W[i - 15]!;
      const w2 = W[i - 2]!;
      W[i] =
        (W[i - 16]! +
          (rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3)) +
          W[i - 7]! +
          (rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10))) |
        0;
    }
    let a = h[0]!,
      b = h[1]!,
      c = h[2]!,
      d = h[3]!,
      e = h[4]!,
      f = h[5]!,
      g = h[6]!,
      hh = h[7]!;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h[0] = (h[0]! + a) | 0;
    h[1] = (h[1]! + b) | 0;
    h[2] = (h[2]! + c) | 0;
    h[3] = (h[3]! + d) | 0;
    h[4] = (h[4]! + e) | 0;
    h[5] = (h[5]! + f) | 0;
    h[6] = (h[6]! + g) | 0;
    h[7] = (h[7]! + hh) | 0;
  }
}

/** Pads bytes into big-endian words, ready for compress(). */
function toPaddedWords(bytes: ArrayLike<number>, length: number, words?: Int32Array): Int32Array {
  const size = Math.ceil((length + 9) / 64) * 16;
  const out = words && words.length === size ? words.fill(0) : new Int32Array(size);
  for (let i = 0; i < length; i++) out[i >> 2]! |= bytes[i]! << (24 - (i & 3) * 8);
  out[length >> 2]! |= 0x80 << (24 - (length & 3) * 8);
  out[size - 1] = length * 8;
  out[size - 2] = Math.floor((length * 8) / 2 ** 32);
  return out;
}

function hashWords(words: Int32Array): Int32Array {
  const h = Int32Array.from(H0);
  compress(h, words);
  return h;
}

/** Hex SHA-256 of a UTF-8 string. */
export function sha256Hex(text: string): string {
  const data = new TextEncoder().encode(text);
  return Array.from(hashWords(toPaddedWords(data, data.length)), (word) =>
    (word >>> 0).toString(16).padStart(8, '0'),
  ).join('');
}

/**
 * A fast test of `sha256(prefix + n) === targetHex` for many n: ASCII bytes go straight into a
 * reused word buffer and the digest is compared as words, with no strings made per attempt.
 */
export function createSha256Matcher(prefix: string, targetHex: string): (n: number) => boolean {
  const target = Int32Array.from(
    { length: 8 },
    (_, i) => Number.parseInt(targetHex.slice(i * 8, i * 8 + 8), 16) | 0,
  );
  // eslint-disable-next-line no-control-regex
  if (!/^[\x00-\x7f]*$/.test(prefix)) return (n) => sha256Hex(`${prefix}${n}`) === targetHex;
  const bytes = new Uint8Array(prefix.length + 20);
  for (let i = 0; i < prefix.length; i++) bytes[i] = prefix.charCodeAt(i);
  let words: Int32Array | undefined;
  return (n) => {
    const digits = String(n);
    for (let i = 0; i < digits.length; i++) bytes[prefix.length + i] = digits.charCodeAt(i);
    words = toPaddedWords(bytes, prefix.length + digits.length, words);
    const h = hashWords(words);
    for (let i = 0; i < 8; i++) if (h[i] !== target[i]) return false;
    return true;
  };
}
