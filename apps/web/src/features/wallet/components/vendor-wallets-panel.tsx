import { useState } from 'react';
import { ArrowDownToLine, ArrowUpFromLine, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VendorWallet } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { formatMoney } from '../../../lib/money';
import { useModalStore } from '../../../stores/modal-store';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { consolidateFunds, useMerchantWallet } from '../api/wallet';
import { useMoneyMoved } from '../hooks/use-money-moved';
import { TransferDialog } from './transfer-dialog';

/** Each transfer-mode game's wallet, with money moved in and out, or all of it back at once. */
export function VendorWalletsPanel({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const { data } = useMerchantWallet();
  const moneyMoved = useMoneyMoved();
  const openNotice = useModalStore((state) => state.openNotice);
  const [transfer, setTransfer] = useState<{ wallet: VendorWallet; direction: 'in' | 'out' } | null>(null);
  const [collecting, setCollecting] = useState(false);
  const money = (value: string) => `${currencySymbol} ${formatMoney(value)}`;

  const collect = async () => {
    setCollecting(true);
    try {
      const { moved } = await consolidateFunds();
      await moneyMoved();
      const nothing = !/[1-9]/.test(moved);
      openNotice({
        kind: 'message',
        tone: nothing ? undefined : 'success',
        text: nothing
          ? t('mc.pages.transferFund.nothingToCollect')
          : t('mc.pages.transferFund.collected', { amount: money(moved) }),
      });
    } catch (error) {
      openNotice({ kind: 'message', tone: 'warning', text: errorText(error, t) });
    } finally {
      setCollecting(false);
    }
  };

  return (
    <Panel
      title={t('mc.pages.transferFund.vendorsTitle')}
      actions={
        data && data.list.length > 0 ? (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={collecting}
            data-testid="wallet-collect"
            onClick={() => void collect()}
          >
            <Undo2 size={16} aria-hidden />
            {t('mc.pages.transferFund.collectAll')}
          </button>
        ) : undefined
      }
    >
      {!data && <Spinner label={t('common.loading')} />}
      {data?.list.length === 0 && <p className="wallet-muted">{t('mc.pages.transferFund.vendorsEmpty')}</p>}
      {data && data.list.length > 0 && (
        <ul className="vendor-wallets">
          {data.list.map((wallet) => (
            <li key={wallet.vassalage} className="vendor-wallet" data-vendor={wallet.vassalage}>
              <div className="vendor-wallet__name">
                <strong>{wallet.displayName}</strong>
                <span>{t(`gameTypes.${wallet.gameType}`, { defaultValue: wallet.gameType })}</span>
              </div>
              <strong className="vendor-wallet__balance">{money(wallet.balance)}</strong>
              <div className="vendor-wallet__actions">
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => setTransfer({ wallet, direction: 'in' })}
                >
                  <ArrowDownToLine size={15} aria-hidden />
                  {t('mc.pages.transferFund.transferIn')}
                  {/* The visible words lead the name (WCAG 2.5.3); the vendor tells the rows' buttons apart. */}
                  <span className="visually-hidden"> {wallet.displayName}</span>
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => setTransfer({ wallet, direction: 'out' })}
                >
                  <ArrowUpFromLine size={15} aria-hidden />
                  {t('mc.pages.transferFund.transferOut')}
                  {/* The visible words lead the name (WCAG 2.5.3); the vendor tells the rows' buttons apart. */}
                  <span className="visually-hidden"> {wallet.displayName}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {transfer && data && (
        <TransferDialog
          wallet={transfer.wallet}
          direction={transfer.direction}
          mainBalance={data.mainBalance}
          currencySymbol={currencySymbol}
          onClose={() => setTransfer(null)}
        />
      )}
    </Panel>
  );
}
