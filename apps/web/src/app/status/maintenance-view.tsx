import { errorMessage } from '@swerte/contracts';
import type { Maintenance } from '@swerte/contracts';
import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { useLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/time';
import { StatusScreen } from './status-screen';

export function MaintenanceView({ maintenance }: { maintenance: Maintenance | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { timeZone } = useSiteSettings();
  const end = maintenance?.endTime ? new Date(maintenance.endTime) : null;
  const hasEnd = end !== null && !Number.isNaN(end.getTime());
  return (
    <StatusScreen
      testId="maintenance-page"
      icon={Wrench}
      title={maintenance?.title || t('status.maintenanceTitle')}
    >
      {hasEnd ? (
        <p className="status-screen__highlight">
          {t('status.maintenanceEnds', { time: formatDateTime(end, timeZone, language) })}
          <small>{t('status.timeZone', { zone: timeZone })}</small>
        </p>
      ) : (
        <p className="status-screen__highlight">{t('status.maintenanceEndUnknown')}</p>
      )}
      <p>{maintenance?.info || errorMessage('info_maintenance', language)}</p>
    </StatusScreen>
  );
}
