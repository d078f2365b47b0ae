import { createDecipheriv, createPrivateKey, privateDecrypt, constants, type KeyObject } from 'node:crypto';
import { EncryptedBodySchema, type EncPlaintext, type EncryptionKey } from '@swerte/contracts';
import { AppError } from './errors.js';

/** An enc body older (or further in the future) than this is refused: a captured body cannot be replayed later. */
export const ENC_MAX_AGE_MS = 5 * 60_000;
const TAG_LENGTH = 16;

export interface EncKeys {
  keyId: string;
  privateKeyPem: string;
  publicKeySpki: string;
}

export interface EncDecoder {
  publicKey(): EncryptionKey;
  /** Opens an enc envelope and returns the request body inside it; AppError on anything else. */
  decrypt(body: unknown): unknown;
}

export function createEncDecoder(keys: EncKeys, now: () => number = Date.now): EncDecoder {
  const privateKey: KeyObject = createPrivateKey(keys.privateKeyPem);
  const refuse = () => new AppError('error_encryption_required');

  function open(enc: { keyId: string; key: string; iv: string; data: string }): EncPlaintext {
    if (enc.keyId !== keys.keyId) throw refuse();
    try {
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(enc.key, 'base64'),
      );
      const iv = Buffer.from(enc.iv, 'base64');
      const data = Buffer.from(enc.data, 'base64');
      if (aesKey.length !== 32 || iv.length !== 12 || data.length < TAG_LENGTH) throw refuse();
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(data.subarray(data.length - TAG_LENGTH));
      const plain = Buffer.concat([
        decipher.update(data.subarray(0, data.length - TAG_LENGTH)),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as EncPlaintext;
    } catch (error) {
      throw new AppError('error_encryption_required', null, { cause: error });
    }
  }

  return {
    publicKey: () => ({
      keyId: keys.keyId,
      publicKey: keys.publicKeySpki,
      algorithm: 'RSA-OAEP-256+A256GCM',
    }),
    decrypt(body) {
      const parsed = EncryptedBodySchema.safeParse(body);
      if (!parsed.success) throw refuse();
      const plain = open(parsed.data.enc);
      if (typeof plain !== 'object' || plain === null || typeof plain.ts !== 'number') throw refuse();
      if (Math.abs(now() - plain.ts) > ENC_MAX_AGE_MS) throw refuse();
      return plain.body;
    },
  };
}
