import type { OperatorSession } from '@swerte/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The operator's session, kept in this tab only (sessionStorage: gone when the tab closes, never sent
 * by the browser on its own as a cookie would be). Every call sends it as a bearer token.
 */
const KEY = 'swerte.console.session';
type Listener = () => void;
const listeners = new Set<Listener>();

function read(): OperatorSession | null {
  try {
    const text = sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as OperatorSession) : null;
  } catch {
    return null;
  }
}

let current: OperatorSession | null = read();

export function getSession(): OperatorSession | null {
  return current;
}

export function setSession(next: OperatorSession | null): void {
  current = next;
  try {
    if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the session lives in memory for this page only.
  }
  for (const listener of listeners) listener();
}

export const getToken = (): string | null => current?.token ?? null;

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useSession(): OperatorSession | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
