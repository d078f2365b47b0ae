import { WalletCards } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Member centre depositv2 (§2). */
export function DepositPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={WalletCards}
      title={t('mc.pages.depositv2.emptyTitle')}
      text={t('mc.pages.depositv2.emptyText')}
    />
  );
}
