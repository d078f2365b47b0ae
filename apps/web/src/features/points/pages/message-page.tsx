import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Member centre messageV2 (§2): empty until the platform messages call (with CSP_unreadCount) exists. */
export function MessagePage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Inbox}
      tone="brand"
      title={t('mc.empty.messageV2Title')}
      text={t('mc.empty.messageV2Text')}
    />
  );
}
