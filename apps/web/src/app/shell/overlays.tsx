import { Suspense, lazy } from 'react';
import { loadLazyTranslation } from '../../i18n';
import { useModalStore } from '../../stores/modal-store';
import { AgentCentreHost } from './agent-centre-host';
import { AuthHost } from './auth-host';
import { MemberCentreHost } from './member-centre-host';

// The help modal carries the HTML sanitiser: it loads only when a help item is opened.
const HelpModal = lazy(() =>
  Promise.all([import('../../features/system/components/help-modal'), loadLazyTranslation()]).then(([m]) => ({
    default: m.HelpModal,
  })),
);

/**
 * What opens over the page (account modals, member and agent centres, help): nothing of it is drawn
 * on first paint, so the shell loads this chunk beside the route's instead of in the entry.
 */
export function Overlays() {
  const helpTag = useModalStore((state) => state.helpTag);
  const closeHelp = useModalStore((state) => state.closeHelp);
  return (
    <>
      <AuthHost />
      <MemberCentreHost />
      <AgentCentreHost />
      {helpTag !== null && (
        <Suspense fallback={null}>
          <HelpModal tag={helpTag} onClose={closeHelp} />
        </Suspense>
      )}
    </>
  );
}
