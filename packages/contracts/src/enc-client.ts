import type { EncryptedBody, EncryptionKey } from './security.js';

/*
 * The browser side of "enc" calls, shared by the web app and the server's tests. It uses only the
 * WebCrypto globals (browsers, Node 20+), described structurally here so the package needs no DOM types.
 */
interface SubtleLike {
  importKey(
    format: 'spki',
    key: ArrayBuffer,
    alg: object,
    extractable: boolean,
    usages: string[],
  ): Promise<unknown>;
  generateKey(alg: object, extractable: boolean, usages: string[]): Promise<unknown>;
  exportKey(format: 'raw', key: unknown): Promise<ArrayBuffer>;
  encrypt(alg: object, key: unknown, data: ArrayBuffer | Uint8Array): Promise<ArrayBuffer>;
}
interface CryptoLike {
  subtle: SubtleLike;
  getRandomValues<T extends Uint8Array>(array: T): T;
}
interface Globals {
  crypto: CryptoLike;
  btoa(data: string): string;
  atob(data: string): string;
  TextEncoder: new () => { encode(text: string): Uint8Array };
}
const g = globalThis as unknown as Globals;

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return g.btoa(text);
}

function fromBase64(text: string): ArrayBuffer {
  const binary = g.atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/** The plaintext inside an enc envelope: the request body and when it was made (ms since epoch). */
export interface EncPlaintext {
  ts: number;
  body: unknown;
}

/**
 * Encrypts a request body for an enc call with the key from GET /wps/system/encryptionKey: a fresh
 * AES-256-GCM key encrypts `{ ts, body }`, and RSA-OAEP (SHA-256) wraps that key.
 */
export async function encryptBody(
  serverKey: EncryptionKey,
  body: unknown,
  now: number = Date.now(),
): Promise<EncryptedBody> {
  const { subtle } = g.crypto;
  const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' };
  const publicKey = await subtle.importKey('spki', fromBase64(serverKey.publicKey), rsa, false, ['encrypt']);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = g.crypto.getRandomValues(new Uint8Array(12));
  const plaintext: EncPlaintext = { ts: now, body };
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new g.TextEncoder().encode(JSON.stringify(plaintext)),
  );
  const wrapped = await subtle.encrypt(rsa, publicKey, await subtle.exportKey('raw', aesKey));
  return {
    enc: { keyId: serverKey.keyId, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) },
  };
}
