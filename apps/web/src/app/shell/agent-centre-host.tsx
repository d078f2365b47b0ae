import { Suspense, lazy } from 'react';
import { loadLazyTranslation } from '../../i18n';
import { useAgentCentreStore } from '../../stores/agent-centre-store';
import { useSessionStore } from '../../stores/session-store';
import { ErrorBoundary } from '../../ui/error-boundary';

// The overlay and its strings arrive when it first opens; each page is a further chunk.
const AgentCentre = lazy(() =>
  Promise.all([import('../agent-centre/agent-centre'), loadLazyTranslation()]).then(([m]) => ({
    default: m.AgentCentre,
  })),
);

/** Mounts the agent centre overlay (§2) while its flag is on and a session exists. */
export function AgentCentreHost() {
  const open = useAgentCentreStore((state) => state.open);
  const hasToken = useSessionStore((state) => state.token !== null);
  if (!open || !hasToken) return null;
  return (
    <ErrorBoundary resetKey="agentCentre" fallback={() => null}>
      <Suspense fallback={null}>
        <AgentCentre />
      </Suspense>
    </ErrorBoundary>
  );
}
