import { createCipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { CS_PATH_IV_BYTES, CS_PATH_KEY_LENGTH } from '@swerte/contracts';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A type 3 customer-service path (§4): the address encrypted with AES-256-GCM under SHA-256 of a random
 * 8-character key, `base64url(iv ‖ ciphertext ‖ tag)`, with that key appended. The key travels with the
 * text, so this keeps the chat address away from scrapers and searches of the page's data; it is not
 * secrecy. decodeCsPath (packages/contracts) is the other side.
 */
export function encodeCsPath(address: string): string {
  const key = Array.from(
    { length: CS_PATH_KEY_LENGTH },
    () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)],
  ).join('');
  const iv = randomBytes(CS_PATH_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(key).digest(), iv);
  const sealed = Buffer.concat([iv, cipher.update(address, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64url') + key;
}
