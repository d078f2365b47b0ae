import { FIGHT_STATUSES, type AdminFight } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SABONG_TABS } from '../../app/sections';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { formatDateTime, siteDay } from '../../lib/format';
import { moneyColumn } from '../../ui/data-table';
import { ChoiceField, SelectField } from '../../ui/field';
import {
  actionsColumn,
  ListPage,
  NewButton,
  RowActions,
  RowButton,
  Tabs,
  useRowAction,
  useTabs,
  type ListColumns,
} from '../../ui/list-page';
import { Badge, PageHeader } from '../../ui/states';
import {
  AddFightDialog,
  CancelFightDialog,
  ConfirmFightDialog,
  FightResultDialog,
  OpenFightDialog,
  sideLabel,
} from './sabong-dialogs';
import { closeFight, fightsQuery } from './sabong-api';
import { SabongSettingsPanel } from './sabong-settings';

type FightStatus = (typeof FIGHT_STATUSES)[number];
type Action = 'open' | 'result' | 'confirm' | 'cancel';

const tone = (status: FightStatus) =>
  status === 'open' ? 'ok' : status === 'closed' ? 'warn' : status === 'cancelled' ? 'bad' : 'plain';
const SIZES = ['20', '50', '100'] as const;

function Fights() {
  const may = useMay();
  const [status, setStatus] = useState<FightStatus | ''>('');
  const [size, setSize] = useState<(typeof SIZES)[number]>('20');
  const query = useQuery(fightsQuery(status || undefined, Number(size)));
  const [acting, setActing] = useState<{ fight: AdminFight; action: Action } | null>(null);
  const [adding, setAdding] = useState(false);
  const closing = useRowAction((fight: AdminFight) => closeFight(fight.fightId), ['sabong', 'fights']);
  const act = (fight: AdminFight, action: Action, label: string, kind?: 'primary' | 'danger') => (
    <RowButton
      tone={kind}
      onClick={() => setActing({ fight, action })}
      label={`${label} ${t('sabong.fightNo')} ${fight.fightNo} ${fight.cardName}`}
    >
      {label}
    </RowButton>
  );
  const columns: ListColumns<AdminFight> = [
    {
      id: 'card',
      header: t('sabong.card'),
      value: (f) => `${f.cardDate} ${f.cardName}`,
      cell: (f) => (
        <>
          {f.cardName} <span className="muted">{f.cardDate}</span>
          {f.demo ? (
            <>
              {' '}
              <Badge tone="plain">{t('sabong.demo')}</Badge>
            </>
          ) : null}
        </>
      ),
      sortable: true,
    },
    { id: 'fightNo', header: t('sabong.fightNo'), value: (f) => f.fightNo, numeric: true, sortable: true },
    { id: 'meron', header: t('sabong.side.meron'), value: (f) => f.meron },
    { id: 'wala', header: t('sabong.side.wala'), value: (f) => f.wala },
    {
      id: 'status',
      header: t('common.status'),
      value: (f) => f.status,
      cell: (f) => (
        <>
          <Badge tone={tone(f.status)}>{t(`sabong.status.${f.status}`)}</Badge>
          {f.pendingResult && f.status === 'closed' ? (
            <>
              {' '}
              <Badge tone="warn">{t('sabong.awaiting', { result: sideLabel(f.pendingResult) })}</Badge>
            </>
          ) : null}
        </>
      ),
      sortable: true,
    },
    {
      id: 'closesAt',
      header: t('sabong.closesAt'),
      value: (f) => f.closesAt,
      cell: (f) => (f.closesAt ? formatDateTime(f.closesAt) : '—'),
    },
    moneyColumn<AdminFight>('poolMeron', t('sabong.pool.meron'), (f) => f.pools.meron),
    moneyColumn<AdminFight>('poolWala', t('sabong.pool.wala'), (f) => f.pools.wala),
    moneyColumn<AdminFight>('poolDraw', t('sabong.pool.draw'), (f) => f.pools.draw),
    {
      id: 'payout',
      header: t('sabong.payoutPer100'),
      value: (f) => `${f.payoutPer100.meron} / ${f.payoutPer100.wala}`,
    },
    { id: 'bets', header: t('sabong.bets'), value: (f) => f.bets, numeric: true, sortable: true },
    {
      id: 'result',
      header: t('sabong.result'),
      value: (f) => f.result,
      cell: (f) => (f.result ? sideLabel(f.result) : '—'),
    },
    { id: 'enteredBy', header: t('sabong.enteredBy'), value: (f) => f.enteredBy },
    { id: 'confirmedBy', header: t('sabong.confirmedBy'), value: (f) => f.confirmedBy },
    {
      id: 'house',
      header: t('sabong.houseResult'),
      numeric: true,
      value: (f) => f.houseResult,
      cell: (f) => f.houseResult ?? '—',
    },
    may(
      'POST /wps/admin/sabong/fights/:fightId/open',
      'POST /wps/admin/sabong/fights/:fightId/result/confirm',
    ) &&
      actionsColumn((f) => {
        const live = f.status !== 'settled' && f.status !== 'cancelled';
        return (
          <RowActions>
            {f.status === 'scheduled' && !f.demo && may('POST /wps/admin/sabong/fights/:fightId/open')
              ? act(f, 'open', t('sabong.open'), 'primary')
              : null}
            {f.status === 'open' && !f.demo && may('POST /wps/admin/sabong/fights/:fightId/close') ? (
              <RowButton pending={closing.isPending} onClick={() => closing.mutate(f)}>
                {t('sabong.close')}
              </RowButton>
            ) : null}
            {f.status === 'closed' &&
            !f.pendingResult &&
            !f.demo &&
            may('POST /wps/admin/sabong/fights/:fightId/result')
              ? act(f, 'result', t('sabong.enterResult'), 'primary')
              : null}
            {f.pendingResult &&
            f.status === 'closed' &&
            may('POST /wps/admin/sabong/fights/:fightId/result/confirm')
              ? act(f, 'confirm', t('sabong.confirmResult'), 'primary')
              : null}
            {live && may('POST /wps/admin/sabong/fights/:fightId/cancel')
              ? act(f, 'cancel', t('sabong.cancel'), 'danger')
              : null}
          </RowActions>
        );
      }),
  ];
  return (
    <>
      <ListPage
        caption={t('sabong.fights')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(f) => f.fightId}
        exportName={`sabong-fights-${status || 'all'}`}
        query={query}
        actionError={closing.error}
        filters={
          <>
            <ChoiceField
              label={t('common.status')}
              value={status}
              options={FIGHT_STATUSES}
              optionLabel={(s) => t(`sabong.status.${s}`)}
              any={t('common.all')}
              onChange={setStatus}
            />
            <SelectField
              label={t('sabong.shown')}
              value={size}
              onChange={(e) => setSize(e.target.value as (typeof SIZES)[number])}
            >
              {SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
          </>
        }
        tools={
          may('POST /wps/admin/sabong/fights') ? (
            <NewButton onClick={() => setAdding(true)}>{t('sabong.addFight')}</NewButton>
          ) : null
        }
      />
      {adding ? <AddFightDialog day={siteDay()} onClose={() => setAdding(false)} /> : null}
      {acting?.action === 'open' ? (
        <OpenFightDialog fight={acting.fight} onClose={() => setActing(null)} />
      ) : null}
      {acting?.action === 'result' ? (
        <FightResultDialog fight={acting.fight} onClose={() => setActing(null)} />
      ) : null}
      {acting?.action === 'confirm' ? (
        <ConfirmFightDialog fight={acting.fight} onClose={() => setActing(null)} />
      ) : null}
      {acting?.action === 'cancel' ? (
        <CancelFightDialog fight={acting.fight} onClose={() => setActing(null)} />
      ) : null}
    </>
  );
}

export default function SabongPage() {
  const [tab, setTab, shown] = useTabs(SABONG_TABS);
  return (
    <>
      <PageHeader title={t('sabong.title')} />
      <Tabs names={shown} tab={tab} onChange={setTab} label={(name) => `sabong.${name}`} />
      {tab === 'fights' ? <Fights /> : null}
      {tab === 'settings' ? <SabongSettingsPanel /> : null}
    </>
  );
}
