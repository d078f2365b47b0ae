import { useEffect } from 'react';
import { LayoutDashboard, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

/**
 * /agentHome: where an agent lands after logging in from the agent page. A visitor without a
 * session gets the agent page's login (§2: agents only, no social login), which comes back here.
 */
export function AgentHomePage() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((state) => state.token !== null);
  const openAuth = useModalStore((state) => state.openAuth);
  useEffect(() => {
    if (!loggedIn) openAuth({ name: 'login', agentOnly: true });
  }, [loggedIn, openAuth]);
  return (
    <Page name="agentHome" title={t('pages.agentHome')}>
      <EmptyState
        icon={loggedIn ? LayoutDashboard : LogIn}
        title={t('placeholders.agentHomeTitle')}
        text={t('placeholders.agentHomeText')}
        action={
          loggedIn ? undefined : (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => openAuth({ name: 'login', agentOnly: true })}
            >
              {t('header.login')}
            </button>
          )
        }
      />
    </Page>
  );
}
