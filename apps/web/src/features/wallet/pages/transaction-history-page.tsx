import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Member centre transactionHistory (§2). */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={ListChecks}
      title={t('mc.pages.transactionHistory.emptyTitle')}
      text={t('mc.pages.transactionHistory.emptyText')}
    />
  );
}
