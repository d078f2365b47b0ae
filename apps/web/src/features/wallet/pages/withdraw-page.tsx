import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/balance';
import { useBankAccounts } from '../../../lib/bank-accounts';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { useMemberCentreStore } from '../../../stores/member-centre-store';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { Spinner } from '../../../ui/spinner';
import { useWithdrawInfo } from '../api/payments';
import { WithdrawForm } from '../components/withdraw-form';
import { WithdrawalHistory } from '../components/withdrawal-history';
import './wallet-pages.css';

/** Member centre withdraw (§2): to a bound account, with the payment password; past withdrawals below. */
export function WithdrawPage({ timeZone }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const accounts = useBankAccounts();
  const { data: balance } = useBalance();
  const show = useMemberCentreStore((state) => state.show);
  const symbol = balance?.currencySymbol ?? 'P';

  if (!info.data || !accounts.data) {
    if (info.isError || accounts.isError) {
      return <LoadFailed onRetry={() => void Promise.all([info.refetch(), accounts.refetch()])} />;
    }
    return <Spinner label={t('common.loading')} />;
  }

  return (
    <div className="wallet-page">
      {accounts.data.list.length === 0 ? (
        <EmptyState
          icon={Banknote}
          title={t('mc.pages.withdraw.emptyTitle')}
          text={t('mc.pages.withdraw.emptyText')}
          action={
            <button type="button" className="btn btn--primary" onClick={() => show('securityCenter')}>
              {t('mc.money.goAccount')}
            </button>
          }
        />
      ) : (
        <WithdrawForm info={info.data} accounts={accounts.data.list} currencySymbol={symbol} />
      )}
      <WithdrawalHistory timeZone={timeZone} currencySymbol={symbol} />
    </div>
  );
}
