import { useCallback, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SportsPreferences } from '@swerte/contracts';
import { useSessionStore } from '../../../stores/session-store';
import { preferencesOptions, savePreferences } from '../api/sports-queries';
import { sportsKeys } from '../api/sports-refs';

const LOCAL_KEY = 'sportsPreferences';
const DEFAULTS: SportsPreferences = { oddsFormat: 'decimal', oddsChange: 'none' };
const listeners = new Set<() => void>();

function readLocal(): string {
  try {
    return localStorage.getItem(LOCAL_KEY) ?? '';
  } catch {
    return '';
  }
}

function parseLocal(text: string): SportsPreferences {
  try {
    return { ...DEFAULTS, ...(JSON.parse(text) as Partial<SportsPreferences>) };
  } catch {
    return DEFAULTS;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The odds format and the odds-change choice: a member's are remembered by the server (every device),
 * a visitor's in this browser. The prerender and the first render use the defaults.
 */
export function useBookPreferences() {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const remembered = useQuery(preferencesOptions(token));
  const local = parseLocal(useSyncExternalStore(subscribe, readLocal, () => ''));
  const current: SportsPreferences = token !== null && remembered.data ? remembered.data : local;
  const { mutate } = useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData([...sportsKeys.preferences, token], saved),
  });
  const change = useCallback(
    (next: Partial<SportsPreferences>) => {
      try {
        localStorage.setItem(LOCAL_KEY, JSON.stringify({ ...parseLocal(readLocal()), ...next }));
      } catch {
        // A browser without storage keeps the choice for this page only.
      }
      for (const listener of listeners) listener();
      if (token !== null) mutate(next);
    },
    [token, mutate],
  );
  return {
    oddsFormat: current.oddsFormat,
    oddsChange: current.oddsChange,
    change,
  };
}
