import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const HASH_WAIT_MS = 1500;

/**
 * §2: navigation scrolls to the top, or to the hash target. The target may render after its data
 * arrives, so it is looked for on each frame for a short while. Back/forward keep the browser's
 * own position.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === NavigationType.Pop && !hash) return;
    if (!hash) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (performance.now() - started < HASH_WAIT_MS) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, navigationType]);

  return null;
}
