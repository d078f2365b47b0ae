import { Link } from 'react-router';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

export function PromoDetailPage() {
  const { t } = useTranslation();
  return (
    <Page name="promoDetail" title={t('pages.promoDetail')}>
      <EmptyState
        icon={Gift}
        title={t('placeholders.promoDetailTitle')}
        text={t('placeholders.promoDetailText')}
        action={
          <Link to="/promotions" className="btn btn--primary">
            {t('placeholders.promoBack')}
          </Link>
        }
      />
    </Page>
  );
}
