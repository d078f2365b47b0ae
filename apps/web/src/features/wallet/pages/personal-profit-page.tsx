import { ChartNoAxesCombined } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Member centre personalProfit (§2). */
export function PersonalProfitPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={ChartNoAxesCombined}
      title={t('mc.pages.personalProfit.emptyTitle')}
      text={t('mc.pages.personalProfit.emptyText')}
    />
  );
}
