import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

/** /agentHome: where an agent lands after logging in from the agent page. */
export function AgentHomePage() {
  const { t } = useTranslation();
  return (
    <Page name="agentHome" title={t('pages.agentHome')}>
      <EmptyState
        icon={LayoutDashboard}
        title={t('placeholders.agentHomeTitle')}
        text={t('placeholders.agentHomeText')}
      />
    </Page>
  );
}
