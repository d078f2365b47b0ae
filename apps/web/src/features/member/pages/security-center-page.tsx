import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { useMemberInfo } from '../../../lib/auth/member-info';
import { formatDateTime } from '../../../lib/time';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { useModalStore } from '../../../stores/modal-store';
import { Spinner } from '../../../ui/spinner';
import './security-center-page.css';

/** Member centre securityCenter, "my account" (§2): who the member is and how the account is kept safe. */
export function SecurityCenterPage({ timeZone }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: info } = useMemberInfo();
  const openAuth = useModalStore((state) => state.openAuth);
  if (!info) return <Spinner label={t('common.loading')} />;

  const rows: [string, string | null][] = [
    [t('mc.pages.securityCenter.account'), info.account],
    [t('mc.pages.securityCenter.nickname'), info.nickname || null],
    [t('mc.pages.securityCenter.mobile'), info.mobileNum],
    [t('mc.pages.securityCenter.email'), info.email],
    [
      t('mc.pages.securityCenter.lastLogin'),
      info.lastLoginAt ? formatDateTime(new Date(info.lastLoginAt), timeZone, language) : null,
    ],
  ];

  return (
    <div className="security-page">
      <section className="security-card" aria-labelledby="security-profile">
        <h4 id="security-profile" className="security-card__title">
          {t('mc.pages.securityCenter.profileTitle')}
        </h4>
        <dl className="security-list">
          {rows.map(([label, value]) => (
            <div key={label} className="security-list__row">
              <dt>{label}</dt>
              <dd className={value ? undefined : 'is-empty'}>
                {value ?? t('mc.pages.securityCenter.notBound')}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="security-card" aria-labelledby="security-settings">
        <h4 id="security-settings" className="security-card__title">
          {t('mc.pages.securityCenter.securityTitle')}
        </h4>
        <div className="security-item">
          <KeyRound size={22} aria-hidden className="security-item__icon" />
          <div className="security-item__text">
            <strong>{t('mc.pages.securityCenter.loginPassword')}</strong>
            <span>{t('mc.pages.securityCenter.loginPasswordText')}</span>
          </div>
          <button type="button" className="btn btn--ghost" onClick={() => openAuth({ name: 'changePass' })}>
            {info.hasPassword ? t('mc.pages.securityCenter.change') : t('mc.pages.securityCenter.set')}
          </button>
        </div>
      </section>
    </div>
  );
}
