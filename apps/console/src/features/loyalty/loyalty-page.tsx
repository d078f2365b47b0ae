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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { t } from '../../i18n';
import { formatDateTime, formatMoney } from '../../lib/format';
import { type Column } from '../../ui/data-table';
import { CheckField, SelectField, TextAreaField, TextField } from '../../ui/field';
import { FormPanel, useContractForm, Wide } from '../../ui/form-dialog';
import { actionsColumn, ListPage, matches, RowActions, SearchField, Tabs, useTabs } from '../../ui/list-page';
import { useCursorPager } from '../../ui/pager';
import { Badge, PageHeader, QueryState } from '../../ui/states';
import { fromLocalInput, toLocalInput } from '../content/content-api';
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
import { MissionDialog, RedemptionDecision, RewardDialog } from './loyalty-dialogs';

const statusTone = (s: RedeemStatus) => (s === 'process' ? 'warn' : s === 'approved' ? 'ok' : 'bad');
const onOff = (on: boolean) => (
  <Badge tone={on ? 'ok' : 'plain'}>{on ? t('common.on') : t('common.off')}</Badge>
);

function Redemptions() {
  const [status, setStatus] = useState<RedeemStatus | ''>('process');
  const [search, setSearch] = useState('');
  const pager = useCursorPager();
  const query = useQuery(redemptionsQuery(status || undefined, pager.cursor));
  const [deciding, setDeciding] = useState<{ row: AdminRedemption; decision: 'approve' | 'reject' } | null>(
    null,
  );
  const columns: Column<AdminRedemption>[] = [
    {
      id: 'created',
      header: t('common.created'),
      value: (r) => r.createdAt,
      cell: (r) => formatDateTime(r.createdAt),
      sortable: true,
    },
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
    actionsColumn((r) =>
      r.status === 'process' ? (
        <RowActions>
          <button
            type="button"
            className="button button-small button-primary"
            onClick={() => setDeciding({ row: r, decision: 'approve' })}
          >
            {t('loyalty.approve')}
          </button>
          <button
            type="button"
            className="button button-small button-danger"
            onClick={() => setDeciding({ row: r, decision: 'reject' })}
          >
            {t('loyalty.reject')}
          </button>
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
            <SelectField
              label={t('common.status')}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as RedeemStatus | '');
                pager.first();
              }}
            >
              <option value="">{t('common.all')}</option>
              {(['process', 'approved', 'rejected'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`loyalty.status.${s}`)}
                </option>
              ))}
            </SelectField>
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
  const queryClient = useQueryClient();
  const query = useQuery(rewardsQuery);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminReward | 'new' | null>(null);
  const toggle = useMutation({
    mutationFn: (r: AdminReward) => saveReward(r.id, { ...r, enabled: !r.enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rewards'] }),
  });
  const columns: Column<AdminReward>[] = [
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
    { id: 'enabled', header: t('content.enabled'), value: (r) => r.enabled, cell: (r) => onOff(r.enabled) },
    actionsColumn((r) => (
      <RowActions>
        <button type="button" className="button button-small" onClick={() => setEditing(r)}>
          {t('common.edit')}
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(r)}
        >
          {r.enabled ? t('content.disable') : t('content.enable')}
        </button>
      </RowActions>
    )),
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
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            {t('loyalty.newReward')}
          </button>
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
    <FormPanel title={t('loyalty.rates')} form={contract}>
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
  const { form, set, err } = contract;
  return (
    <FormPanel title={t('loyalty.conversion')} form={contract}>
      <TextField
        label={t('loyalty.convertPoints')}
        inputMode="numeric"
        value={form.convertPoints}
        onChange={(e) => set({ convertPoints: e.target.value })}
        error={err('convertPoints')}
      />
      <TextField
        label={t('loyalty.convertAmount')}
        inputMode="decimal"
        value={form.convertAmount}
        onChange={(e) => set({ convertAmount: e.target.value })}
        error={err('convertAmount')}
      />
      <TextField
        label={t('loyalty.minConvert')}
        inputMode="numeric"
        value={form.minConvertPoints}
        onChange={(e) => set({ minConvertPoints: e.target.value })}
        error={err('minConvertPoints')}
      />
      <CheckField
        label={t('loyalty.convertEnabled')}
        checked={form.convertEnabled}
        onChange={(convertEnabled) => set({ convertEnabled })}
      />
    </FormPanel>
  );
}

function Rates() {
  const rates = useQuery(ratesQuery);
  const config = useQuery(pointConfigQuery);
  return (
    <div className="columns">
      <QueryState isPending={rates.isPending} error={rates.error} retry={() => void rates.refetch()}>
        {rates.data ? <RatesForm current={rates.data} /> : null}
      </QueryState>
      <QueryState isPending={config.isPending} error={config.error} retry={() => void config.refetch()}>
        {config.data ? <ConfigForm current={config.data} /> : null}
      </QueryState>
    </div>
  );
}

function Missions() {
  const queryClient = useQueryClient();
  const query = useQuery(missionsQuery);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminMission | 'new' | null>(null);
  const toggle = useMutation({
    mutationFn: ({ id, ...m }: AdminMission) => saveMission(id, { ...m, enabled: !m.enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['missions'] }),
  });
  const columns: Column<AdminMission>[] = [
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
    {
      id: 'ends',
      header: t('loyalty.endsAt'),
      value: (m) => m.endsAt,
      cell: (m) => formatDateTime(m.endsAt),
    },
    { id: 'enabled', header: t('content.enabled'), value: (m) => m.enabled, cell: (m) => onOff(m.enabled) },
    actionsColumn((m) => (
      <RowActions>
        <button type="button" className="button button-small" onClick={() => setEditing(m)}>
          {t('common.edit')}
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(m)}
        >
          {m.enabled ? t('content.disable') : t('content.enable')}
        </button>
      </RowActions>
    )),
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
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            {t('loyalty.newMission')}
          </button>
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

function Messages() {
  const pager = useCursorPager();
  const query = useQuery(messagesQuery(pager.cursor));
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
        f.audience === 'vip'
          ? { kind: 'vip', minLevel: n }
          : f.audience === 'team'
            ? { kind: 'team', agentId: n }
            : f.audience === 'member'
              ? { kind: 'member', memberId: n }
              : { kind: 'all' };
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
  const { form, set, err } = contract;
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
    {
      id: 'sendAt',
      header: t('loyalty.sendAt'),
      value: (m) => m.sendAt,
      cell: (m) => formatDateTime(m.sendAt),
      sortable: true,
    },
    {
      id: 'delivered',
      header: t('loyalty.delivered'),
      value: (m) => m.deliveredAt,
      cell: (m) => formatDateTime(m.deliveredAt),
    },
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
        title={t('loyalty.compose')}
        form={contract}
        submitLabel={t('loyalty.send')}
        done={t('loyalty.sent')}
      >
        <TextField
          label={t('loyalty.titleEN')}
          value={form.titleEN}
          maxLength={200}
          onChange={(e) => set({ titleEN: e.target.value })}
          error={err('title.EN')}
        />
        <TextField
          label={t('loyalty.titleTY')}
          value={form.titleTY}
          maxLength={200}
          onChange={(e) => set({ titleTY: e.target.value })}
          error={err('title.TY')}
        />
        <TextAreaField
          label={t('loyalty.bodyEN')}
          rows={4}
          value={form.bodyEN}
          onChange={(bodyEN) => set({ bodyEN })}
          error={err('body.EN')}
        />
        <TextAreaField
          label={t('loyalty.bodyTY')}
          rows={4}
          value={form.bodyTY}
          onChange={(bodyTY) => set({ bodyTY })}
          error={err('body.TY')}
        />
        <SelectField
          label={t('loyalty.audience')}
          value={form.audience}
          onChange={(e) => set({ audience: e.target.value as ComposeForm['audience'], target: '' })}
        >
          {(['all', 'vip', 'team', 'member'] as const).map((a) => (
            <option key={a} value={a}>
              {t(`loyalty.audience.${a}`)}
            </option>
          ))}
        </SelectField>
        {form.audience === 'all' ? null : (
          <TextField
            label={t(`loyalty.audienceTarget.${form.audience}`)}
            inputMode="numeric"
            value={form.target}
            onChange={(e) => set({ target: e.target.value })}
            error={err('audience.minLevel') ?? err('audience.agentId') ?? err('audience.memberId')}
          />
        )}
        <TextField
          label={t('loyalty.sendAtField')}
          type="datetime-local"
          value={toLocalInput(form.sendAt)}
          onChange={(e) => set({ sendAt: fromLocalInput(e.target.value) })}
          error={err('sendAt')}
        />
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

const TABS = ['redemptions', 'rewards', 'rates', 'missions', 'messages'] as const;

export default function LoyaltyPage() {
  const [tab, setTab] = useTabs(TABS);
  return (
    <>
      <PageHeader title={t('loyalty.title')} />
      <Tabs names={TABS} tab={tab} onChange={setTab} label={(name) => `loyalty.${name}`} />
      <div role="tabpanel">
        {tab === 'redemptions' ? <Redemptions /> : null}
        {tab === 'rewards' ? <Rewards /> : null}
        {tab === 'rates' ? <Rates /> : null}
        {tab === 'missions' ? <Missions /> : null}
        {tab === 'messages' ? <Messages /> : null}
      </div>
    </>
  );
}
