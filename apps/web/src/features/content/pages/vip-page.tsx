import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

export function VipPage() {
  const { t } = useTranslation();
  return (
    <Page name="vip" title={t('pages.vip')}>
      <EmptyState
        icon={Crown}
        tone="gold"
        title={t('placeholders.vipTitle')}
        text={t('placeholders.vipText')}
        action={
          <Link to="/register" className="btn btn--gold">
            {t('home.ctaRegister')}
          </Link>
        }
      />
    </Page>
  );
}
