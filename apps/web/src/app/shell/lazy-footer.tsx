import { Suspense, lazy, useEffect, useRef, useState } from 'react';

const FooterContent = lazy(() => import('./footer').then((m) => ({ default: m.FooterContent })));

/** Start loading a little before the footer scrolls into view. */
const PRELOAD_MARGIN = '600px';

/**
 * The footer region is always in the page; its content (licences, vendor strip, help links) is
 * below the fold on most pages, so its code loads only when the footer is about to be seen.
 */
export function LazyFooter() {
  const ref = useRef<HTMLElement>(null);
  // Without IntersectionObserver (old browsers, tests) the footer simply loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <footer ref={ref} className="site-footer" data-region="footer">
      {near && (
        <Suspense fallback={null}>
          <FooterContent />
        </Suspense>
      )}
    </footer>
  );
}
