import { useCallback, useEffect, useRef, useState } from 'react';
import type { AltchaChallenge } from '@swerte/contracts';
import { callEndpoint } from '../api-client';
import { altchaPayload, solveAltcha } from './altcha';
import { authRefs } from './endpoints';

export type HumanCheckStatus = 'solving' | 'verified' | 'error';

function solveInWorker(challenge: AltchaChallenge): Promise<number | null> {
  if (typeof Worker === 'undefined') return solveAltcha(challenge);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<number | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      solveAltcha(challenge).then(resolve, reject);
    };
    worker.postMessage(challenge);
  });
}

async function producePayload(): Promise<string> {
  const challenge = await callEndpoint(authRefs.altchaChallenge);
  const started = performance.now();
  const number = await solveInWorker(challenge);
  if (number === null) throw new Error('ALTCHA challenge not solved');
  return altchaPayload(challenge, number, Math.round(performance.now() - started));
}

/**
 * The human verification of §4/§5 as self-hosted ALTCHA: a challenge is fetched and solved as soon
 * as the form shows, with no puzzle for the player. `take()` hands out the solved payload (waiting
 * for it if needed) and starts the next one, since the server accepts each payload once.
 */
export function useHumanCheck(enabled = true) {
  const [status, setStatus] = useState<HumanCheckStatus>('solving');
  const pending = useRef<Promise<string> | null>(null);

  const start = useCallback(() => {
    const next = producePayload();
    pending.current = next;
    setStatus('solving');
    next.then(
      () => pending.current === next && setStatus('verified'),
      () => pending.current === next && setStatus('error'),
    );
    return next;
  }, []);

  useEffect(() => {
    if (enabled && pending.current === null) void start().catch(() => undefined);
  }, [enabled, start]);

  const take = useCallback(async () => {
    const payload = await (pending.current ?? start());
    void start().catch(() => undefined);
    return payload;
  }, [start]);

  const retry = useCallback(() => void start().catch(() => undefined), [start]);
  return { status, take, retry };
}

export type HumanCheck = ReturnType<typeof useHumanCheck>;
