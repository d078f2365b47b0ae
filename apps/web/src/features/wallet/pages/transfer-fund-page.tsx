import { Banknote, WalletCards } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/balance';
import { formatMoney } from '../../../lib/money';
import { useMemberCentreStore } from '../../../stores/member-centre-store';
import { Spinner } from '../../../ui/spinner';
import './wallet-pages.css';

/** Member centre transferFund, "my wallet" (§2): the total and the cash wallet. */
export function TransferFundPage() {
  const { t } = useTranslation();
  const { data: balance } = useBalance();
  const show = useMemberCentreStore((state) => state.show);
  if (!balance) return <Spinner label={t('common.loading')} />;

  return (
    <div className="wallet-page">
      <div className="wallet-summary">
        <div className="wallet-stat wallet-stat--total">
          <span className="wallet-stat__label">{t('mc.pages.transferFund.total')}</span>
          <strong className="wallet-stat__value" data-testid="wallet-total">
            {balance.currencySymbol} {formatMoney(balance.sumBalance)}
          </strong>
        </div>
        <div className="wallet-stat">
          <span className="wallet-stat__label">{t('mc.pages.transferFund.main')}</span>
          <strong className="wallet-stat__value">
            {balance.currencySymbol} {formatMoney(balance.mainBalance)}
          </strong>
        </div>
      </div>
      {balance.isSingle && <p className="wallet-note">{t('mc.pages.transferFund.single')}</p>}
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
    </div>
  );
}
