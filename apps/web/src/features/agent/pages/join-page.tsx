import { Link } from 'react-router';
import { Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

export function JoinPage() {
  const { t } = useTranslation();
  return (
    <Page name="join" title={t('pages.join')}>
      <EmptyState
        icon={Handshake}
        tone="gold"
        title={t('placeholders.joinTitle')}
        text={t('placeholders.joinText')}
        action={
          <Link to="/help#agent" className="btn btn--gold">
            {t('help.agentCta')}
          </Link>
        }
      />
    </Page>
  );
}
