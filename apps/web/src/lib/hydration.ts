import { useSyncExternalStore } from 'react';
import type { QueryKey } from '@tanstack/react-query';

const subscribeToNothing = () => () => undefined;

/**
 * False while this component is hydrating a prerendered page (main.tsx hydrates the home) and in the
 * build's prerender; true from the render after, and at once in a page rendered without hydration.
 * React reads the server snapshot for each part when that part hydrates, even one that hydrates later
 * than the rest (a lazy section), so the part renders as the HTML it adopts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A query's options as the prerender saw them while the component hydrates: no data, nothing fetched
 * (a key of its own, disabled, no data kept in this browser), so its first render equals the HTML
 * whatever has answered or was stored since. The query itself takes over in the render right after.
 */
export function useAsPrerendered<T extends { queryKey: QueryKey }>(options: T): T {
  if (useHydrated()) return options;
  return {
    ...options,
    queryKey: ['prerendered', ...options.queryKey],
    enabled: false,
    initialData: undefined,
  };
}
