import { encryptBody } from '@swerte/contracts';
import type { EncryptionKey, Endpoint, EndpointBody, EndpointValue } from '@swerte/contracts';
import { callEndpoint } from '../api-client';
import { isApiError } from '../api-error';
import type { EndpointRef } from '../endpoint-ref';
import { authRefs } from './endpoints';

let keyPromise: Promise<EncryptionKey> | null = null;

/** The server's public key, fetched once per page (a failed fetch is retried next time). */
function getEncryptionKey(): Promise<EncryptionKey> {
  keyPromise ??= callEndpoint(authRefs.encryptionKey).catch((error: unknown) => {
    keyPromise = null;
    throw error;
  });
  return keyPromise;
}

async function send<E extends Endpoint>(ref: EndpointRef<E>, body: EndpointBody<E>) {
  const encrypted = await encryptBody(await getEncryptionKey(), body);
  // The wire body is the enc envelope, not the contract's plain body (the server opens it first).
  return callEndpoint(ref, { body: encrypted as unknown as EndpointBody<E> });
}

/**
 * An "enc" call (§7): the body is encrypted with WebCrypto for the server's key. When the server
 * cannot open it (its key changed since we fetched it), the key is fetched again and sent once more.
 */
export async function callEnc<E extends Endpoint>(
  ref: EndpointRef<E>,
  body: EndpointBody<E>,
): Promise<EndpointValue<E>> {
  try {
    return await send(ref, body);
  } catch (error) {
    if (!isApiError(error) || error.code !== 'error_encryption_required') throw error;
    keyPromise = null;
    return send(ref, body);
  }
}
