import { useCallback, useEffect, useRef, useState } from 'react';
import { createThrottle } from './throttle';

/** §9: SMS requests at most once per 1000 ms; the button counts 60 s per minute of code life. */
export const SMS_THROTTLE_MS = 1000;
export const SECONDS_PER_EXPIRY_MINUTE = 60;

/** The send button's countdown: `start(expiredMinutes)`, then one tick a second down to 0. */
export function useSmsCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((expiredMinutes: number) => {
    setSeconds(SECONDS_PER_EXPIRY_MINUTE * Math.max(1, expiredMinutes));
  }, []);
  return { seconds, start };
}

interface SmsSenderOptions {
  /** Sends the code with a solved human-verification payload; answers the code's lifetime. */
  send: () => Promise<{ expiredMinutes: number }>;
  onError: (error: unknown) => void;
}

/**
 * §4 SMS send button: sendable only with a valid number and no running countdown, throttled to
 * one request per second; counts down 60 × expiredMinutes seconds after a send.
 */
export function useSmsSender({ send, onError }: SmsSenderOptions) {
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const throttle = useRef(createThrottle(SMS_THROTTLE_MS));
  const sendRef = useRef(send);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    sendRef.current = send;
    onErrorRef.current = onError;
  });

  const sendCode = useCallback(
    async (numberIsValid: boolean): Promise<boolean> => {
      if (!numberIsValid || countdown.seconds > 0 || sending || !throttle.current()) return false;
      setSending(true);
      try {
        const { expiredMinutes } = await sendRef.current();
        countdown.start(expiredMinutes);
        return true;
      } catch (error) {
        onErrorRef.current(error);
        return false;
      } finally {
        setSending(false);
      }
    },
    [countdown, sending],
  );

  return { seconds: countdown.seconds, sending, sendCode };
}
