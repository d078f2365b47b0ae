/*
 * Type 3 customer-service paths (§3/§4): `base64url(iv ‖ AES-256-GCM ciphertext ‖ tag) + key`, where
 * `key` is the last 8 characters and the AES key is SHA-256 of them. The key travels with the text, so
 * this only keeps the chat address out of scrapers and page-text searches; it is not a secret.
 * The server encodes (apps/server .../cs-path.ts); browsers and tests decode here with WebCrypto.
 */

/** Length of the key at the end of a type 3 path. */
export const CS_PATH_KEY_LENGTH = 8;
/** AES-GCM nonce and tag lengths in bytes. */
export const CS_PATH_IV_BYTES = 12;
const TAG_BYTES = 16;

interface SubtleLike {
  digest(alg: string, data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    key: ArrayBuffer,
    alg: string,
    extractable: boolean,
    usages: string[],
  ): Promise<unknown>;
  decrypt(alg: object, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}
interface Globals {
  crypto: { subtle: SubtleLike };
  atob(data: string): string;
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new () => { decode(bytes: ArrayBuffer): string };
}
const g = globalThis as unknown as Globals;

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = g.atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The address a type 3 path stands for; throws when the text was not made by the encoder. */
export async function decodeCsPath(encoded: string): Promise<string> {
  if (encoded.length <= CS_PATH_KEY_LENGTH) throw new Error('type 3 path too short');
  const key = encoded.slice(-CS_PATH_KEY_LENGTH);
  const bytes = fromBase64Url(encoded.slice(0, -CS_PATH_KEY_LENGTH));
  if (bytes.length < CS_PATH_IV_BYTES + TAG_BYTES) throw new Error('type 3 path too short');
  const digest = await g.crypto.subtle.digest('SHA-256', new g.TextEncoder().encode(key));
  const aesKey = await g.crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
  const plain = await g.crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, CS_PATH_IV_BYTES) },
    aesKey,
    bytes.subarray(CS_PATH_IV_BYTES),
  );
  return new g.TextDecoder().decode(plain);
}
