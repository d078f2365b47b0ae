import { useEffect } from 'react';
import { LayoutDashboard, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AGENT_TYPES } from '@swerte/contracts';
import { requireGate } from '../../../lib/gate';
import { useAgentCentreStore } from '../../../stores/agent-centre-store';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

/**
 * /agentHome: where an agent lands after logging in from the agent page; it opens the agent centre
 * (§2, team overview first). A visitor without a session gets the agent page's login (agents only, no
 * social login), which comes back here; a logged-in non-agent gets the §5 warning.
 */
export function AgentHomePage() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => state.token !== null);
  const isAgent = useSessionStore((state) => (AGENT_TYPES as readonly number[]).includes(state.isAgent));
  const openAuth = useModalStore((state) => state.openAuth);
  const showCentre = useAgentCentreStore((state) => state.show);
  useEffect(() => {
    if (!loggedIn) openAuth({ name: 'login', agentOnly: true });
    else if (isAgent) showCentre();
  }, [loggedIn, isAgent, openAuth, showCentre]);
  const open = () => {
    if (!loggedIn) openAuth({ name: 'login', agentOnly: true });
    else if (requireGate('agentCenter')) showCentre();
  };
  return (
    <Page name="agentHome" title={t('pages.agentHome')}>
      <EmptyState
        icon={loggedIn ? LayoutDashboard : LogIn}
        title={t('placeholders.agentHomeTitle')}
        text={t('placeholders.agentHomeText')}
        action={
          <button type="button" className="btn btn--primary" data-testid="agent-home-open" onClick={open}>
            {loggedIn ? t('auth.account.agentCenter') : t('header.login')}
          </button>
        }
      />
    </Page>
  );
}
