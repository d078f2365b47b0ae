import { useCallback, useEffect, useRef, useState } from 'react';
import { gameImageCache } from '../lib/image-cache';

/** §9: an image starts loading when a tenth of it is within 1.3 viewports. */
export const OBSERVER_THRESHOLD = 0.1;
export const PRELOAD_RATIO = 1.3;
const PRELOAD_MARGIN = `${Math.round((PRELOAD_RATIO - 1) * 100)}%`;
export const OBSERVER_ROOT_MARGIN = `${PRELOAD_MARGIN} 0px ${PRELOAD_MARGIN} 0px`;

/** §4 image loading: waiting to be seen, loading, loaded or error (one attempt, no retry). */
export type ImageState = 'idle' | 'loading' | 'loaded' | 'error';

/**
 * Loads `src` when its element comes near the viewport. An address loaded before (the shared cache)
 * shows at once. Key the component by `src`: a new address is a new image.
 */
export function useLazyImage<T extends Element>(src: string) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<ImageState>(() => (gameImageCache.has(src) ? 'loaded' : 'idle'));

  useEffect(() => {
    if (state !== 'idle') return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setState('loading');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setState('loading');
        }
      },
      { threshold: OBSERVER_THRESHOLD, rootMargin: OBSERVER_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state]);

  const onLoad = useCallback(() => {
    gameImageCache.add(src);
    setState('loaded');
  }, [src]);
  const onError = useCallback(() => setState('error'), []);

  return { ref, state, onLoad, onError };
}
