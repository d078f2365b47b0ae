import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Member centre personalHistoryCopy (§2). */
export function BettingRecordPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={ReceiptText}
      title={t('mc.pages.personalHistoryCopy.emptyTitle')}
      text={t('mc.pages.personalHistoryCopy.emptyText')}
    />
  );
}
