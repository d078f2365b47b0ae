import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Member centre manualRebate (§2). */
export function ManualRebatePage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={HandCoins}
      title={t('mc.pages.manualRebate.emptyTitle')}
      text={t('mc.pages.manualRebate.emptyText')}
    />
  );
}
