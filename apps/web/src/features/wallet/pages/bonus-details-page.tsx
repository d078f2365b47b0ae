import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Member centre bonusDetails (§2). */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={BadgePercent}
      title={t('mc.pages.bonusDetails.emptyTitle')}
      text={t('mc.pages.bonusDetails.emptyText')}
    />
  );
}
