/** What the server accepts as a client seed: 1–64 printable ASCII characters, no spaces at the ends. */
export function isValidClientSeed(seed: string): boolean {
  return seed.length >= 1 && seed.length <= 64 && seed === seed.trim() && /^[\x20-\x7E]+$/.test(seed);
}

/** A fresh random client seed (16 hex characters) for players who just want a new one. */
export function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
