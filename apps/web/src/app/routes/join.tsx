import { useState } from 'react';
import { AGENT_TYPES } from '@swerte/contracts';
import { useMyAgentApplication } from '../../features/agent/api/agent-application';
import { AgentApplyDialog } from '../../features/agent/components/agent-apply-dialog';
import { useAgentSessionSync } from '../../features/agent/hooks/use-agent-session-sync';
import { JoinPage } from '../../features/agent/pages/join-page';
import { useHelpCenter } from '../../features/system/api/get-help-center';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { useOpenCustomerService } from '../../lib/customer-service';
import { useGate } from '../../lib/gate';
import { useSessionStore } from '../../stores/session-store';

/** The help centre's agent entry: the operator's own words on the /join page. */
export const AGENT_HELP_TAG = 'agent';

/**
 * /join: the affiliate programme and the agent application. Applying needs a login and a real account
 * (the §5 gates: the login popup, or the trial-account warning); customer service stays a second way in.
 */
export function JoinRoute() {
  const { data: helpItems } = useHelpCenter();
  const { customerService, timeZone } = useSiteSettings();
  const openLiveChat = useOpenCustomerService('shell');
  const isAgent = useSessionStore((state) => (AGENT_TYPES as readonly number[]).includes(state.isAgent));
  const { data: application } = useMyAgentApplication();
  useAgentSessionSync(application);
  const gate = useGate();
  const [formOpen, setFormOpen] = useState(false);
  const details = helpItems?.find((item) => item.tag === AGENT_HELP_TAG);
  return (
    <>
      <JoinPage
        details={details}
        application={application}
        isAgent={isAgent}
        timeZone={timeZone}
        onApply={() => {
          if (gate('realMoney')) setFormOpen(true);
        }}
        onContactSupport={customerService?.liveChat ? openLiveChat : undefined}
      />
      {formOpen && <AgentApplyDialog onClose={() => setFormOpen(false)} />}
    </>
  );
}
