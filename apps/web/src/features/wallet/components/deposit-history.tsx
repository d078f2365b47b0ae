import { useState } from 'react';
import { XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { useModalStore } from '../../../stores/modal-store';
import { Dialog } from '../../../ui/modal';
import { Panel } from '../../../ui/panel';
import { RecordList } from '../../../ui/record-list';
import type { RecordTone } from '../../../ui/record-list';
import { Spinner } from '../../../ui/spinner';
import { cancelDeposit, useDeposits } from '../api/payments';
import { useMoneyMoved } from '../hooks/use-money-moved';
import { canCancelDeposit } from '../lib/deposit-state';
import { DepositReceipts } from './deposit-receipts';
import './deposit-history.css';

const TONES: Record<Deposit['status'], RecordTone> = {
  pending: 'pending',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'muted',
};

/** The member's deposits, newest first, a page at a time: receipts to look at, pending ones to cancel. */
export function DepositHistory({ timeZone, currencySymbol }: { timeZone: string; currencySymbol: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useDeposits();
  const [cancelling, setCancelling] = useState<Deposit | null>(null);
  const deposits = data?.pages.flatMap((page) => page.list) ?? [];
  const money = (amount: string) => `${currencySymbol} ${formatMoney(amount)}`;

  const extra = (deposit: Deposit) => {
    const cancellable = canCancelDeposit(deposit);
    if (deposit.receiptIds.length === 0 && !cancellable) return undefined;
    return (
      <div className="deposit-extra">
        {deposit.receiptIds.length > 0 && (
          <DepositReceipts orderNo={deposit.orderNo} receiptIds={deposit.receiptIds} />
        )}
        {cancellable && (
          <button
            type="button"
            className="btn btn--ghost btn--small deposit-extra__cancel"
            data-testid="deposit-cancel"
            onClick={() => setCancelling(deposit)}
          >
            <XCircle size={16} aria-hidden />
            {t('mc.pages.depositv2.cancel')}
          </button>
        )}
      </div>
    );
  };

  return (
    <Panel title={t('mc.pages.depositv2.historyTitle')}>
      {!data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <RecordList
          testId="deposit-history"
          emptyText={t('mc.pages.depositv2.historyEmpty')}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          onMore={() => void fetchNextPage()}
          moreLabel={t('mc.money.loadMore')}
          items={deposits.map((deposit) => ({
            id: deposit.orderNo,
            title: deposit.orderNo,
            subtitle: deposit.remark ? `${deposit.methodName} · ${deposit.remark}` : deposit.methodName,
            amount: money(deposit.amount),
            status: { label: t(`mc.pages.depositv2.status.${deposit.status}`), tone: TONES[deposit.status] },
            time: formatDateTime(new Date(deposit.createdAt), timeZone, language),
            extra: extra(deposit),
          }))}
        />
      )}
      {cancelling && (
        <CancelDepositDialog
          deposit={cancelling}
          amount={money(cancelling.amount)}
          onClose={() => setCancelling(null)}
        />
      )}
    </Panel>
  );
}

/** Asks before cancelling: a member who already sent the money should wait for approval instead. */
function CancelDepositDialog({
  deposit,
  amount,
  onClose,
}: {
  deposit: Deposit;
  amount: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const moneyMoved = useMoneyMoved();
  const openNotice = useModalStore((state) => state.openNotice);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await cancelDeposit(deposit.orderNo);
      onClose();
      openNotice({
        kind: 'message',
        tone: 'success',
        text: t('mc.pages.depositv2.cancelDone', { orderNo: deposit.orderNo }),
      });
    } catch (error) {
      onClose();
      openNotice({ kind: 'message', tone: 'warning', text: errorText(error, t) });
    } finally {
      // Either way the list is read again: a refused cancel means the deposit was decided meanwhile.
      await moneyMoved();
    }
  };

  return (
    <Dialog
      open
      name="cancelDepositDialog"
      title={t('mc.pages.depositv2.cancelTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>
            {t('mc.pages.depositv2.cancelKeep')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            data-testid="confirm"
            disabled={busy}
            onClick={() => void confirm()}
          >
            {t('mc.pages.depositv2.cancelConfirm')}
          </button>
        </>
      }
    >
      <p>{t('mc.pages.depositv2.cancelText', { orderNo: deposit.orderNo, amount })}</p>
    </Dialog>
  );
}
