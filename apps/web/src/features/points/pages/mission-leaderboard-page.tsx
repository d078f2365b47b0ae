import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Member centre missionLeaderboard (§2): empty until the mission calls (MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard) exist. */
export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Trophy}
      tone="gold"
      title={t('mc.empty.missionLeaderboardTitle')}
      text={t('mc.empty.missionLeaderboardText')}
    />
  );
}
