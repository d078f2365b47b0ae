import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Member centre rewardCenter (§2): empty until the points area lists claimable rewards (MCS2_getPointReward). */
export function RewardCenterPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Gift}
      tone="gold"
      title={t('mc.empty.rewardCenterTitle')}
      text={t('mc.empty.rewardCenterText')}
    />
  );
}
