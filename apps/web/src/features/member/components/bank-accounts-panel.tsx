import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Landmark, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BankAccount, Profile } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { Dialog } from '../../../ui/modal';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { bankAccountsQueryOptions, useBankAccounts } from '../../../lib/bank-accounts';
import { removeBankAccount, setDefaultBankAccount } from '../api/security-center';

/** The member's withdrawal accounts (numbers masked): make one the default, remove one, add one. */
export function BankAccountsPanel({ profile, onAdd }: { profile: Profile; onAdd: () => void }) {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const openNotice = useModalStore((state) => state.openNotice);
  const queryClient = useQueryClient();
  const { data } = useBankAccounts();
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const full = data ? data.list.length >= data.max : false;

  const change = async (run: () => ReturnType<typeof setDefaultBankAccount>) => {
    setBusy(true);
    try {
      queryClient.setQueryData(bankAccountsQueryOptions(token).queryKey, await run());
      void queryClient.invalidateQueries({ queryKey: ['member', 'profile'] });
    } catch (error) {
      openNotice({ kind: 'message', tone: 'warning', text: errorText(error, t) });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const add = () => {
    if (!profile.hasPaymentPassword) {
      openNotice({
        kind: 'message',
        tone: 'warning',
        text: t('mc.pages.securityCenter.needPaymentPassword'),
      });
    } else onAdd();
  };

  return (
    <Panel
      className="security-banks"
      title={t('mc.pages.securityCenter.banksTitle')}
      actions={
        <>
          {data && (
            <span className="bank-count">
              {t('mc.pages.securityCenter.banksCount', { count: data.list.length, max: data.max })}
            </span>
          )}
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={full}
            title={full ? t('mc.pages.securityCenter.limitReached') : undefined}
            data-testid="bank-add"
            onClick={add}
          >
            <Plus size={16} aria-hidden />
            {t('mc.pages.securityCenter.addBank')}
          </button>
        </>
      }
    >
      {!data && <Spinner label={t('common.loading')} />}
      {data?.list.length === 0 && <p className="bank-empty">{t('mc.pages.securityCenter.banksEmpty')}</p>}
      {data && data.list.length > 0 && (
        <ul className="bank-list">
          {data.list.map((account) => (
            <li key={account.id} className="bank-card">
              <Landmark size={22} aria-hidden className="bank-card__icon" />
              <div className="bank-card__text">
                <strong>
                  {account.bankName}
                  {account.isDefault && (
                    <span className="bank-card__default">{t('mc.pages.securityCenter.default')}</span>
                  )}
                </strong>
                <span>
                  {account.accountName} · {account.accountNumber}
                </span>
              </div>
              <div className="bank-card__actions">
                {!account.isDefault && (
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy}
                    onClick={() => void change(() => setDefaultBankAccount(account.id))}
                  >
                    {t('mc.pages.securityCenter.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className="link-button link-button--danger"
                  disabled={busy}
                  onClick={() => setRemoving(account)}
                >
                  {t('mc.pages.securityCenter.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <Dialog
          open
          name="removeBankAccountDialog"
          title={t('mc.pages.securityCenter.removeTitle')}
          onClose={() => setRemoving(null)}
          footer={
            <>
              <button type="button" className="btn btn--ghost" onClick={() => setRemoving(null)}>
                {t('mc.pages.securityCenter.cancel')}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy}
                data-testid="confirm"
                onClick={() => void change(() => removeBankAccount(removing.id))}
              >
                {t('mc.pages.securityCenter.remove')}
              </button>
            </>
          }
        >
          <p>
            {t('mc.pages.securityCenter.removeText', {
              bank: removing.bankName,
              number: removing.accountNumber,
            })}
          </p>
        </Dialog>
      )}
    </Panel>
  );
}
