import { useCallback, useRef, useState } from 'react';
import { callEndpoint } from '../api-client';
import { authRefs } from './endpoints';
import { createThrottle } from './throttle';

/** §9: a click refreshes the captcha image at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

interface CaptchaImage {
  captchaKey: string;
  image: string;
}

/**
 * The server-drawn captcha of §4. `load()` fetches a new image (after a failed attempt the old
 * answer is spent); `refresh()` is the throttled version for clicks on the image.
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const [loading, setLoading] = useState(false);
  const throttle = useRef(createThrottle(CAPTCHA_REFRESH_MS));

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setCaptcha(await callEndpoint(authRefs.captcha));
    } catch {
      setCaptcha(null);
    } finally {
      setLoading(false);
    }
  }, []);

  const refresh = useCallback(() => {
    if (throttle.current()) void load();
  }, [load]);

  return { captcha, loading, load, refresh };
}
