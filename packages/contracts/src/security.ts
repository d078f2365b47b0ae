import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/**
 * The body of an "enc" call (§7). The browser draws a fresh AES-256-GCM key, encrypts the JSON body
 * `{ ts, body }` with it (ts = Date.now(), refused when older than five minutes), and wraps the key with
 * the server's RSA-OAEP (SHA-256) public key. Plain bodies to enc paths are refused with
 * error_encryption_required.
 */
export const EncryptedBodySchema = z.object({
  enc: z.object({
    /** Which published key wrapped `key`. */
    keyId: z.string().max(64),
    /** RSA-OAEP-wrapped AES key, base64. */
    key: z.string().max(1024),
    /** 12-byte AES-GCM nonce, base64. */
    iv: z.string().max(32),
    /** AES-GCM ciphertext followed by its 16-byte tag (as WebCrypto produces it), base64. */
    data: z.string().max(200_000),
  }),
});
export type EncryptedBody = z.infer<typeof EncryptedBodySchema>;

export const EncryptionKeySchema = z.object({
  keyId: z.string(),
  /** SubjectPublicKeyInfo (DER), base64: importKey('spki', …, { name: 'RSA-OAEP', hash: 'SHA-256' }). */
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
});
export type EncryptionKey = z.infer<typeof EncryptionKeySchema>;

/** An ALTCHA proof-of-work challenge (the spec's slider/geetest human verification). */
export const AltchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;

/** The solved ALTCHA payload (base64 JSON) the widget produces; each one verifies once. */
export const AltchaPayloadSchema = z.string().min(1).max(4096);

export const CaptchaSchema = z.object({
  /** Identifies this image's answer; sent back beside the typed answer. Single use, expires. */
  captchaKey: z.string(),
  /** data:image/png;base64,… drawn by the server. */
  image: z.string(),
});

export const securityEndpoints = {
  encryptionKey: defineEndpoint({
    method: 'GET',
    path: '/wps/system/encryptionKey',
    summary: 'Public key that wraps the body key of enc calls',
    tag: 'session',
    auth: 'none',
    value: EncryptionKeySchema,
  }),
  altchaChallenge: defineEndpoint({
    method: 'GET',
    path: '/wps/verification/altcha',
    summary: 'A proof-of-work challenge for human verification',
    tag: 'session',
    auth: 'none',
    value: AltchaChallengeSchema,
  }),
  captcha: defineEndpoint({
    method: 'GET',
    path: '/wps/captcha',
    summary: 'A captcha image; its answer is single-use and expires',
    tag: 'session',
    auth: 'none',
    value: CaptchaSchema,
  }),
};
