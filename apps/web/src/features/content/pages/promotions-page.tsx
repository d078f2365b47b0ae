import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';

export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <Page name="promotions" title={t('pages.promotions')}>
      <EmptyState
        icon={Gift}
        tone="gold"
        title={t('placeholders.promotionsTitle')}
        text={t('placeholders.promotionsText')}
      />
    </Page>
  );
}
