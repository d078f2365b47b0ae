import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Member centre withdraw (§2). */
export function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Banknote}
      title={t('mc.pages.withdraw.emptyTitle')}
      text={t('mc.pages.withdraw.emptyText')}
    />
  );
}
