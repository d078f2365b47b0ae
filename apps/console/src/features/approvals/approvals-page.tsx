import type { ApprovalRequest, ApprovalState } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMay } from '../../lib/access';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { DataTable, moneyColumn, type Column } from '../../ui/data-table';
import { SelectField } from '../../ui/field';
import { Pager, useCursorPager } from '../../ui/pager';
import { Badge, PageHeader, QueryState } from '../../ui/states';
import { ApprovalDialog, type PendingChoice } from './approval-dialog';
import { approvalsQuery } from './approvals-api';

const TONES = { pending: 'warn', executed: 'ok', rejected: 'bad' } as const;

/** What the request would do, in a line: the adjustment's reason, the payout's remark, the application. */
function detailOf(request: ApprovalRequest): string {
  const { action } = request;
  switch (action.kind) {
    case 'adjust':
      return action.adjust.reason;
    case 'withdrawal_paid':
      return t('approvals.detail.withdrawal', { id: action.withdrawalId, remark: action.decision.remark });
    case 'bonus_grant':
      return t('approvals.detail.bonus', { id: action.entryId, remark: action.review.remark });
  }
}

/**
 * Four-eyes requests: large adjustments, payouts and bonus grants waiting for a second operator, who
 * approves (the action runs then) or rejects with a reason. The server refuses anyone approving their own.
 */
export default function ApprovalsPage() {
  const session = useSession();
  const [state, setState] = useState<ApprovalState | ''>('pending');
  const pager = useCursorPager();
  const query = useQuery(approvalsQuery(state || undefined, pager.cursor));
  const [choosing, setChoosing] = useState<PendingChoice | null>(null);
  const mine = (request: ApprovalRequest) => request.requestedBy.id === session?.operator.id;
  const may = useMay();
  const columns: Column<ApprovalRequest>[] = [
    { id: 'id', header: t('common.id'), value: (r) => r.id, numeric: true, sortable: true },
    {
      id: 'requested',
      header: t('approvals.requestedAt'),
      value: (r) => r.requestedAt,
      cell: (r) => formatDateTime(r.requestedAt),
      sortable: true,
    },
    {
      id: 'kind',
      header: t('approvals.kindColumn'),
      value: (r) => t(`approvals.kind.${r.kind}`),
      sortable: true,
    },
    {
      id: 'member',
      header: t('common.member'),
      value: (r) => r.username,
      cell: (r) => (r.memberId ? <Link to={`/members/${r.memberId}`}>{r.username ?? r.memberId}</Link> : '—'),
      sortable: true,
    },
    moneyColumn<ApprovalRequest>('amount', t('common.amount'), (r) => r.amount),
    { id: 'detail', header: t('approvals.detail'), value: detailOf },
    {
      id: 'requestedBy',
      header: t('approvals.requestedBy'),
      value: (r) => r.requestedBy.username,
      sortable: true,
    },
    {
      id: 'state',
      header: t('common.status'),
      value: (r) => r.state,
      cell: (r) => <Badge tone={TONES[r.state]}>{t(`approvals.state.${r.state}`)}</Badge>,
      sortable: true,
    },
    { id: 'decidedBy', header: t('common.decidedBy'), value: (r) => r.decidedBy?.username ?? null },
    { id: 'reason', header: t('approvals.reasonColumn'), value: (r) => r.reason },
    {
      id: 'actions',
      header: t('common.actions'),
      value: () => null,
      noExport: true,
      cell: (r) =>
        r.state !== 'pending' || !may('POST /wps/admin/approvals/:id/approve') ? null : mine(r) ? (
          <span className="muted">{t('approvals.waitingOther')}</span>
        ) : (
          <div className="row-actions">
            <button
              type="button"
              className="button button-small button-primary"
              onClick={() => setChoosing({ request: r, decision: 'approve' })}
            >
              {t('approvals.approve')}
            </button>
            <button
              type="button"
              className="button button-small button-danger"
              onClick={() => setChoosing({ request: r, decision: 'reject' })}
            >
              {t('approvals.reject')}
            </button>
          </div>
        ),
    },
  ];
  return (
    <>
      <PageHeader title={t('approvals.title')} />
      <p className="muted">{t('approvals.intro')}</p>
      <QueryState isPending={query.isPending} error={query.error} retry={() => void query.refetch()}>
        <DataTable
          caption={t('approvals.caption')}
          columns={columns}
          rows={query.data?.list ?? []}
          rowKey={(r) => r.id}
          exportName={`approvals-${state || 'all'}`}
          toolbar={
            <SelectField
              label={t('common.status')}
              value={state}
              onChange={(e) => {
                setState(e.target.value as ApprovalState | '');
                pager.first();
              }}
            >
              <option value="">{t('common.all')}</option>
              {(['pending', 'executed', 'rejected'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`approvals.state.${s}`)}
                </option>
              ))}
            </SelectField>
          }
        />
        <Pager pager={pager} nextCursor={query.data?.nextCursor} />
      </QueryState>
      {choosing ? <ApprovalDialog pending={choosing} onClose={() => setChoosing(null)} /> : null}
    </>
  );
}
