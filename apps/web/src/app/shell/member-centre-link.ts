import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../stores/session-store';

/** `?mc=<page>` names the open member centre page, so a reload or a shared link opens it again. */
export const MEMBER_CENTRE_PARAM = 'mc';

/**
 * True from a load that opened with the member centre over the page (a `?mc=` link with a session)
 * until the centre first closes: the page beneath is hidden by it, so its heavier sections wait
 * rather than compete with the centre for the first load's main thread. Opening the centre later
 * keeps the page as it is.
 */
export function useUnderCentreSinceLoad(): boolean {
  const [params] = useSearchParams();
  const hasToken = useSessionStore((state) => state.token !== null);
  const covered = hasToken && params.has(MEMBER_CENTRE_PARAM);
  const [waiting, setWaiting] = useState(covered);
  // Adjusted while rendering (React's pattern for state that follows a prop): no extra commit.
  if (waiting && !covered) setWaiting(false);
  return waiting;
}
