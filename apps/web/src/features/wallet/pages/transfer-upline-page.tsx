import { ArrowUpFromLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Member centre transferUpline (§2). */
export function TransferUplinePage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={ArrowUpFromLine}
      title={t('mc.pages.transferUpline.emptyTitle')}
      text={t('mc.pages.transferUpline.emptyText')}
    />
  );
}
