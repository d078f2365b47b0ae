/** §8: a page bundle (or its stylesheet) that failed to load, as opposed to a bug in the page. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically|Loading (CSS )?chunk|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** §9: how long a page bundle may take before the page offers its retry instead of waiting on. */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * A page bundle's import that gives up after CHUNK_TIMEOUT_MS with a ChunkLoadError, so a stalled
 * connection ends in the same "reload to try again" message as a failed one.
 */
export function withChunkTimeout<M>(load: () => Promise<M>, timeoutMs = CHUNK_TIMEOUT_MS): () => Promise<M> {
  return () =>
    new Promise<M>((resolve, reject) => {
      const timer = setTimeout(() => {
        const error = new Error(`Loading chunk timed out after ${timeoutMs} ms`);
        error.name = 'ChunkLoadError';
        reject(error);
      }, timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
