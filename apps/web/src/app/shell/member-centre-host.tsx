import { Suspense, lazy, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { loadLazyTranslation } from '../../i18n';
import { requireGate } from '../../lib/gate';
import { isMemberCentrePage, useMemberCentreStore } from '../../stores/member-centre-store';
import { useSessionStore } from '../../stores/session-store';
import { ErrorBoundary } from '../../ui/error-boundary';
import { MEMBER_CENTRE_PARAM as PARAM } from './member-centre-link';

// The overlay and its strings arrive when it first opens; each page is a further chunk (home budget).
const MemberCentre = lazy(() =>
  Promise.all([import('../member-centre/member-centre'), loadLazyTranslation()]).then(([m]) => ({
    default: m.MemberCentre,
  })),
);

/** Mounts the member centre overlay (§2) while its flag is on and keeps `?mc=` in step with it. */
export function MemberCentreHost() {
  const [params, setParams] = useSearchParams();
  const linked = params.get(PARAM);
  const open = useMemberCentreStore((state) => state.open);
  const page = useMemberCentreStore((state) => state.page);
  const hasToken = useSessionStore((state) => state.token !== null);

  // What this host asked the address to say and the address does not say yet, oldest first. The router
  // applies each replace later (after a tick, rendered in a transition), so `linked` runs behind the
  // store: a value from this list is an echo of the centre's own past, not a request to open or close
  // it (otherwise a close right after an open would be undone when the open's address lands).
  const asked = useRef<(string | null)[]>([]);
  // The address this effect saw last. The host arrives in a lazy chunk, so on a loaded phone a header
  // button can open the centre before it mounts: an address that had no `?mc=` and still has none is
  // the page as loaded, not a request to close.
  const previous = useRef<string | null>(null);

  // The address changed (a link, a reload, back/forward): open that page through the §5 gate.
  useEffect(() => {
    const hadPage = previous.current !== null;
    previous.current = linked;
    const echo = asked.current.indexOf(linked);
    if (echo >= 0) {
      asked.current = asked.current.slice(echo + 1);
      return;
    }
    asked.current = [];
    const centre = useMemberCentreStore.getState();
    if (linked === null) {
      if (centre.open && hadPage) centre.close();
    } else if (!centre.open || centre.page !== linked) {
      if (isMemberCentrePage(linked) && requireGate('memberCenter')) centre.show(linked);
      else if (centre.open) centre.close();
    }
  }, [linked]);

  // The centre opened, closed or switched pages (or refused a link): say so in the address, without
  // a history entry. The store is read fresh: the effect above may have changed it in this commit.
  useEffect(() => {
    const centre = useMemberCentreStore.getState();
    const wanted = centre.open ? centre.page : null;
    const pending = asked.current;
    if (wanted === (pending.length > 0 ? pending[pending.length - 1] : linked)) return;
    pending.push(wanted);
    const next = new URLSearchParams(params);
    if (wanted) next.set(PARAM, wanted);
    else next.delete(PARAM);
    setParams(next, { replace: true });
  }, [open, page, linked, params, setParams]);

  useEffect(() => {
    if (!hasToken) useMemberCentreStore.getState().close();
  }, [hasToken]);

  if (!open || !hasToken) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <MemberCentre />
      </Suspense>
    </ErrorBoundary>
  );
}
