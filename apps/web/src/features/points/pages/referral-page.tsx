import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Member centre referral (§2): empty until the points area serves the member's referral link and invitees. */
export function ReferralPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={UserPlus}
      tone="brand"
      title={t('mc.empty.referralTitle')}
      text={t('mc.empty.referralText')}
    />
  );
}
