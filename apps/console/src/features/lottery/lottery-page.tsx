import { DRAW_STATES, type AdminDraw, type DrawState } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMay } from '../../lib/access';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { moneyColumn, type Column } from '../../ui/data-table';
import { ChoiceField, SelectField } from '../../ui/field';
import { actionsColumn, ListPage, RowActions, Tabs, useTabs } from '../../ui/list-page';
import { PageNumbers } from '../../ui/pager';
import { Badge, PageHeader } from '../../ui/states';
import { ConfirmResultDialog, DrawReportDialog, EnterResultDialog, VoidDrawDialog } from './lottery-dialogs';
import { drawsQuery, lotteryGamesQuery } from './lottery-api';
import { LotteryGames } from './lottery-games';
import { LOTTERY_TABS } from '../../app/sections';

type Action = 'enter' | 'confirm' | 'void' | 'report';

const tone = (state: DrawState) =>
  state === 'open' ? 'ok' : state === 'locked' ? 'warn' : state === 'void' ? 'bad' : 'plain';
const short = (hash: string | null) => (hash ? <code title={hash}>{`${hash.slice(0, 12)}…`}</code> : '—');

function Draws() {
  const [gameCode, setGameCode] = useState('');
  const [state, setState] = useState<DrawState | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const games = useQuery(lotteryGamesQuery);
  const query = useQuery(drawsQuery(gameCode || undefined, state || undefined, pageNo));
  const [acting, setActing] = useState<{ draw: AdminDraw; action: Action } | null>(null);
  // The time the list was read: a draw whose time had come then can take its result.
  const now = query.dataUpdatedAt;
  const may = useMay();
  const act = (draw: AdminDraw, action: Action, label: string, tone = 'button button-small') => (
    <button
      type="button"
      className={tone}
      onClick={() => setActing({ draw, action })}
      aria-label={`${label} ${draw.gameCode} ${draw.numero}`}
    >
      {label}
    </button>
  );
  const columns: Column<AdminDraw>[] = [
    { id: 'game', header: t('lottery.game'), value: (d) => d.gameCode, sortable: true },
    { id: 'numero', header: t('lottery.numero'), value: (d) => d.numero, sortable: true },
    {
      id: 'state',
      header: t('common.status'),
      value: (d) => d.state,
      cell: (d) => (
        <>
          <Badge tone={tone(d.state)}>{t(`lottery.state.${d.state}`)}</Badge>
          {d.pendingResult ? (
            <>
              {' '}
              <Badge tone="warn">{t('lottery.awaitingConfirm')}</Badge>
            </>
          ) : null}
        </>
      ),
      sortable: true,
    },
    {
      id: 'source',
      header: t('lottery.source'),
      value: (d) => d.source,
      cell: (d) => t(`lottery.source.${d.source}`),
    },
    {
      id: 'lock',
      header: t('lottery.lockTime'),
      value: (d) => d.lockTime,
      cell: (d) => formatDateTime(d.lockTime),
      sortable: true,
    },
    {
      id: 'draw',
      header: t('lottery.drawTime'),
      value: (d) => d.winningTime,
      cell: (d) => formatDateTime(d.winningTime),
      sortable: true,
    },
    {
      id: 'commitment',
      header: t('lottery.commitment'),
      value: (d) => d.commitment,
      cell: (d) => short(d.commitment),
    },
    { id: 'seed', header: t('lottery.seed'), value: (d) => d.serverSeed, cell: (d) => short(d.serverSeed) },
    { id: 'enteredBy', header: t('lottery.enteredBy'), value: (d) => d.pendingResult?.enteredBy ?? null },
    { id: 'tickets', header: t('lottery.tickets'), value: (d) => d.tickets, numeric: true, sortable: true },
    moneyColumn<AdminDraw>('stakes', t('lottery.stakes'), (d) => d.stakes),
    moneyColumn<AdminDraw>('payouts', t('lottery.payouts'), (d) => d.payouts),
    actionsColumn((d) => {
      const official = d.source === 'official' && d.resultTiers !== null;
      const canEnter =
        official &&
        d.state === 'locked' &&
        !d.pendingResult &&
        Date.parse(d.winningTime) <= now &&
        may('POST /wps/admin/lottery/draws/:drawId/result');
      return (
        <RowActions>
          {canEnter ? act(d, 'enter', t('lottery.enterResult'), 'button button-small button-primary') : null}
          {d.pendingResult && may('POST /wps/admin/lottery/draws/:drawId/result/confirm')
            ? act(d, 'confirm', t('lottery.confirmResult'), 'button button-small button-primary')
            : null}
          {d.state !== 'settled' &&
          d.state !== 'void' &&
          d.state !== 'drawn' &&
          may('POST /wps/admin/lottery/draws/:drawId/void')
            ? act(d, 'void', t('lottery.void'), 'button button-small button-danger')
            : null}
          {act(d, 'report', t('lottery.report'))}
        </RowActions>
      );
    }),
  ];
  const totalPages = query.data?.totalPages ?? 1;
  return (
    <>
      <ListPage
        caption={t('lottery.draws')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(d) => d.drawId}
        exportName={`lottery-draws-${gameCode || 'all'}`}
        query={query}
        filters={
          <>
            <SelectField
              label={t('lottery.game')}
              value={gameCode}
              onChange={(e) => {
                setGameCode(e.target.value);
                setPageNo(1);
              }}
            >
              <option value="">{t('common.all')}</option>
              {(games.data?.list ?? []).map((g) => (
                <option key={g.gameCode} value={g.gameCode}>
                  {g.gameName} ({g.gameCode})
                </option>
              ))}
            </SelectField>
            <ChoiceField
              label={t('common.status')}
              value={state}
              options={DRAW_STATES}
              optionLabel={(s) => t(`lottery.state.${s}`)}
              any={t('common.all')}
              onChange={(next) => {
                setState(next);
                setPageNo(1);
              }}
            />
          </>
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
      {acting?.action === 'enter' ? (
        <EnterResultDialog draw={acting.draw} onClose={() => setActing(null)} />
      ) : null}
      {acting?.action === 'confirm' ? (
        <ConfirmResultDialog draw={acting.draw} onClose={() => setActing(null)} />
      ) : null}
      {acting?.action === 'void' ? (
        <VoidDrawDialog draw={acting.draw} onClose={() => setActing(null)} />
      ) : null}
      {acting?.action === 'report' ? (
        <DrawReportDialog draw={acting.draw} onClose={() => setActing(null)} />
      ) : null}
    </>
  );
}

export default function LotteryPage() {
  const [tab, setTab, shown] = useTabs(LOTTERY_TABS);
  return (
    <>
      <PageHeader title={t('lottery.title')} />
      <Tabs names={shown} tab={tab} onChange={setTab} label={(name) => `lottery.${name}`} />
      {tab === 'draws' ? <Draws /> : null}
      {tab === 'games' ? <LotteryGames /> : null}
    </>
  );
}
