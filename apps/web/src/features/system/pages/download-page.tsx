import { Apple, Globe, Smartphone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { AppResource } from '@swerte/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useDomainRoute } from '../api/get-domain-route';
import './download-page.css';

const PLATFORM_ICONS: Record<AppResource['resourceType'], LucideIcon> = {
  ANDROID: Smartphone,
  IOS: Apple,
  IOS_LITE: Apple,
  H5: Globe,
};

/** /down: native apps (iOS, Android, iOS lite) and H5, each with its QR code. */
export function DownloadPage() {
  const { t } = useTranslation();
  const { data, isPending } = useDomainRoute();
  const resources = data?.resources ?? [];
  return (
    <Page name="down" title={t('pages.down')} description={t('down.intro')}>
      {isPending ? (
        <Spinner label={t('common.loading')} />
      ) : resources.length === 0 ? (
        <EmptyState icon={Smartphone} title={t('down.none')} />
      ) : (
        <ul className="download-grid">
          {resources.map((resource) => {
            const Icon = PLATFORM_ICONS[resource.resourceType];
            const platform = t(`down.${resource.resourceType}`);
            return (
              <li key={resource.resourceType} className="download-card card">
                <div className="download-card__head">
                  <span className="download-card__icon" aria-hidden>
                    <Icon size={22} />
                  </span>
                  <h2>{platform}</h2>
                </div>
                {resource.qrCodeUrl && (
                  <img
                    className="download-card__qr"
                    src={resource.qrCodeUrl}
                    alt={t('down.qrAlt', { platform })}
                    width={160}
                    height={160}
                  />
                )}
                <a className="btn btn--primary" href={resource.url} target="_blank" rel="noopener noreferrer">
                  {resource.resourceType === 'H5' ? t('down.open') : t('down.download')}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
