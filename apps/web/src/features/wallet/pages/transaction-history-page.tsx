import { useState } from 'react';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LEDGER_KINDS } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { useBalance } from '../../../lib/balance';
import { formatMoney } from '../../../lib/money';
import { useRemarkText } from '../../../lib/contract-remark';
import { formatDateTime } from '../../../lib/time';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { EmptyState } from '../../../ui/empty-state';
import { FormAlert } from '../../../ui/form/submit-button';
import { Panel } from '../../../ui/panel';
import { RecordList } from '../../../ui/record-list';
import { Spinner } from '../../../ui/spinner';
import { useTransactions } from '../api/records';
import type { TransactionFilter } from '../api/records';
import { RangeFilterBar, SelectFilter, StatStrip } from '../components/range-filter';
import { TransactionDetailDialog, useKindLabel } from '../components/transaction-detail-dialog';
import { formatSigned, signOf } from '../lib/signed-money';
import { slashed } from '../lib/site-date';
import './wallet-pages.css';

/** Member centre transactionHistory, "account record" (§2): every movement on the member's wallets. */
export function TransactionHistoryPage({ timeZone }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kindLabel = useKindLabel();
  const remarkText = useRemarkText();
  const [filter, setFilter] = useState<TransactionFilter>({ range: 'today' });
  const [entry, setEntry] = useState<number | null>(null);
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage, isPending } = useTransactions(filter);
  const symbol = useBalance().data?.currencySymbol ?? 'P';
  const first = data?.pages[0];
  const rows = data?.pages.flatMap((page) => page.list) ?? [];
  const money = (value: string) => `${symbol} ${formatMoney(value)}`;

  return (
    <div className="wallet-page">
      <Panel>
        <RangeFilterBar
          value={filter}
          timeZone={timeZone}
          onChange={(range) => setFilter({ ...filter, ...range })}
        >
          <SelectFilter
            label={t('mc.pages.transactionHistory.type')}
            value={filter.type}
            options={LEDGER_KINDS}
            optionLabel={kindLabel}
            onChange={(type) => setFilter({ ...filter, type })}
          />
          <SelectFilter
            label={t('mc.pages.transactionHistory.wallet')}
            value={filter.wallet}
            options={['cash', 'bonus'] as const}
            optionLabel={(wallet) => t(`mc.pages.transactionHistory.wallets.${wallet}`)}
            onChange={(wallet) => setFilter({ ...filter, wallet })}
          />
        </RangeFilterBar>
      </Panel>
      {error && <FormAlert>{errorText(error, t)}</FormAlert>}
      {isPending && !error && <Spinner label={t('common.loading')} />}
      {first?.totals && (
        <>
          <StatStrip
            items={[
              { label: t('mc.records.count'), value: first.totals.count },
              {
                label: t('mc.pages.transactionHistory.in'),
                value: money(first.totals.in),
                tone: signOf(first.totals.in),
              },
              {
                label: t('mc.pages.transactionHistory.out'),
                value: money(first.totals.out.replace(/^-/, '')),
                tone: signOf(first.totals.out),
              },
              {
                label: t('mc.pages.transactionHistory.net'),
                value: formatSigned(first.totals.net, symbol),
                tone: signOf(first.totals.net),
              },
            ]}
          />
          <p className="range-note">
            {t('mc.records.showing', { start: slashed(first.startDate), end: slashed(first.endDate) })}
          </p>
        </>
      )}
      {data && rows.length === 0 && (
        <EmptyState
          icon={ListChecks}
          title={t('mc.pages.transactionHistory.emptyTitle')}
          text={t('mc.pages.transactionHistory.emptyText')}
        />
      )}
      {rows.length > 0 && (
        <Panel>
          <RecordList
            testId="transaction-list"
            emptyText=""
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            onMore={() => void fetchNextPage()}
            moreLabel={t('mc.money.loadMore')}
            items={rows.map((row) => ({
              id: String(row.id),
              title: kindLabel(row.type),
              subtitle: [
                t(`mc.pages.transactionHistory.wallets.${row.wallet}`),
                row.orderNo,
                row.vendor,
                remarkText(row.remark),
              ]
                .filter(Boolean)
                .join(' · '),
              amount: (
                <span className={signOf(row.amount) ? `is-${signOf(row.amount)}` : undefined}>
                  {formatSigned(row.amount, symbol)}
                </span>
              ),
              time: formatDateTime(new Date(row.time), timeZone, language),
              extra: (
                <div className="record-foot">
                  <span>
                    {t('mc.pages.transactionHistory.balanceAfter', { amount: money(row.balanceAfter) })}
                  </span>
                  <button type="button" className="link-button" onClick={() => setEntry(row.entryId)}>
                    {t('mc.records.details')}
                  </button>
                </div>
              ),
            }))}
          />
        </Panel>
      )}
      {entry !== null && (
        <TransactionDetailDialog
          entryId={entry}
          timeZone={timeZone}
          currencySymbol={symbol}
          onClose={() => setEntry(null)}
        />
      )}
    </div>
  );
}
