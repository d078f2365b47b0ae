import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { useMemberInfo } from '../../../lib/auth/member-info';
import { formatDateTime } from '../../../lib/time';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { LoadFailed } from '../../../ui/load-failed';
import { FactList, Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { useProfile } from '../api/security-center';
import { AddBankAccountDialog } from '../components/add-bank-account-dialog';
import { BankAccountsPanel } from '../components/bank-accounts-panel';
import { BindContactDialog } from '../components/bind-contact-dialog';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { PaymentPasswordDialog } from '../components/payment-password-dialog';
import { SecuritySettingsPanel } from '../components/security-settings-panel';
import type { SecurityDialog } from '../components/security-settings-panel';
import './security-center-page.css';

type Dialog = SecurityDialog | 'profile' | 'bank';

/**
 * Member centre securityCenter, "my account" (§2): the profile, the passwords and bound contacts,
 * and the withdrawal accounts.
 */
export function SecurityCenterPage({ timeZone }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: profile, isError, refetch } = useProfile();
  const { data: info } = useMemberInfo();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (!profile)
    return isError ? <LoadFailed onRetry={() => void refetch()} /> : <Spinner label={t('common.loading')} />;

  const close = () => setDialog(null);
  const contacts = (['line', 'whatsapp', 'facebook', 'wechat', 'qqNum'] as const)
    .filter((key) => profile[key])
    .map((key): [string, string | null] => [t(`auth.fields.${key}`), profile[key]]);

  return (
    <div className="security-page">
      <Panel
        title={t('mc.pages.securityCenter.profileTitle')}
        actions={
          <button
            type="button"
            className="btn btn--ghost btn--small"
            data-testid="profile-edit"
            onClick={() => setDialog('profile')}
          >
            <Pencil size={14} aria-hidden />
            {t('mc.pages.securityCenter.edit')}
          </button>
        }
      >
        <FactList
          emptyText={t('mc.pages.securityCenter.notSet')}
          rows={[
            [t('mc.pages.securityCenter.account'), profile.username],
            [t('mc.pages.securityCenter.nickname'), profile.nickname],
            [t('auth.fields.payeeName'), profile.payeeName],
            [t('auth.fields.idNumber'), profile.idNumber],
            ...contacts,
            [
              t('mc.pages.securityCenter.lastLogin'),
              info?.lastLoginAt ? formatDateTime(new Date(info.lastLoginAt), timeZone, language) : null,
            ],
          ]}
        />
      </Panel>
      <SecuritySettingsPanel profile={profile} onOpen={setDialog} />
      <BankAccountsPanel profile={profile} onAdd={() => setDialog('bank')} />
      {dialog === 'profile' && <EditProfileDialog profile={profile} onClose={close} />}
      {dialog === 'paymentPassword' && <PaymentPasswordDialog profile={profile} onClose={close} />}
      {(dialog === 'mobile' || dialog === 'email') && (
        <BindContactDialog kind={dialog} profile={profile} onClose={close} />
      )}
      {dialog === 'bank' && <AddBankAccountDialog profile={profile} onClose={close} />}
    </div>
  );
}
