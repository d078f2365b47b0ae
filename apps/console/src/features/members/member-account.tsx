import {
  adminMemberStatusEndpoints,
  MemberStatusBodySchema,
  type AdminLoginEvent,
  type AdminMemberSession,
  type AdminMemberStatus,
} from '@swerte/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useMay } from '../../lib/access';
import { t, tOr } from '../../i18n';
import { callEndpoint } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { type Column } from '../../ui/data-table';
import { TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { actionsColumn, ListPage, RowActions } from '../../ui/list-page';
import { useCursorPager } from '../../ui/pager';
import { Badge, QueryState } from '../../ui/states';

const e = adminMemberStatusEndpoints;
type Change = 'lock' | 'unlock' | 'forcePasswordChange';

/** Locks, unlocks or forces a password change, with the reason the audit keeps. */
function StatusDialog({
  memberId,
  change,
  onClose,
}: {
  memberId: number;
  change: Change;
  onClose: () => void;
}) {
  const contract = useContractForm({
    schema: MemberStatusBodySchema,
    initial: { reason: '' },
    send: (body) => callEndpoint(e[change], { params: { id: memberId }, body }),
    invalidate: [['member', memberId]],
  });
  const title = t(`members.status.${change}`);
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      form={contract}
      submitLabel={title}
      danger={change !== 'unlock'}
      keepOpenAfter={false}
      done={t(`members.status.${change}.done`)}
    >
      <Wide>
        <p>{t(`members.status.${change}.note`)}</p>
        <TextField
          label={t('members.status.reason')}
          value={contract.form.reason}
          maxLength={200}
          onChange={(ev) => contract.set({ reason: ev.target.value })}
          error={contract.err('reason')}
        />
      </Wide>
    </FormDialog>
  );
}

function StatusPanel({ status }: { status: AdminMemberStatus }) {
  const [change, setChange] = useState<Change | null>(null);
  const locked = status.status === 'locked';
  const may = useMay();
  return (
    <section className="panel">
      <h2>{t('members.account')}</h2>
      <p>
        <span data-testid="member-status">
          <Badge tone={locked ? 'bad' : 'ok'}>{t(`members.status.${status.status}`)}</Badge>
        </span>{' '}
        {status.mustChangePassword ? <Badge tone="warn">{t('members.passwordFlagged')}</Badge> : null}
      </p>
      {status.reason ? (
        <p className="muted">
          {t('members.status.lastReason', { reason: status.reason, at: formatDateTime(status.changedAt) })}
        </p>
      ) : null}
      <div className="row-actions" hidden={!may('POST /wps/admin/members/:id/lock')}>
        {locked ? (
          <button type="button" className="button" onClick={() => setChange('unlock')}>
            {t('members.status.unlock')}
          </button>
        ) : (
          <button type="button" className="button button-danger" onClick={() => setChange('lock')}>
            {t('members.status.lock')}
          </button>
        )}
        <button type="button" className="button" onClick={() => setChange('forcePasswordChange')}>
          {t('members.status.forcePasswordChange')}
        </button>
      </div>
      {change ? (
        <StatusDialog memberId={status.memberId} change={change} onClose={() => setChange(null)} />
      ) : null}
    </section>
  );
}

function Sessions({ memberId }: { memberId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['member', memberId, 'sessions'],
    queryFn: ({ signal }) => callEndpoint(e.sessions, { params: { id: memberId }, signal }),
  });
  const end = useMutation({
    mutationFn: (sessionId: number) => callEndpoint(e.endSession, { params: { id: memberId, sessionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', memberId] }),
  });
  const columns: Column<AdminMemberSession>[] = [
    { id: 'id', header: t('common.id'), value: (s) => s.id, numeric: true, sortable: true },
    {
      id: 'kind',
      header: t('members.sessionKind'),
      value: (s) => s.kind,
      cell: (s) => t(`members.sessionKind.${s.kind}`),
    },
    {
      id: 'created',
      header: t('members.signedIn'),
      value: (s) => s.createdAt,
      cell: (s) => formatDateTime(s.createdAt),
      sortable: true,
    },
    {
      id: 'seen',
      header: t('members.lastSeen'),
      value: (s) => s.lastSeenAt,
      cell: (s) => formatDateTime(s.lastSeenAt),
      sortable: true,
    },
    {
      id: 'expires',
      header: t('members.expires'),
      value: (s) => s.expiresAt,
      cell: (s) => formatDateTime(s.expiresAt),
    },
    { id: 'ip', header: t('audit.ip'), value: (s) => s.ip },
    { id: 'agent', header: t('members.device'), value: (s) => s.userAgent },
    actionsColumn((s) => (
      <RowActions>
        <button
          type="button"
          className="button button-small button-danger"
          disabled={end.isPending}
          onClick={() => end.mutate(s.id)}
          aria-label={`${t('members.endSession')} ${s.id}`}
        >
          {t('members.endSession')}
        </button>
      </RowActions>
    )),
  ];
  return (
    <section>
      <h2>{t('members.sessions')}</h2>
      <ListPage
        caption={t('members.sessions')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(s) => s.id}
        exportName={`member-${memberId}-sessions`}
        query={query}
        actionError={end.error}
      />
    </section>
  );
}

function Logins({ memberId }: { memberId: number }) {
  const pager = useCursorPager();
  const query = useQuery({
    queryKey: ['member', memberId, 'logins', pager.cursor ?? 0],
    queryFn: ({ signal }) =>
      callEndpoint(e.logins, {
        params: { id: memberId },
        query: { cursor: pager.cursor, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const tone = (action: string) =>
    action === 'session.login'
      ? 'ok'
      : action === 'session.logout' || action === 'session.address_verified'
        ? 'plain'
        : 'bad';
  const columns: Column<AdminLoginEvent>[] = [
    {
      id: 'at',
      header: t('audit.when'),
      value: (r) => r.at,
      cell: (r) => formatDateTime(r.at),
      sortable: true,
    },
    {
      id: 'action',
      header: t('members.loginEvent'),
      value: (r) => r.action,
      cell: (r) => <Badge tone={tone(r.action)}>{tOr(`members.login.${r.action}`, r.action)}</Badge>,
      sortable: true,
    },
    { id: 'type', header: t('members.loginType'), value: (r) => r.type },
    { id: 'ip', header: t('audit.ip'), value: (r) => r.ip, sortable: true },
  ];
  return (
    <section>
      <h2>{t('members.logins')}</h2>
      <ListPage
        caption={t('members.logins')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(r) => r.id}
        exportName={`member-${memberId}-logins`}
        query={query}
        pager={pager}
        nextCursor={query.data?.nextCursor}
      />
    </section>
  );
}

/** The member's account: its lock and password state, live sessions and login history. */
export function MemberAccount({ memberId }: { memberId: number }) {
  const status = useQuery({
    queryKey: ['member', memberId, 'status'],
    queryFn: ({ signal }) => callEndpoint(e.status, { params: { id: memberId }, signal }),
  });
  return (
    <>
      <QueryState isPending={status.isPending} error={status.error} retry={() => void status.refetch()}>
        {status.data ? <StatusPanel status={status.data} /> : null}
      </QueryState>
      <Sessions memberId={memberId} />
      <Logins memberId={memberId} />
    </>
  );
}
