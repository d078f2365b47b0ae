import { EVENT_STATUSES, formatCents, parseCents, type AdminSportsEvent } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SPORTS_TABS } from '../../app/sections';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { formatDateTime } from '../../lib/format';
import { moneyColumn } from '../../ui/data-table';
import { ChoiceField } from '../../ui/field';
import {
  actionsColumn,
  ListPage,
  NewButton,
  RowActions,
  RowButton,
  Tabs,
  useTabs,
  type ListColumns,
} from '../../ui/list-page';
import { PageNumbers } from '../../ui/pager';
import { Badge, PageHeader } from '../../ui/states';
import {
  CancelEventDialog,
  ConfirmEventDialog,
  EventResultDialog,
  PostponeDialog,
  RescheduleDialog,
  resultText,
} from './sports-dialogs';
import { eventsQuery, type EventStatus, type SportsCategory } from './sports-api';
import { MarketsDialog } from './sports-markets';
import { NewEventDialog } from './sports-new-event';
import { SportsFeedsPanel } from './sports-feeds';
import { SportsSettingsPanel } from './sports-settings';

type Action = 'markets' | 'result' | 'confirm' | 'postpone' | 'reschedule' | 'cancel';
const CATEGORIES = ['sports', 'esports', 'virtual'] as const satisfies readonly SportsCategory[];

const tone = (status: EventStatus) =>
  status === 'inPlay' ? 'ok' : status === 'postponed' ? 'warn' : status === 'cancelled' ? 'bad' : 'plain';
/** The worst a market could cost the house: the highest liability of the event's markets. */
const worstLiability = (e: AdminSportsEvent) =>
  formatCents(
    e.markets.reduce((worst, m) => (parseCents(m.liability) > worst ? parseCents(m.liability) : worst), 0n),
  );

function Events() {
  const may = useMay();
  const [category, setCategory] = useState<SportsCategory>('sports');
  const [status, setStatus] = useState<EventStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(eventsQuery(category, status || undefined, pageNo));
  const [acting, setActing] = useState<{ eventId: number; action: Action } | null>(null);
  const [creating, setCreating] = useState(false);
  const now = query.dataUpdatedAt;
  // The dialog reads the event from the list, so a change made in it shows once the list is read again.
  const event = query.data?.list.find((e) => e.eventId === acting?.eventId);
  const act = (e: AdminSportsEvent, action: Action, label: string, kind?: 'primary' | 'danger') => (
    <RowButton
      tone={kind}
      onClick={() => setActing({ eventId: e.eventId, action })}
      label={`${label} ${e.name}`}
    >
      {label}
    </RowButton>
  );
  const columns: ListColumns<AdminSportsEvent> = [
    { id: 'league', header: t('sports.league'), value: (e) => `${e.sport} · ${e.league}`, sortable: true },
    { id: 'name', header: t('sports.event'), value: (e) => e.name, sortable: true },
    {
      id: 'startsAt',
      header: t('sports.startsAt'),
      value: (e) => e.startsAt,
      cell: (e) => formatDateTime(e.startsAt),
      sortable: true,
    },
    {
      id: 'status',
      header: t('common.status'),
      value: (e) => e.status,
      cell: (e) => (
        <>
          <Badge tone={tone(e.status)}>{t(`sports.status.${e.status}`)}</Badge>
          {e.pendingResult ? (
            <>
              {' '}
              <Badge tone="warn">{t('sports.awaiting')}</Badge>
            </>
          ) : null}
          {e.voidAt ? (
            <div className="muted">{t('sports.voidsAt', { at: formatDateTime(e.voidAt) })}</div>
          ) : null}
        </>
      ),
      sortable: true,
    },
    { id: 'result', header: t('sports.result'), value: (e) => resultText(e.result, e) },
    {
      id: 'pending',
      header: t('sports.pending'),
      value: (e) => (e.pendingResult ? resultText(e.pendingResult, e) : null),
    },
    { id: 'enteredBy', header: t('sports.enteredBy'), value: (e) => e.enteredBy },
    {
      id: 'feed',
      header: t('sports.feed'),
      value: (e) => (e.feed ? `${e.feed.code} · ${e.feed.externalId}` : null),
      // A fed event an operator has edited by hand: its feed no longer changes it.
      cell: (e) =>
        e.feed ? (
          <>
            {e.feed.code} · {e.feed.externalId}
            {e.feed.heldBy ? (
              <>
                {' '}
                <Badge tone="plain">{t('sports.feedHeld', { by: e.feed.heldBy })}</Badge>
              </>
            ) : null}
          </>
        ) : null,
    },
    { id: 'markets', header: t('sports.markets'), value: (e) => e.markets.length, numeric: true },
    { id: 'bets', header: t('sports.bets'), value: (e) => e.bets, numeric: true, sortable: true },
    moneyColumn<AdminSportsEvent>('stake', t('sports.stake'), (e) => e.stake),
    moneyColumn<AdminSportsEvent>('liability', t('sports.worstLiability'), worstLiability),
    actionsColumn((e) => {
      const started = Date.parse(e.startsAt) <= now;
      const resultable =
        category !== 'virtual' && started && ['scheduled', 'inPlay', 'finished'].includes(e.status);
      const changeable = category !== 'virtual' && (e.status === 'scheduled' || e.status === 'postponed');
      return (
        <RowActions>
          {act(e, 'markets', t('sports.markets'))}
          {resultable && !e.pendingResult && may('POST /wps/admin/sports/events/:eventId/result')
            ? act(
                e,
                'result',
                e.settledVersion > 0 ? t('sports.enterCorrection') : t('sports.enterResult'),
                'primary',
              )
            : null}
          {e.pendingResult && may('POST /wps/admin/sports/events/:eventId/result/confirm')
            ? act(e, 'confirm', t('sports.confirmResult'), 'primary')
            : null}
          {changeable && may('PUT /wps/admin/sports/events/:eventId') ? (
            <>
              {e.status === 'scheduled' ? act(e, 'postpone', t('sports.postpone')) : null}
              {act(e, 'reschedule', t('sports.reschedule'))}
              {act(e, 'cancel', t('sports.cancel'), 'danger')}
            </>
          ) : null}
        </RowActions>
      );
    }),
  ];
  const close = () => setActing(null);
  const totalPages = query.data?.totalPages ?? 1;
  return (
    <>
      <ListPage
        caption={t('sports.events')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(e) => e.eventId}
        exportName={`sports-events-${category}-${status || 'all'}`}
        query={query}
        filters={
          <>
            <ChoiceField
              label={t('sports.category')}
              value={category}
              options={CATEGORIES}
              optionLabel={(c) => t(`sports.category.${c}`)}
              onChange={(next) => {
                if (next) setCategory(next);
                setPageNo(1);
              }}
            />
            <ChoiceField
              label={t('common.status')}
              value={status}
              options={EVENT_STATUSES}
              optionLabel={(s) => t(`sports.status.${s}`)}
              any={t('common.all')}
              onChange={(next) => {
                setStatus(next);
                setPageNo(1);
              }}
            />
          </>
        }
        tools={
          category !== 'virtual' && may('POST /wps/admin/sports/events') ? (
            <NewButton onClick={() => setCreating(true)}>{t('sports.newEvent')}</NewButton>
          ) : null
        }
        footer={
          <PageNumbers
            page={pageNo}
            onChange={setPageNo}
            hasNext={pageNo < totalPages}
            totalPages={totalPages}
          />
        }
      />
      {creating ? <NewEventDialog onClose={() => setCreating(false)} /> : null}
      {event && acting?.action === 'markets' ? <MarketsDialog event={event} onClose={close} /> : null}
      {event && acting?.action === 'result' ? <EventResultDialog event={event} onClose={close} /> : null}
      {event && acting?.action === 'confirm' ? <ConfirmEventDialog event={event} onClose={close} /> : null}
      {event && acting?.action === 'postpone' ? <PostponeDialog event={event} onClose={close} /> : null}
      {event && acting?.action === 'reschedule' ? <RescheduleDialog event={event} onClose={close} /> : null}
      {event && acting?.action === 'cancel' ? <CancelEventDialog event={event} onClose={close} /> : null}
    </>
  );
}

export default function SportsPage() {
  const [tab, setTab, shown] = useTabs(SPORTS_TABS);
  return (
    <>
      <PageHeader title={t('sports.title')} />
      <Tabs names={shown} tab={tab} onChange={setTab} label={(name) => `sports.${name}`} />
      {tab === 'events' ? <Events /> : null}
      {tab === 'settings' ? (
        <>
          <SportsSettingsPanel />
          <SportsFeedsPanel />
        </>
      ) : null}
    </>
  );
}
