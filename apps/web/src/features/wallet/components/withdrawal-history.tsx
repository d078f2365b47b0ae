import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal, WithdrawalConfirmation } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { useModalStore } from '../../../stores/modal-store';
import { Panel } from '../../../ui/panel';
import { RecordList } from '../../../ui/record-list';
import type { RecordTone } from '../../../ui/record-list';
import { Spinner } from '../../../ui/spinner';
import { confirmWithdrawal, useWithdrawals } from '../api/payments';
import { useMoneyMoved } from '../hooks/use-money-moved';

const TONES: Record<Withdrawal['status'], RecordTone> = {
  pending: 'pending',
  paid: 'success',
  rejected: 'danger',
};
const ANSWERS: WithdrawalConfirmation[] = ['received', 'not_received', 'full_payment'];

/** The member's withdrawals, newest first; a paid one asks whether the money arrived (§4). */
export function WithdrawalHistory({
  timeZone,
  currencySymbol,
}: {
  timeZone: string;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const moneyMoved = useMoneyMoved();
  const openNotice = useModalStore((state) => state.openNotice);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useWithdrawals();
  const [answering, setAnswering] = useState<string | null>(null);
  const withdrawals = data?.pages.flatMap((page) => page.list) ?? [];
  const time = (iso: string) => formatDateTime(new Date(iso), timeZone, language);

  const answer = async (orderNo: string, confirmation: WithdrawalConfirmation) => {
    setAnswering(orderNo);
    try {
      await confirmWithdrawal(orderNo, confirmation);
      await moneyMoved();
    } catch (error) {
      openNotice({ kind: 'message', tone: 'warning', text: errorText(error, t) });
    } finally {
      setAnswering(null);
    }
  };

  const extra = (withdrawal: Withdrawal) => {
    if (withdrawal.confirmation) {
      return (
        <span className="withdrawal-answer">
          {t(`mc.pages.withdraw.confirmation.${withdrawal.confirmation}`)}
        </span>
      );
    }
    if (withdrawal.status !== 'paid' || !withdrawal.confirmDeadlineAt) return undefined;
    return (
      <div className="withdrawal-confirm">
        <p>{t('mc.pages.withdraw.confirmQuestion', { time: time(withdrawal.confirmDeadlineAt) })}</p>
        <div className="withdrawal-confirm__buttons">
          {ANSWERS.map((confirmation) => (
            <button
              key={confirmation}
              type="button"
              className="btn btn--ghost btn--small"
              disabled={answering === withdrawal.orderNo}
              onClick={() => void answer(withdrawal.orderNo, confirmation)}
            >
              {t(`mc.pages.withdraw.confirmation.${confirmation}`)}
            </button>
          ))}
        </div>
      </div>
    );
  };

  return (
    <Panel title={t('mc.pages.withdraw.historyTitle')}>
      {!data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <RecordList
          testId="withdrawal-history"
          emptyText={t('mc.pages.withdraw.historyEmpty')}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          onMore={() => void fetchNextPage()}
          moreLabel={t('mc.money.loadMore')}
          items={withdrawals.map((withdrawal) => ({
            id: withdrawal.orderNo,
            title: withdrawal.orderNo,
            subtitle: [`${withdrawal.bankName} ${withdrawal.accountNumber}`, withdrawal.remark]
              .filter(Boolean)
              .join(' · '),
            amount: `${currencySymbol} ${formatMoney(withdrawal.amount)}`,
            status: {
              label: t(`mc.pages.withdraw.status.${withdrawal.status}`),
              tone: TONES[withdrawal.status],
            },
            time: time(withdrawal.createdAt),
            extra: extra(withdrawal),
          }))}
        />
      )}
    </Panel>
  );
}
