import { KeyRound, LockKeyhole, Mail, Smartphone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@swerte/contracts';
import { useModalStore } from '../../../stores/modal-store';
import { Panel } from '../../../ui/panel';

export type SecurityDialog = 'paymentPassword' | 'mobile' | 'email';

interface Row {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The bound value, shown under the title. */
  value?: string | null;
  done: boolean;
  action: () => void;
  testId: string;
}

/** Login password, payment password, bound mobile and e-mail: each with what it is for and a way to set it. */
export function SecuritySettingsPanel({
  profile,
  onOpen,
}: {
  profile: Profile;
  onOpen: (dialog: SecurityDialog) => void;
}) {
  const { t } = useTranslation();
  const openAuth = useModalStore((state) => state.openAuth);
  const rows: Row[] = [
    {
      icon: KeyRound,
      title: t('mc.pages.securityCenter.loginPassword'),
      text: t('mc.pages.securityCenter.loginPasswordText'),
      done: profile.hasPassword,
      action: () => openAuth({ name: 'changePass' }),
      testId: 'security-login-password',
    },
    {
      icon: LockKeyhole,
      title: t('mc.pages.securityCenter.paymentPassword'),
      text: t('mc.pages.securityCenter.paymentPasswordText'),
      done: profile.hasPaymentPassword,
      action: () => onOpen('paymentPassword'),
      testId: 'security-payment-password',
    },
    {
      icon: Smartphone,
      title: t('mc.pages.securityCenter.mobile'),
      text: t('mc.pages.securityCenter.mobileText'),
      value: profile.mobileNum,
      done: profile.mobileNum !== null,
      action: () => onOpen('mobile'),
      testId: 'security-mobile',
    },
    {
      icon: Mail,
      title: t('mc.pages.securityCenter.email'),
      text: t('mc.pages.securityCenter.emailText'),
      value: profile.email,
      done: profile.email !== null,
      action: () => onOpen('email'),
      testId: 'security-email',
    },
  ];

  return (
    <Panel title={t('mc.pages.securityCenter.securityTitle')}>
      <ul className="security-rows">
        {rows.map((row) => (
          <li key={row.testId} className="security-row">
            <span className={row.done ? 'security-row__icon is-done' : 'security-row__icon'} aria-hidden>
              <row.icon size={20} />
            </span>
            <div className="security-row__text">
              <strong>{row.title}</strong>
              {row.value ? <span className="security-row__value">{row.value}</span> : <span>{row.text}</span>}
            </div>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              data-testid={row.testId}
              onClick={row.action}
            >
              {row.done
                ? t('mc.pages.securityCenter.change')
                : row.value === undefined
                  ? t('mc.pages.securityCenter.set')
                  : t('mc.pages.securityCenter.bind')}
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
