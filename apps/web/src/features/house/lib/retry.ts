import { CLIENT_ERROR_CODES, isApiError } from '../../../lib/api-error';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call` again after a network error (no answer came back, so the request may or may not have
 * been played): the call must be idempotent, e.g. a spin with the same request id. Any answer from the
 * server, error or not, ends the retries.
 */
export async function retryOnNetworkError<T>(
  call: () => Promise<T>,
  delaysMs: readonly number[] = [500, 1_500, 3_000],
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const delay = delaysMs[attempt];
      const isNetwork = isApiError(error) && error.code === CLIENT_ERROR_CODES.network;
      if (!isNetwork || delay === undefined) throw error;
      await wait(delay);
    }
  }
}
