import type { RegionRestriction } from '@swerte/contracts';
import { Globe2 } from 'lucide-react';
import { errorMessage } from '@swerte/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { StatusScreen } from './status-screen';

export function RegionBlockedView({ restriction }: { restriction: RegionRestriction | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <StatusScreen testId="region-blocked-page" icon={Globe2} title={t('status.blockedTitle')}>
      {restriction?.ip && (
        <p className="status-screen__highlight">{t('status.yourIp', { ip: restriction.ip })}</p>
      )}
      <p>{restriction?.message || errorMessage('blockip', language)}</p>
    </StatusScreen>
  );
}
