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
