import type { AdminDeposit, AdminWithdrawal } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAYMENTS_TABS } from '../../app/sections';
import { useMay } from '../../lib/access';
import { t } from '../../i18n';
import { formatDateTime, formatMoney } from '../../lib/format';
import { moneyColumn } from '../../ui/data-table';
import { SelectField } from '../../ui/field';
import {
  actionsColumn,
  type ListColumns,
  ListPage,
  matches,
  RowActions,
  SearchField,
  Tabs,
  useTabs,
} from '../../ui/list-page';
import { useCursorPager } from '../../ui/pager';
import { Badge, PageHeader } from '../../ui/states';
import { DecisionDialog, type PendingDecision } from './decision-dialog';
import { MethodsTab } from './methods-tab';
import { depositsQuery, withdrawalsQuery, type DepositStatus, type WithdrawalStatus } from './payments-api';
import { ReceiptDialog } from './receipt-dialog';

const tone = (status: string) =>
  status === 'pending'
    ? 'warn'
    : status === 'approved' || status === 'paid'
      ? 'ok'
      : status === 'rejected'
        ? 'bad'
        : 'plain';
const statusBadge = (status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'paid') => (
  <Badge tone={tone(status)}>{t(`payments.status.${status}`)}</Badge>
);
const memberLink = (row: { memberId: number; username: string }) => (
  <Link to={`/members/${row.memberId}`}>{row.username}</Link>
);

function DepositQueue({ search }: { search: string }) {
  const [status, setStatus] = useState<DepositStatus | ''>('pending');
  const pager = useCursorPager();
  const query = useQuery(depositsQuery(status || undefined, pager.cursor));
  const may = useMay();
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);
  const [receipts, setReceipts] = useState<AdminDeposit | null>(null);
  const ask = (d: AdminDeposit, decision: 'approve' | 'reject') =>
    setDeciding({
      kind: 'deposit',
      decision,
      id: d.id,
      question:
        decision === 'approve'
          ? t('payments.confirmApprove', {
              orderNo: d.orderNo,
              amount: formatMoney(d.amount),
              username: d.username,
            })
          : t('payments.confirmReject', { orderNo: d.orderNo, username: d.username }),
    });
  const columns: ListColumns<AdminDeposit> = [
    {
      id: 'created',
      header: t('common.created'),
      value: (d) => d.createdAt,
      cell: (d) => formatDateTime(d.createdAt),
      sortable: true,
    },
    { id: 'orderNo', header: t('payments.orderNo'), value: (d) => d.orderNo },
    { id: 'member', header: t('common.member'), value: (d) => d.username, cell: memberLink, sortable: true },
    moneyColumn<AdminDeposit>('amount', t('common.amount'), (d) => d.amount),
    { id: 'method', header: t('payments.method'), value: (d) => d.methodName, sortable: true },
    { id: 'reference', header: t('payments.reference'), value: (d) => d.reference },
    {
      id: 'status',
      header: t('common.status'),
      value: (d) => d.status,
      cell: (d) => statusBadge(d.status),
      sortable: true,
    },
    { id: 'remark', header: t('common.remark'), value: (d) => d.remark },
    { id: 'decidedBy', header: t('common.decidedBy'), value: (d) => d.decidedBy },
    may('POST /wps/admin/deposits/:id/approve') &&
      actionsColumn((d) => (
        <RowActions>
          {d.receiptIds.length > 0 ? (
            <button type="button" className="button button-small" onClick={() => setReceipts(d)}>
              {t('payments.receipts')} ({d.receiptIds.length})
            </button>
          ) : null}
          {d.status === 'pending' ? (
            <>
              <button
                type="button"
                className="button button-small button-primary"
                onClick={() => ask(d, 'approve')}
              >
                {t('payments.approve')}
              </button>
              <button
                type="button"
                className="button button-small button-danger"
                onClick={() => ask(d, 'reject')}
              >
                {t('payments.reject')}
              </button>
            </>
          ) : null}
        </RowActions>
      )),
  ];
  const rows = (query.data?.list ?? []).filter((d) => matches(search, d.username, d.orderNo, d.reference));
  return (
    <>
      <ListPage
        caption={t('payments.deposits')}
        columns={columns}
        rows={rows}
        rowKey={(d) => d.id}
        exportName={`deposits-${status || 'all'}`}
        query={query}
        pager={pager}
        nextCursor={query.data?.nextCursor}
        tools={
          <SelectField
            label={t('common.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as DepositStatus | '');
              pager.first();
            }}
          >
            <option value="">{t('common.all')}</option>
            {(['pending', 'approved', 'rejected', 'cancelled'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`payments.status.${s}`)}
              </option>
            ))}
          </SelectField>
        }
      />
      {deciding ? <DecisionDialog pending={deciding} onClose={() => setDeciding(null)} /> : null}
      {receipts ? (
        <ReceiptDialog
          depositId={receipts.id}
          receiptIds={receipts.receiptIds}
          onClose={() => setReceipts(null)}
        />
      ) : null}
    </>
  );
}

function WithdrawalQueue({ search }: { search: string }) {
  const [status, setStatus] = useState<WithdrawalStatus | ''>('pending');
  const pager = useCursorPager();
  const query = useQuery(withdrawalsQuery(status || undefined, pager.cursor));
  const may = useMay();
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);
  const ask = (w: AdminWithdrawal, decision: 'paid' | 'reject') =>
    setDeciding({
      kind: 'withdrawal',
      decision,
      id: w.id,
      question:
        decision === 'paid'
          ? t('payments.confirmPaid', {
              orderNo: w.orderNo,
              amount: formatMoney(w.amount),
              username: w.username,
            })
          : t('payments.confirmReject', { orderNo: w.orderNo, username: w.username }),
    });
  const columns: ListColumns<AdminWithdrawal> = [
    {
      id: 'created',
      header: t('common.created'),
      value: (w) => w.createdAt,
      cell: (w) => formatDateTime(w.createdAt),
      sortable: true,
    },
    { id: 'orderNo', header: t('payments.orderNo'), value: (w) => w.orderNo },
    { id: 'member', header: t('common.member'), value: (w) => w.username, cell: memberLink, sortable: true },
    moneyColumn<AdminWithdrawal>('amount', t('common.amount'), (w) => w.amount),
    { id: 'bank', header: t('payments.bank'), value: (w) => `${w.bankName} (${w.bankCode})`, sortable: true },
    { id: 'accountName', header: t('payments.accountName'), value: (w) => w.accountName },
    { id: 'accountNumber', header: t('payments.accountNumber'), value: (w) => w.accountNumber },
    {
      id: 'status',
      header: t('common.status'),
      value: (w) => w.status,
      cell: (w) => statusBadge(w.status),
      sortable: true,
    },
    { id: 'remark', header: t('common.remark'), value: (w) => w.remark },
    may('POST /wps/admin/withdrawals/:id/paid') &&
      actionsColumn((w) =>
        w.status === 'pending' ? (
          <RowActions>
            <button
              type="button"
              className="button button-small button-primary"
              onClick={() => ask(w, 'paid')}
            >
              {t('payments.paid')}
            </button>
            <button
              type="button"
              className="button button-small button-danger"
              onClick={() => ask(w, 'reject')}
            >
              {t('payments.reject')}
            </button>
          </RowActions>
        ) : null,
      ),
  ];
  const rows = (query.data?.list ?? []).filter((w) => matches(search, w.username, w.orderNo, w.accountName));
  return (
    <>
      <ListPage
        caption={t('payments.withdrawals')}
        columns={columns}
        rows={rows}
        rowKey={(w) => w.id}
        exportName={`withdrawals-${status || 'all'}`}
        query={query}
        pager={pager}
        nextCursor={query.data?.nextCursor}
        tools={
          <SelectField
            label={t('common.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as WithdrawalStatus | '');
              pager.first();
            }}
          >
            <option value="">{t('common.all')}</option>
            {(['pending', 'paid', 'rejected'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`payments.status.${s}`)}
              </option>
            ))}
          </SelectField>
        }
      />
      {deciding ? <DecisionDialog pending={deciding} onClose={() => setDeciding(null)} /> : null}
    </>
  );
}

export default function PaymentsPage() {
  const [tab, setTab, shown] = useTabs(PAYMENTS_TABS);
  const [search, setSearch] = useState('');
  return (
    <>
      <PageHeader title={t('payments.title')} />
      <Tabs names={shown} tab={tab} onChange={setTab} label={(name) => `payments.${name}`} />
      <div className="filters" role="search">
        <SearchField
          label={tab === 'methods' ? t('common.search') : t('payments.filterMember')}
          value={search}
          onChange={setSearch}
        />
      </div>
      <div role="tabpanel">
        {tab === 'deposits' ? <DepositQueue search={search} /> : null}
        {tab === 'withdrawals' ? <WithdrawalQueue search={search} /> : null}
        {tab === 'methods' ? <MethodsTab search={search} /> : null}
      </div>
    </>
  );
}
