import { useCallback, useEffect, useRef, useState } from 'react';
import { gameImageCache } from '../lib/image-cache';

/**
 * §9: an image starts loading when a tenth of it is within 1.3 viewports of the top left corner: the
 * viewport grown by 30% downwards and rightwards, the way the preload ratio reads (top < 1.3 × height,
 * left < 1.3 × width); nothing above or to the left is fetched early.
 */
export const OBSERVER_THRESHOLD = 0.1;
export const PRELOAD_RATIO = 1.3;
const PRELOAD_MARGIN = `${Math.round((PRELOAD_RATIO - 1) * 100)}%`;
export const OBSERVER_ROOT_MARGIN = `0px ${PRELOAD_MARGIN} ${PRELOAD_MARGIN} 0px`;

/** §4 image loading: waiting to be seen, loading, loaded or error (one attempt per source, no retry). */
export type ImageState = 'idle' | 'loading' | 'loaded' | 'error';

/**
 * Loads a picture when its element comes near the viewport, from each of `sources` in turn until one
 * loads (the CDN, then the site's own address); error once every source failed once. An address
 * loaded before (the shared cache) shows at once. Key the component by its sources: new sources, a
 * new image.
 */
export function useLazyImage<T extends Element>(sources: readonly string[]) {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(() =>
    Math.max(
      sources.findIndex((source) => gameImageCache.has(source)),
      0,
    ),
  );
  const src = sources[attempt] ?? '';
  const [state, setState] = useState<ImageState>(() => (gameImageCache.has(src) ? 'loaded' : 'idle'));

  useEffect(() => {
    if (state !== 'idle') return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setState('loading');
      return;
    }
    // An observer, not a scroll listener: the browser reports the crossing, so there is nothing to throttle.
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
  const onError = useCallback(() => {
    if (attempt + 1 < sources.length) setAttempt(attempt + 1);
    else setState('error');
  }, [attempt, sources.length]);

  return { ref, state, src, onLoad, onError };
}
