import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/balance';
import { formatMoney } from '../../../lib/money';
import { useBalanceVisibility } from '../../../stores/balance-visibility-store';
import './header-balance.css';

const MASK = '••••••';

/**
 * The logged-in header's balance (§2, §4): an updating placeholder until the first answer, then
 * symbol and sumBalance; a click refreshes it, the eye hides it (remembered across visits).
 */
export function HeaderBalance({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, isFetching, refetch } = useBalance();
  const hidden = useBalanceVisibility((state) => state.hidden);
  const toggle = useBalanceVisibility((state) => state.toggle);
  const refreshing = isFetching && !isPending;

  let shown;
  if (data) {
    shown = (
      <>
        <span className="header-balance__symbol">{data.currencySymbol}</span>
        <span className="header-balance__amount" data-testid="header-balance-amount">
          {hidden ? MASK : formatMoney(data.sumBalance)}
        </span>
      </>
    );
  } else if (isError) {
    shown = <span className="header-balance__amount">—</span>;
  } else {
    shown = <span className="header-balance__shimmer" aria-hidden />;
  }

  let label = t('mc.balance.updating');
  if (data)
    label = hidden
      ? t('mc.balance.hidden')
      : `${t('mc.balance.label')}: ${data.currencySymbol} ${formatMoney(data.sumBalance)}`;
  else if (isError && !isFetching) label = t('mc.balance.failed');

  return (
    <div className={`header-balance ${className}`} data-testid="header-balance" aria-busy={isPending}>
      <button
        type="button"
        className="header-balance__value"
        title={t('mc.balance.refresh')}
        disabled={isFetching}
        onClick={() => void refetch()}
      >
        {/* Named by text, not aria-label: the name holds the amount as shown (WCAG 2.5.3 label in name). */}
        <span className="visually-hidden">{`${label}. ${t('mc.balance.refresh')}`}</span>
        <span className="header-balance__shown" aria-hidden>
          {shown}
        </span>
        <RefreshCw
          size={14}
          className={refreshing ? 'header-balance__refresh is-spinning' : 'header-balance__refresh'}
          aria-hidden
        />
      </button>
      <button
        type="button"
        className="header-balance__eye"
        aria-pressed={hidden}
        aria-label={hidden ? t('mc.balance.show') : t('mc.balance.hide')}
        title={hidden ? t('mc.balance.show') : t('mc.balance.hide')}
        data-testid="header-balance-toggle"
        onClick={toggle}
      >
        {hidden ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
      </button>
    </div>
  );
}
