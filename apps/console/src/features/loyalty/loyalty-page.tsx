import {
  AdminPointSettingsSchema,
  ComposeMessageSchema,
  GAME_TYPES,
  PointRateSchema,
  type AdminMessage,
  type AdminMission,
  type AdminPointSettings,
  type AdminRedemption,
  type AdminReward,
  type PointRate,
} from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { LOYALTY_TABS } from '../../app/sections';
import { useMay } from '../../lib/access';
import { t } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { onOffColumn, timeColumn, type Column } from '../../ui/data-table';
import { CheckField, ChoiceField, DateTimeField, TextAreaField, TextField } from '../../ui/field';
import { FormPanel, useContractForm, Wide } from '../../ui/form-dialog';
import {
  actionsColumn,
  type ListColumns,
  EditToggle,
  ListPage,
  matches,
  NewButton,
  RowActions,
  RowButton,
  SearchField,
  Tabs,
  useRowAction,
  useTabs,
} from '../../ui/list-page';
import { useCursorPager } from '../../ui/pager';
import { Badge, Loaded, PageHeader } from '../../ui/states';
import {
  composeMessage,
  messagesQuery,
  missionsQuery,
  pointConfigQuery,
  ratesQuery,
  redemptionsQuery,
  rewardsQuery,
  saveMission,
  saveReward,
  setPointConfig,
  setRates,
  type RedeemStatus,
} from './loyalty-api';
import { Claims, Labels, Referrals } from './loyalty-reports';
import { Zalo } from './loyalty-zalo';
import { MissionDialog, RedemptionDecision, RewardDialog } from './loyalty-dialogs';

const statusTone = (s: RedeemStatus) => (s === 'process' ? 'warn' : s === 'approved' ? 'ok' : 'bad');

function Redemptions() {
  const [status, setStatus] = useState<RedeemStatus | ''>('process');
  const [search, setSearch] = useState('');
  const pager = useCursorPager();
  const query = useQuery(redemptionsQuery(status || undefined, pager.cursor));
  const may = useMay();
  const [deciding, setDeciding] = useState<{ row: AdminRedemption; decision: 'approve' | 'reject' } | null>(
    null,
  );
  const columns: ListColumns<AdminRedemption> = [
    timeColumn<AdminRedemption>('created', t('common.created'), (r) => r.createdAt),
    { id: 'id', header: t('common.id'), value: (r) => r.id, numeric: true, sortable: true },
    {
      id: 'member',
      header: t('common.member'),
      value: (r) => r.username,
      cell: (r) => <Link to={`/members/${r.memberId}`}>{r.username}</Link>,
      sortable: true,
    },
    { id: 'reward', header: t('loyalty.reward'), value: (r) => r.title, sortable: true },
    { id: 'kind', header: t('loyalty.kind'), value: (r) => r.kind, cell: (r) => t(`loyalty.kind.${r.kind}`) },
    { id: 'quantity', header: t('loyalty.quantity'), value: (r) => r.quantity, numeric: true },
    {
      id: 'points',
      header: t('loyalty.points'),
      value: (r) => r.redeemAmount,
      numeric: true,
      sortable: true,
    },
    {
      id: 'delivery',
      header: t('loyalty.delivery'),
      value: (r) => (r.delivery ? `${r.delivery.name}, ${r.delivery.phone}, ${r.delivery.address}` : null),
    },
    {
      id: 'status',
      header: t('common.status'),
      value: (r) => r.status,
      cell: (r) => <Badge tone={statusTone(r.status)}>{t(`loyalty.status.${r.status}`)}</Badge>,
      sortable: true,
    },
    { id: 'remark', header: t('common.remark'), value: (r) => r.remark },
    { id: 'decidedBy', header: t('common.decidedBy'), value: (r) => r.decidedBy },
    may('POST /wps/admin/points/redemptions/:id/approve') &&
      actionsColumn((r) =>
        r.status === 'process' ? (
          <RowActions>
            <RowButton tone="primary" onClick={() => setDeciding({ row: r, decision: 'approve' })}>
              {t('loyalty.approve')}
            </RowButton>
            <RowButton tone="danger" onClick={() => setDeciding({ row: r, decision: 'reject' })}>
              {t('loyalty.reject')}
            </RowButton>
          </RowActions>
        ) : null,
      ),
  ];
  return (
    <>
      <ListPage
        caption={t('loyalty.redemptions')}
        columns={columns}
        rows={(query.data?.list ?? []).filter((r) => matches(search, r.username, r.title))}
        rowKey={(r) => r.id}
        exportName={`redemptions-${status || 'all'}`}
        query={query}
        pager={pager}
        nextCursor={query.data?.nextCursor}
        filters={
          <>
            <SearchField label={t('loyalty.searchRedemptions')} value={search} onChange={setSearch} />
            <ChoiceField
              label={t('common.status')}
              value={status}
              options={['process', 'approved', 'rejected'] as const}
              optionLabel={(s) => t(`loyalty.status.${s}`)}
              any={t('common.all')}
              onChange={(next) => {
                setStatus(next);
                pager.first();
              }}
            />
          </>
        }
      />
      {deciding ? (
        <RedemptionDecision
          redemption={deciding.row}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </>
  );
}

function Rewards() {
  const query = useQuery(rewardsQuery);
  const may = useMay();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminReward | 'new' | null>(null);
  const toggle = useRowAction(
    (r: AdminReward) => saveReward(r.id, { ...r, enabled: !r.enabled }),
    ['rewards'],
  );
  const columns: ListColumns<AdminReward> = [
    { id: 'id', header: t('common.id'), value: (r) => r.id, numeric: true, sortable: true },
    { id: 'title', header: t('loyalty.reward'), value: (r) => r.title.EN, sortable: true },
    { id: 'kind', header: t('loyalty.kind'), value: (r) => r.kind, cell: (r) => t(`loyalty.kind.${r.kind}`) },
    {
      id: 'price',
      header: t('loyalty.pointsPrice'),
      value: (r) => r.pointsPrice,
      numeric: true,
      sortable: true,
    },
    {
      id: 'amount',
      header: t('loyalty.amount'),
      value: (r) => r.amount,
      cell: (r) => (r.kind === 'goods' ? '—' : formatMoney(r.amount)),
      numeric: true,
    },
    {
      id: 'stock',
      header: t('loyalty.stock'),
      value: (r) => r.stock,
      cell: (r) => (r.stock === null ? t('loyalty.unlimited') : r.stock),
      numeric: true,
      sortable: true,
    },
    { id: 'limit', header: t('loyalty.perMemberLimit'), value: (r) => r.perMemberLimit, numeric: true },
    { id: 'order', header: t('content.order'), value: (r) => r.sortOrder, numeric: true, sortable: true },
    onOffColumn<AdminReward>('enabled', t('content.enabled'), (r) => r.enabled),
    may('PUT /wps/admin/points/rewards/:id') &&
      actionsColumn((r) => <EditToggle row={r} enabled={r.enabled} onEdit={setEditing} toggle={toggle} />),
  ];
  return (
    <>
      <ListPage
        caption={t('loyalty.rewards')}
        columns={columns}
        rows={(query.data ?? []).filter((r) => matches(search, r.title.EN, r.title.TY))}
        rowKey={(r) => r.id}
        exportName="rewards"
        query={query}
        actionError={toggle.error}
        filters={<SearchField value={search} onChange={setSearch} />}
        tools={
          may('POST /wps/admin/points/rewards') ? (
            <NewButton onClick={() => setEditing('new')}>{t('loyalty.newReward')}</NewButton>
          ) : null
        }
      />
      {editing ? (
        <RewardDialog reward={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

const RatesBodySchema = z.object({ rates: z.array(PointRateSchema).min(1).max(20) });

function RatesForm({ current }: { current: PointRate[] }) {
  const may = useMay();
  const initial = Object.fromEntries(
    GAME_TYPES.map((g) => [g, String(current.find((r) => r.gameType === g)?.pointsPer100 ?? 0)]),
  ) as Record<(typeof GAME_TYPES)[number], string>;
  const contract = useContractForm({
    schema: RatesBodySchema,
    initial,
    prepare: (f: typeof initial) => ({
      rates: GAME_TYPES.map((gameType) => ({
        gameType,
        pointsPer100: f[gameType].trim() === '' ? Number.NaN : Number(f[gameType]),
      })),
    }),
    send: ({ rates }) => setRates(rates),
    invalidate: [['points', 'rates']],
  });
  return (
    <FormPanel title={t('loyalty.rates')} form={contract} readOnly={!may('PUT /wps/admin/points/rates')}>
      <Wide>
        <p className="muted">{t('loyalty.ratesNote')}</p>
      </Wide>
      {GAME_TYPES.map((g, index) => (
        <TextField
          key={g}
          label={g}
          inputMode="numeric"
          value={contract.form[g]}
          onChange={(e) => contract.set({ [g]: e.target.value })}
          error={contract.err(`rates.${index}.pointsPer100`)}
        />
      ))}
    </FormPanel>
  );
}

function ConfigForm({ current }: { current: AdminPointSettings }) {
  const may = useMay();
  const contract = useContractForm({
    schema: AdminPointSettingsSchema,
    initial: {
      convertPoints: String(current.convertPoints),
      convertAmount: current.convertAmount,
      minConvertPoints: String(current.minConvertPoints),
      convertEnabled: current.convertEnabled,
    },
    prepare: (f) => ({
      convertPoints: Number(f.convertPoints || Number.NaN),
      convertAmount: f.convertAmount.trim(),
      minConvertPoints: Number(f.minConvertPoints || Number.NaN),
      convertEnabled: f.convertEnabled,
    }),
    send: setPointConfig,
    invalidate: [['points', 'config']],
  });
  const { text, flag } = contract;
  return (
    <FormPanel
      title={t('loyalty.conversion')}
      form={contract}
      readOnly={!may('PUT /wps/admin/points/config')}
    >
      <TextField label={t('loyalty.convertPoints')} inputMode="numeric" {...text('convertPoints')} />
      <TextField label={t('loyalty.convertAmount')} inputMode="decimal" {...text('convertAmount')} />
      <TextField label={t('loyalty.minConvert')} inputMode="numeric" {...text('minConvertPoints')} />
      <CheckField label={t('loyalty.convertEnabled')} {...flag('convertEnabled')} />
    </FormPanel>
  );
}

function Rates() {
  const rates = useQuery(ratesQuery);
  const config = useQuery(pointConfigQuery);
  return (
    <div className="columns">
      <Loaded query={rates}>{(data) => <RatesForm current={data} />}</Loaded>
      <Loaded query={config}>{(data) => <ConfigForm current={data} />}</Loaded>
    </div>
  );
}

function Missions() {
  const query = useQuery(missionsQuery);
  const may = useMay();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminMission | 'new' | null>(null);
  const toggle = useRowAction(
    ({ id, ...m }: AdminMission) => saveMission(id, { ...m, enabled: !m.enabled }),
    ['missions'],
  );
  const columns: ListColumns<AdminMission> = [
    { id: 'id', header: t('common.id'), value: (m) => m.id, numeric: true, sortable: true },
    { id: 'title', header: t('loyalty.mission'), value: (m) => m.title.EN, sortable: true },
    {
      id: 'kind',
      header: t('loyalty.missionKind'),
      value: (m) => m.kind,
      cell: (m) => t(`loyalty.mission.${m.kind}`),
      sortable: true,
    },
    {
      id: 'period',
      header: t('loyalty.period'),
      value: (m) => m.period,
      cell: (m) => t(`loyalty.period.${m.period}`),
    },
    { id: 'gameType', header: t('games.gameType'), value: (m) => m.gameType ?? t('common.all') },
    { id: 'target', header: t('loyalty.target'), value: (m) => m.target, numeric: true },
    {
      id: 'reward',
      header: t('loyalty.rewardAmount'),
      value: (m) => `${m.rewardAmount} ${m.rewardKind}`,
      cell: (m) => `${m.rewardAmount} · ${t(`loyalty.rewardKind.${m.rewardKind}`)}`,
    },
    timeColumn<AdminMission>('ends', t('loyalty.endsAt'), (m) => m.endsAt, false),
    onOffColumn<AdminMission>('enabled', t('content.enabled'), (m) => m.enabled),
    may('PUT /wps/admin/missions/:id') &&
      actionsColumn((m) => <EditToggle row={m} enabled={m.enabled} onEdit={setEditing} toggle={toggle} />),
  ];
  return (
    <>
      <ListPage
        caption={t('loyalty.missions')}
        columns={columns}
        rows={(query.data ?? []).filter((m) => matches(search, m.title.EN, m.title.TY))}
        rowKey={(m) => m.id}
        exportName="missions"
        query={query}
        actionError={toggle.error}
        filters={<SearchField value={search} onChange={setSearch} />}
        tools={
          may('POST /wps/admin/missions') ? (
            <NewButton onClick={() => setEditing('new')}>{t('loyalty.newMission')}</NewButton>
          ) : null
        }
      />
      {editing ? (
        <MissionDialog mission={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

interface ComposeForm {
  titleEN: string;
  titleTY: string;
  bodyEN: string;
  bodyTY: string;
  audience: 'all' | 'vip' | 'team' | 'member';
  target: string;
  sendAt: string | null;
}

/** The field of the audience that holds the number typed beside it. */
const AUDIENCE_FIELD = { vip: 'minLevel', team: 'agentId', member: 'memberId' } as const;

function Messages() {
  const pager = useCursorPager();
  const query = useQuery(messagesQuery(pager.cursor));
  const may = useMay();
  const contract = useContractForm({
    schema: ComposeMessageSchema,
    initial: {
      titleEN: '',
      titleTY: '',
      bodyEN: '',
      bodyTY: '',
      audience: 'all',
      target: '',
      sendAt: null,
    },
    prepare: (f: ComposeForm) => {
      const n = f.target.trim() === '' ? Number.NaN : Number(f.target);
      const audience =
        f.audience === 'all' ? { kind: 'all' } : { kind: f.audience, [AUDIENCE_FIELD[f.audience]]: n };
      return {
        title: { EN: f.titleEN, TY: f.titleTY },
        body: { EN: f.bodyEN, TY: f.bodyTY },
        audience,
        ...(f.sendAt ? { sendAt: f.sendAt } : {}),
      };
    },
    send: composeMessage,
    invalidate: [['messages']],
  });
  const { form, set, text, when } = contract;
  const audienceText = (m: AdminMessage) =>
    m.audience.kind === 'all'
      ? t('loyalty.audience.all')
      : m.audience.kind === 'vip'
        ? `${t('loyalty.audience.vip')} ${m.audience.minLevel}`
        : m.audience.kind === 'team'
          ? `${t('loyalty.audience.team')} #${m.audience.agentId}`
          : m.audience.kind === 'label'
            ? `${t('loyalty.audience.label')} #${m.audience.labelId}`
            : `${t('loyalty.audience.member')} #${m.audience.memberId}`;
  const columns: Column<AdminMessage>[] = [
    { id: 'id', header: t('common.id'), value: (m) => m.id, numeric: true, sortable: true },
    { id: 'title', header: t('loyalty.titleEN'), value: (m) => m.title.EN, sortable: true },
    { id: 'audience', header: t('loyalty.audience'), value: audienceText },
    timeColumn<AdminMessage>('sendAt', t('loyalty.sendAt'), (m) => m.sendAt),
    timeColumn<AdminMessage>('delivered', t('loyalty.delivered'), (m) => m.deliveredAt, false),
    {
      id: 'recipients',
      header: t('loyalty.recipients'),
      value: (m) => m.recipients,
      numeric: true,
      sortable: true,
    },
    { id: 'by', header: t('loyalty.createdBy'), value: (m) => m.createdBy },
  ];
  return (
    <>
      <FormPanel
        readOnly={!may('POST /wps/admin/messages')}
        title={t('loyalty.compose')}
        form={contract}
        submitLabel={t('loyalty.send')}
        done={t('loyalty.sent')}
      >
        <TextField label={t('loyalty.titleEN')} maxLength={200} {...text('titleEN', 'title.EN')} />
        <TextField label={t('loyalty.titleTY')} maxLength={200} {...text('titleTY', 'title.TY')} />
        <TextAreaField label={t('loyalty.bodyEN')} rows={4} {...text('bodyEN', 'body.EN')} />
        <TextAreaField label={t('loyalty.bodyTY')} rows={4} {...text('bodyTY', 'body.TY')} />
        <ChoiceField
          label={t('loyalty.audience')}
          value={form.audience}
          options={['all', 'vip', 'team', 'member'] as const}
          optionLabel={(a) => t(`loyalty.audience.${a}`)}
          onChange={(audience) => set({ audience: audience || 'all', target: '' })}
        />
        {form.audience === 'all' ? null : (
          <TextField
            label={t(`loyalty.audienceTarget.${form.audience}`)}
            inputMode="numeric"
            {...text('target', `audience.${AUDIENCE_FIELD[form.audience]}`)}
          />
        )}
        <DateTimeField label={t('loyalty.sendAtField')} {...when('sendAt')} />
      </FormPanel>
      <ListPage
        caption={t('loyalty.messages')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(m) => m.id}
        exportName="messages"
        query={query}
        pager={pager}
        nextCursor={query.data?.nextCursor}
      />
    </>
  );
}

export default function LoyaltyPage() {
  const [tab, setTab, shown] = useTabs(LOYALTY_TABS);
  return (
    <>
      <PageHeader title={t('loyalty.title')} />
      <Tabs names={shown} tab={tab} onChange={setTab} label={(name) => `loyalty.${name}`} />
      <div role="tabpanel">
        {tab === 'redemptions' ? <Redemptions /> : null}
        {tab === 'rewards' ? <Rewards /> : null}
        {tab === 'rates' ? <Rates /> : null}
        {tab === 'missions' ? <Missions /> : null}
        {tab === 'messages' ? <Messages /> : null}
        {tab === 'referrals' ? <Referrals /> : null}
        {tab === 'claims' ? <Claims /> : null}
        {tab === 'zalo' ? <Zalo /> : null}
        {tab === 'labels' ? <Labels /> : null}
      </div>
    </>
  );
}
