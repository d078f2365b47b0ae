import type { AdminBet, AdminLedgerLine, AdminMemberPayment } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t, tOr, type MessageKey } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { DataTable, moneyColumn, type Column } from '../../ui/data-table';
import { Pager, useCursorPager } from '../../ui/pager';
import { QueryState } from '../../ui/states';
import { memberRecordsQuery, type RecordTab } from './members-api';

const ledgerColumns: Column<AdminLedgerLine>[] = [
  {
    id: 'when',
    header: t('common.created'),
    value: (l) => l.createdAt,
    cell: (l) => formatDateTime(l.createdAt),
    sortable: true,
  },
  { id: 'kind', header: t('members.ledger.kind'), value: (l) => l.kind, sortable: true },
  { id: 'account', header: t('members.ledger.account'), value: (l) => l.account },
  moneyColumn<AdminLedgerLine>('amount', t('common.amount'), (l) => l.amount),
  moneyColumn<AdminLedgerLine>('after', t('members.ledger.balanceAfter'), (l) => l.balanceAfter),
  { id: 'actor', header: t('members.ledger.actor'), value: (l) => l.actor },
  { id: 'remark', header: t('common.remark'), value: (l) => l.remark },
];

const betColumns: Column<AdminBet>[] = [
  {
    id: 'placed',
    header: t('members.bets.placed'),
    value: (b) => b.placedAt,
    cell: (b) => formatDateTime(b.placedAt),
    sortable: true,
  },
  { id: 'vendor', header: t('members.bets.vendor'), value: (b) => b.vendor, sortable: true },
  { id: 'game', header: t('members.bets.game'), value: (b) => `${b.gameType} · ${b.gameName}` },
  moneyColumn<AdminBet>('stake', t('dashboard.stake'), (b) => b.stake),
  moneyColumn<AdminBet>('payout', t('dashboard.payout'), (b) => b.payout),
  { id: 'status', header: t('common.status'), value: (b) => b.status, sortable: true },
  {
    id: 'settled',
    header: t('members.bets.settled'),
    value: (b) => b.settledAt,
    cell: (b) => formatDateTime(b.settledAt),
  },
];

const paymentColumns: Column<AdminMemberPayment>[] = [
  {
    id: 'created',
    header: t('common.created'),
    value: (p) => p.createdAt,
    cell: (p) => formatDateTime(p.createdAt),
    sortable: true,
  },
  { id: 'orderNo', header: t('payments.orderNo'), value: (p) => p.orderNo },
  moneyColumn<AdminMemberPayment>('amount', t('common.amount'), (p) => p.amount),
  {
    id: 'status',
    header: t('common.status'),
    value: (p) => tOr(`payments.status.${p.status}`, p.status),
    sortable: true,
  },
  { id: 'remark', header: t('common.remark'), value: (p) => p.remark },
  { id: 'decidedBy', header: t('common.decidedBy'), value: (p) => p.decidedBy },
  {
    id: 'decided',
    header: t('common.decided'),
    value: (p) => p.decidedAt,
    cell: (p) => formatDateTime(p.decidedAt),
  },
];

const TABS: { tab: RecordTab; label: MessageKey }[] = [
  { tab: 'ledger', label: 'members.tab.ledger' },
  { tab: 'bets', label: 'members.tab.bets' },
  { tab: 'deposit', label: 'members.tab.deposits' },
  { tab: 'withdrawal', label: 'members.tab.withdrawals' },
];

function Records({ memberId, tab }: { memberId: number; tab: RecordTab }) {
  const pager = useCursorPager();
  const query = useQuery(memberRecordsQuery(memberId, tab, pager.cursor));
  const data = query.data?.tab === tab ? query.data : undefined;
  const name = `member-${memberId}-${tab}`;
  return (
    <QueryState isPending={!data && query.isPending} error={query.error}>
      {data?.tab === 'ledger' ? (
        <DataTable
          caption={t('members.tab.ledger')}
          columns={ledgerColumns}
          rows={data.page.list}
          rowKey={(r) => r.id}
          exportName={name}
        />
      ) : data?.tab === 'bets' ? (
        <DataTable
          caption={t('members.tab.bets')}
          columns={betColumns}
          rows={data.page.list}
          rowKey={(r) => r.id}
          exportName={name}
        />
      ) : data ? (
        <DataTable
          caption={tab}
          columns={paymentColumns}
          rows={data.page.list}
          rowKey={(r) => r.id}
          exportName={name}
        />
      ) : null}
      <Pager pager={pager} nextCursor={data?.page.nextCursor} />
    </QueryState>
  );
}

/** The member's ledger lines, bets, deposits and withdrawals, a tab each. */
export function MemberRecords({ memberId }: { memberId: number }) {
  const [tab, setTab] = useState<RecordTab>('ledger');
  return (
    <section className="panel">
      <div className="tabs" role="tablist">
        {TABS.map((item) => (
          <button
            key={item.tab}
            type="button"
            role="tab"
            aria-selected={tab === item.tab}
            className="tab"
            onClick={() => setTab(item.tab)}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <Records key={tab} memberId={memberId} tab={tab} />
      </div>
    </section>
  );
}
