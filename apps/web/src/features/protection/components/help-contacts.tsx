import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../lib/api-client';
import { protectionRefs } from '../api/protection';

/**
 * The minimum age, the licence the site plays under there, and the regulator's and support
 * organisation's contacts, as the operator set them for the visitor's jurisdiction (jurisdiction
 * settings; the server keeps only https links). On the Responsible gaming page and in help's
 * "responsible" entry.
 */
export function HelpContacts() {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: ['protection', 'info'],
    queryFn: ({ signal }) => callEndpoint(protectionRefs.info, { signal, withToken: false }),
  });
  if (!info.data) return null;
  const { minimumAge, licence, regulatorName, regulatorUrl, supportName, supportUrl, supportPhone } =
    info.data;
  const link = (url: string, name: string) =>
    /^https:\/\//.test(url) ? (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {name || url}
      </a>
    ) : (
      name
    );
  return (
    <div className="rg-contacts" data-testid="rg-contacts">
      <p className="rg__note">{t('rg.help.minimumAge', { age: minimumAge })}</p>
      <dl className="rg__contacts">
        {licence && (
          <>
            <dt>{t('rg.help.licence')}</dt>
            <dd data-testid="rg-licence">{licence}</dd>
          </>
        )}
        {(regulatorName || regulatorUrl) && (
          <>
            <dt>{t('rg.help.regulator')}</dt>
            <dd>{link(regulatorUrl, regulatorName)}</dd>
          </>
        )}
        {(supportName || supportUrl || supportPhone) && (
          <>
            <dt>{t('rg.help.support')}</dt>
            <dd>
              {link(supportUrl, supportName)}{' '}
              {supportPhone && <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</a>}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
