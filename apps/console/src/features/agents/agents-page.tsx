import {
  AdminTreeMoveBodySchema,
  AGENT_APPLICATION_STATUSES,
  AgentDecisionBodySchema,
  AgentRejectBodySchema,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  type AdminAgentApplication,
  type AdminTreeChild,
  type AgentApplicationStatus,
  type Contract,
  type ContractKind,
  type SettlementRun,
} from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AGENTS_TABS } from '../../app/sections';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { formatDateTime } from '../../lib/format';
import { moneyColumn, type Column } from '../../ui/data-table';
import { SelectField, TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import {
  actionsColumn,
  ListPage,
  matches,
  NewButton,
  RowActions,
  SearchField,
  Tabs,
  useTabs,
  type ListColumns,
} from '../../ui/list-page';
import { useCursorPager } from '../../ui/pager';
import { Badge, QueryState, PageHeader } from '../../ui/states';
import {
  applicationsQuery,
  childrenQuery,
  contractsQuery,
  decideApplication,
  moveBranch,
  runsQuery,
  treePathQuery,
} from './agents-api';
import { OfferDialog } from './offer-dialog';

type ContractStatus = Contract['status'];

const kindBadge = (isAgent: number) =>
  isAgent > 0 ? (
    <Badge tone="ok">{t('agents.agent')}</Badge>
  ) : (
    <Badge tone="plain">{t('agents.player')}</Badge>
  );

/** Moves a member and its whole branch under another upline (or to the top). */
function MoveDialog({ member, onClose }: { member: { id: number; username: string }; onClose: () => void }) {
  const contract = useContractForm({
    schema: AdminTreeMoveBodySchema,
    initial: { upline: '', remark: '' },
    prepare: (f) => ({
      memberId: member.id,
      uplineId: f.upline.trim() === '' ? null : Number(f.upline),
      remark: f.remark,
    }),
    send: (body) => moveBranch(body.memberId, body.uplineId, body.remark),
    invalidate: [['agents']],
  });
  return (
    <FormDialog
      title={t('agents.moveOf', { username: member.username })}
      onClose={onClose}
      form={contract}
      submitLabel={t('agents.move')}
      keepOpenAfter={false}
      done={t('agents.moved')}
    >
      <Wide>
        <p className="muted">{t('agents.moveNote')}</p>
      </Wide>
      <TextField
        label={t('agents.newUpline')}
        inputMode="numeric"
        value={contract.form.upline}
        onChange={(e) => contract.set({ upline: e.target.value })}
        error={contract.err('uplineId')}
      />
      <TextField
        label={t('common.remark')}
        value={contract.form.remark}
        maxLength={200}
        onChange={(e) => contract.set({ remark: e.target.value })}
        error={contract.err('remark')}
      />
    </FormDialog>
  );
}

function Tree() {
  const may = useMay();
  const mayMove = may('POST /wps/admin/agent/tree/move');
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('member') ?? '');
  const [draft, setDraft] = useState(params.get('member') ?? '');
  const [kind, setKind] = useState<'agents' | 'players' | ''>('');
  const pager = useCursorPager();
  const [moving, setMoving] = useState<{ id: number; username: string } | null>(null);
  const open = (next: number) => {
    setParams({ tab: 'tree', member: String(next) });
    setDraft(String(next));
    pager.first();
  };
  const valid = Number.isSafeInteger(id) && id > 0;
  const path = useQuery({ ...treePathQuery(id), enabled: valid });
  const children = useQuery({ ...childrenQuery(id, kind || undefined, pager.cursor), enabled: valid });
  const columns: ListColumns<AdminTreeChild> = [
    { id: 'id', header: t('common.id'), value: (c) => c.id, numeric: true, sortable: true },
    {
      id: 'username',
      header: t('common.member'),
      value: (c) => c.username,
      cell: (c) => <Link to={`/members/${c.id}`}>{c.username}</Link>,
      sortable: true,
    },
    { id: 'kind', header: t('agents.kind'), value: (c) => c.isAgent, cell: (c) => kindBadge(c.isAgent) },
    { id: 'team', header: t('agents.teamSize'), value: (c) => c.teamSize, numeric: true, sortable: true },
    {
      id: 'created',
      header: t('common.created'),
      value: (c) => c.createdAt,
      cell: (c) => formatDateTime(c.createdAt),
    },
    actionsColumn((c) => (
      <RowActions>
        <button
          type="button"
          className="button button-small"
          disabled={c.teamSize === 0}
          onClick={() => open(c.id)}
        >
          {t('agents.openBranch')}
        </button>
        {mayMove ? (
          <button type="button" className="button button-small" onClick={() => setMoving(c)}>
            {t('agents.move')}
          </button>
        ) : null}
      </RowActions>
    )),
  ];
  return (
    <>
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (/^\d+$/.test(draft.trim())) open(Number(draft.trim()));
        }}
      >
        <TextField
          label={t('agents.memberId')}
          inputMode="numeric"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="button button-primary">
          {t('agents.browse')}
        </button>
      </form>
      {valid ? (
        <>
          <QueryState isPending={path.isPending} error={path.error} retry={() => void path.refetch()}>
            {path.data ? (
              <section className="panel">
                <nav aria-label={t('agents.path')} className="breadcrumbs">
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => setParams({ tab: 'tree' })}
                  >
                    {t('agents.top')}
                  </button>
                  {path.data.path.map((step) => (
                    <span key={step.id}>
                      {' › '}
                      <button type="button" className="button button-small" onClick={() => open(step.id)}>
                        {step.username}
                      </button>
                    </span>
                  ))}
                  <span>
                    {' › '}
                    <strong>#{id}</strong>
                  </span>
                </nav>
                <p>
                  {t('agents.branch', { n: path.data.teamSize })}{' '}
                  {mayMove ? (
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() => setMoving({ id, username: `#${id}` })}
                    >
                      {t('agents.moveThis')}
                    </button>
                  ) : null}
                </p>
              </section>
            ) : null}
          </QueryState>
          <ListPage
            caption={t('agents.downline')}
            columns={columns}
            rows={children.data?.list ?? []}
            rowKey={(c) => c.id}
            exportName={`downline-${id}`}
            query={children}
            pager={pager}
            nextCursor={children.data?.nextCursor}
            tools={
              <SelectField
                label={t('agents.kind')}
                value={kind}
                onChange={(e) => {
                  setKind(e.target.value as 'agents' | 'players' | '');
                  pager.first();
                }}
              >
                <option value="">{t('common.all')}</option>
                <option value="agents">{t('agents.agents')}</option>
                <option value="players">{t('agents.players')}</option>
              </SelectField>
            }
          />
        </>
      ) : (
        <p className="muted">{t('agents.treeNote')}</p>
      )}
      {moving ? <MoveDialog member={moving} onClose={() => setMoving(null)} /> : null}
    </>
  );
}

function DecideApplication({
  application,
  decision,
  onClose,
}: {
  application: AdminAgentApplication;
  decision: 'approve' | 'reject';
  onClose: () => void;
}) {
  const contract = useContractForm({
    schema: decision === 'reject' ? AgentRejectBodySchema : AgentDecisionBodySchema,
    initial: { remark: '' },
    send: ({ remark }: { remark: string }) => decideApplication(application.id, decision, remark),
    invalidate: [['agents', 'applications']],
  });
  const label = decision === 'approve' ? t('agents.approve') : t('agents.reject');
  return (
    <FormDialog
      title={label}
      onClose={onClose}
      form={contract}
      submitLabel={label}
      danger={decision === 'reject'}
      keepOpenAfter={false}
      done={decision === 'approve' ? t('agents.approved') : t('agents.rejected')}
    >
      <Wide>
        <p>
          {t(decision === 'approve' ? 'agents.confirmApprove' : 'agents.confirmReject', {
            username: application.username,
          })}
        </p>
        <TextField
          label={decision === 'reject' ? t('payments.remarkRequired') : t('payments.remarkOptional')}
          value={contract.form.remark}
          maxLength={200}
          onChange={(e) => contract.set({ remark: e.target.value })}
          error={contract.err('remark')}
        />
      </Wide>
    </FormDialog>
  );
}

function Applications() {
  const may = useMay();
  const [status, setStatus] = useState<AgentApplicationStatus>('pending');
  const [search, setSearch] = useState('');
  const pager = useCursorPager();
  const query = useQuery(applicationsQuery(status, pager.cursor));
  const [deciding, setDeciding] = useState<{ a: AdminAgentApplication; d: 'approve' | 'reject' } | null>(
    null,
  );
  const columns: ListColumns<AdminAgentApplication> = [
    {
      id: 'created',
      header: t('common.created'),
      value: (a) => a.createdAt,
      cell: (a) => formatDateTime(a.createdAt),
      sortable: true,
    },
    {
      id: 'member',
      header: t('common.member'),
      value: (a) => a.username,
      cell: (a) => <Link to={`/members/${a.memberId}`}>{a.username}</Link>,
      sortable: true,
    },
    { id: 'contactName', header: t('agents.contactName'), value: (a) => a.contactName },
    { id: 'contact', header: t('agents.contact'), value: (a) => a.contact },
    {
      id: 'channel',
      header: t('agents.channel'),
      value: (a) => a.channel,
      cell: (a) => t(`agents.channel.${a.channel}`),
    },
    {
      id: 'teamSize',
      header: t('agents.expectedTeam'),
      value: (a) => a.teamSize,
      numeric: true,
      sortable: true,
    },
    { id: 'note', header: t('agents.note'), value: (a) => a.note },
    {
      id: 'status',
      header: t('common.status'),
      value: (a) => a.status,
      cell: (a) => t(`agents.status.${a.status}`),
    },
    { id: 'remark', header: t('common.remark'), value: (a) => a.remark },
    may('POST /wps/admin/agent/applications/:id/approve') &&
      actionsColumn((a) =>
        a.status === 'pending' ? (
          <RowActions>
            <button
              type="button"
              className="button button-small button-primary"
              onClick={() => setDeciding({ a, d: 'approve' })}
            >
              {t('agents.approve')}
            </button>
            <button
              type="button"
              className="button button-small button-danger"
              onClick={() => setDeciding({ a, d: 'reject' })}
            >
              {t('agents.reject')}
            </button>
          </RowActions>
        ) : null,
      ),
  ];
  return (
    <>
      <ListPage
        caption={t('agents.applications')}
        columns={columns}
        rows={(query.data?.list ?? []).filter((a) => matches(search, a.username, a.contactName, a.contact))}
        rowKey={(a) => a.id}
        exportName={`agent-applications-${status}`}
        query={query}
        pager={pager}
        nextCursor={query.data?.nextCursor}
        filters={
          <>
            <SearchField value={search} onChange={setSearch} />
            <SelectField
              label={t('common.status')}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as AgentApplicationStatus);
                pager.first();
              }}
            >
              {AGENT_APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`agents.status.${s}`)}
                </option>
              ))}
            </SelectField>
          </>
        }
      />
      {deciding ? (
        <DecideApplication application={deciding.a} decision={deciding.d} onClose={() => setDeciding(null)} />
      ) : null}
    </>
  );
}

/** Every agent's contracts, filtered by agent, kind and status, a page at a time; and the runs. */
function Contracts() {
  const may = useMay();
  const [offering, setOffering] = useState(false);
  const [draft, setDraft] = useState('');
  const [agentId, setAgentId] = useState<number | undefined>(undefined);
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [status, setStatus] = useState<ContractStatus | ''>('');
  const pager = useCursorPager();
  const contracts = useQuery(
    contractsQuery({ agentId, kind: kind || undefined, status: status || undefined }, pager.cursor),
  );
  const runs = useQuery(runsQuery);
  const contractColumns: Column<Contract>[] = [
    { id: 'id', header: t('common.id'), value: (c) => c.id, numeric: true, sortable: true },
    {
      id: 'kind',
      header: t('agents.contractKind'),
      value: (c) => c.kind,
      cell: (c) => t(`agents.kind.${c.kind}`),
      sortable: true,
    },
    {
      id: 'period',
      header: t('agents.period'),
      value: (c) => c.period,
      cell: (c) => t(`agents.period.${c.period}`),
    },
    {
      id: 'agent',
      header: t('agents.agent'),
      value: (c) => c.agent,
      cell: (c) => <Link to={`/members/${c.agentId}`}>{c.agent}</Link>,
      sortable: true,
    },
    { id: 'upline', header: t('agents.offeredBy'), value: (c) => c.upline ?? t('agents.operator') },
    {
      id: 'status',
      header: t('common.status'),
      value: (c) => c.status,
      cell: (c) => t(`agents.contractStatus.${c.status}`),
      sortable: true,
    },
    { id: 'rate', header: t('agents.topRate'), value: (c) => c.topRate, numeric: true, sortable: true },
    {
      id: 'created',
      header: t('common.created'),
      value: (c) => c.createdAt,
      cell: (c) => formatDateTime(c.createdAt),
    },
    {
      id: 'ended',
      header: t('agents.ended'),
      value: (c) => c.endedAt,
      cell: (c) => formatDateTime(c.endedAt),
    },
  ];
  const runColumns: Column<SettlementRun>[] = [
    { id: 'id', header: t('common.id'), value: (r) => r.id, numeric: true, sortable: true },
    { id: 'kind', header: t('agents.contractKind'), value: (r) => r.kind, sortable: true },
    {
      id: 'start',
      header: t('agents.periodStart'),
      value: (r) => r.periodStart,
      cell: (r) => formatDateTime(r.periodStart),
      sortable: true,
    },
    {
      id: 'end',
      header: t('agents.periodEnd'),
      value: (r) => r.periodEnd,
      cell: (r) => formatDateTime(r.periodEnd),
    },
    { id: 'status', header: t('common.status'), value: (r) => r.status },
    { id: 'contracts', header: t('agents.contracts'), value: (r) => r.contracts, numeric: true },
    { id: 'paid', header: t('agents.paid'), value: (r) => r.paid, numeric: true },
    { id: 'unpaid', header: t('agents.unpaid'), value: (r) => r.unpaid, numeric: true },
    moneyColumn<SettlementRun>('amount', t('common.amount'), (r) => r.amount),
  ];
  return (
    <>
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setAgentId(/^\d+$/.test(draft.trim()) ? Number(draft.trim()) : undefined);
          pager.first();
        }}
      >
        <TextField
          label={t('agents.agentId')}
          inputMode="numeric"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <SelectField
          label={t('agents.contractKind')}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as ContractKind | '');
            pager.first();
          }}
        >
          <option value="">{t('common.all')}</option>
          {CONTRACT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`agents.kind.${k}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('common.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ContractStatus | '');
            pager.first();
          }}
        >
          <option value="">{t('common.all')}</option>
          {CONTRACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`agents.contractStatus.${s}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button-primary">
          {t('common.search')}
        </button>
      </form>
      <ListPage
        caption={t('agents.allContracts')}
        columns={contractColumns}
        rows={contracts.data?.list ?? []}
        rowKey={(c) => c.id}
        exportName={['contracts', agentId, kind, status].filter(Boolean).join('-')}
        query={contracts}
        pager={pager}
        nextCursor={contracts.data?.nextCursor}
        tools={
          may('POST /wps/admin/agent/contracts/offer') ? (
            agentId === undefined ? (
              <span className="muted">{t('agents.offerNeedsAgent')}</span>
            ) : (
              <NewButton onClick={() => setOffering(true)}>{t('agents.offer')}</NewButton>
            )
          ) : null
        }
      />
      {offering && agentId !== undefined ? (
        <OfferDialog agentId={agentId} onClose={() => setOffering(false)} />
      ) : null}
      <h2>{t('agents.runs')}</h2>
      <ListPage
        caption={t('agents.runs')}
        columns={runColumns}
        rows={runs.data?.list ?? []}
        rowKey={(r) => r.id}
        exportName="settlement-runs"
        query={runs}
      />
    </>
  );
}

export default function AgentsPage() {
  const [tab, setTab, shown] = useTabs(AGENTS_TABS);
  return (
    <>
      <PageHeader title={t('agents.title')} />
      <Tabs names={shown} tab={tab} onChange={setTab} label={(name) => `agents.${name}`} />
      <div role="tabpanel">
        {tab === 'tree' ? <Tree /> : null}
        {tab === 'applications' ? <Applications /> : null}
        {tab === 'contracts' ? <Contracts /> : null}
      </div>
    </>
  );
}
