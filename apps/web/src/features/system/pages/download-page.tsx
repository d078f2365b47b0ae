import { useSyncExternalStore } from 'react';
import { Apple, Globe, MonitorDown, Smartphone, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { AppResource } from '@swerte/contracts';
import { useTranslation } from 'react-i18next';
import { canInstall, install, subscribeInstall } from '../../../lib/pwa';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useDomainRoute } from '../api/get-domain-route';
import { useFastestDomain } from '../hooks/use-fastest-domain';
import './download-page.css';

const PLATFORM_ICONS: Record<AppResource['resourceType'], LucideIcon> = {
  ANDROID: Smartphone,
  IOS: Apple,
  IOS_LITE: Apple,
  H5: Globe,
};

/** The H5 app is this site: install it from the browser (manifest, service worker), or add it by hand. */
function InstallCard() {
  const { t } = useTranslation();
  const installable = useSyncExternalStore(subscribeInstall, canInstall, () => false);
  return (
    <section className="install-card card" data-testid="install-card">
      <span className="install-card__icon" aria-hidden>
        <MonitorDown size={26} />
      </span>
      <div className="install-card__text">
        <h2>{t('content.down.installTitle')}</h2>
        <p>{t('content.down.installText')}</p>
      </div>
      {installable && (
        <button type="button" className="btn btn--gold" onClick={() => void install()}>
          {t('content.down.installButton')}
        </button>
      )}
    </section>
  );
}

/** /down: native apps (iOS, Android, iOS lite) and H5, each with its QR code (§2, router response). */
export function DownloadPage() {
  const { t } = useTranslation();
  const { data, isPending } = useDomainRoute();
  const fastest = useFastestDomain();
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
            // The H5 app opens on the mirror that answered this visitor fastest, when one did.
            const href = resource.resourceType === 'H5' && fastest ? fastest : resource.url;
            return (
              <li
                key={resource.resourceType}
                className="download-card card"
                data-resource={resource.resourceType}
              >
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
                <a className="btn btn--primary" href={href} target="_blank" rel="noopener noreferrer">
                  {resource.resourceType === 'H5' ? t('down.open') : t('down.download')}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <InstallCard />
      {fastest && (
        <p className="download-fastest">
          <Zap size={14} aria-hidden />
          {t('content.down.fastest', { domain: new URL(fastest).host })}
        </p>
      )}
    </Page>
  );
}
