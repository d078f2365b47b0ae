import { useTranslation } from 'react-i18next';
import type { Deposit } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { Panel } from '../../../ui/panel';
import { RecordList } from '../../../ui/record-list';
import type { RecordTone } from '../../../ui/record-list';
import { Spinner } from '../../../ui/spinner';
import { useDeposits } from '../api/payments';

const TONES: Record<Deposit['status'], RecordTone> = {
  pending: 'pending',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'muted',
};

/** The member's deposits, newest first, a page at a time. */
export function DepositHistory({ timeZone, currencySymbol }: { timeZone: string; currencySymbol: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useDeposits();
  const deposits = data?.pages.flatMap((page) => page.list) ?? [];

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
            amount: `${currencySymbol} ${formatMoney(deposit.amount)}`,
            status: { label: t(`mc.pages.depositv2.status.${deposit.status}`), tone: TONES[deposit.status] },
            time: formatDateTime(new Date(deposit.createdAt), timeZone, language),
          }))}
        />
      )}
    </Panel>
  );
}
