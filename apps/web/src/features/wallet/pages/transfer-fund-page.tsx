import { Banknote, WalletCards } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/balance';
import { formatMoney } from '../../../lib/money';
import { useMemberCentreStore } from '../../../stores/member-centre-store';
import { LoadFailed } from '../../../ui/load-failed';
import { Spinner } from '../../../ui/spinner';
import { VendorWalletsPanel } from '../components/vendor-wallets-panel';
import './wallet-pages.css';

/** Member centre transferFund, "my wallet" (§2): the total, the main wallet and each game's wallet. */
export function TransferFundPage() {
  const { t } = useTranslation();
  const { data: balance, isError, refetch } = useBalance();
  const show = useMemberCentreStore((state) => state.show);
  if (!balance)
    return isError ? <LoadFailed onRetry={() => void refetch()} /> : <Spinner label={t('common.loading')} />;
  const money = (value: string) => `${balance.currencySymbol} ${formatMoney(value)}`;

  return (
    <div className="wallet-page">
      <div className="wallet-summary">
        <div className="wallet-stat wallet-stat--total">
          <span className="wallet-stat__label">{t('mc.pages.transferFund.total')}</span>
          <strong className="wallet-stat__value" data-testid="wallet-total">
            {money(balance.sumBalance)}
          </strong>
        </div>
        <div className="wallet-stat">
          <span className="wallet-stat__label">{t('mc.pages.transferFund.main')}</span>
          <strong className="wallet-stat__value" data-testid="wallet-main">
            {money(balance.mainBalance)}
          </strong>
        </div>
      </div>
      <div className="wallet-actions">
        <button type="button" className="btn btn--gold" onClick={() => show('depositv2')}>
          <WalletCards size={18} aria-hidden />
          {t('mc.pages.transferFund.deposit')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => show('withdraw')}>
          <Banknote size={18} aria-hidden />
          {t('mc.pages.transferFund.withdraw')}
        </button>
      </div>
      {balance.isSingle ? (
        <p className="wallet-note">{t('mc.pages.transferFund.single')}</p>
      ) : (
        <VendorWalletsPanel currencySymbol={balance.currencySymbol} />
      )}
    </div>
  );
}
