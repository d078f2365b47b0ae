import { GAME_TYPES, type AdminGame, type AdminVendor, type GameType } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GAMES_TABS } from '../../app/sections';
import { useMay } from '../../lib/access';
import { t } from '../../i18n';
import { moneyColumn, onOffColumn } from '../../ui/data-table';
import { ChoiceField, SelectField, TextField } from '../../ui/field';
import {
  actionsColumn,
  type ListColumns,
  ListPage,
  RowActions,
  RowButton,
  Tabs,
  useRowAction,
  useTabs,
} from '../../ui/list-page';
import { PageNumbers } from '../../ui/pager';
import { Badge, PageHeader } from '../../ui/states';
import { GamePictureDialog } from './game-picture';
import { HouseGames } from './house-games';
import {
  gamesQuery,
  moveGame,
  moveVendor,
  updateGame,
  updateVendor,
  vendorsQuery,
  type GameFilters,
} from './games-api';

type Switches = { isHot?: boolean; enabled?: boolean };

/** A vendor's or game's two switches: on the site or off, in the hot row or not. */
function SwitchButtons<Row extends { enabled: boolean; isHot: boolean }>({
  row,
  change,
}: {
  row: Row;
  change: { isPending: boolean; mutate: (arg: { row: Row; patch: Switches }) => void };
}) {
  return (
    <RowActions>
      <RowButton
        pending={change.isPending}
        onClick={() => change.mutate({ row, patch: { enabled: !row.enabled } })}
      >
        {row.enabled ? t('games.setOff') : t('games.setOn')}
      </RowButton>
      <RowButton
        pending={change.isPending}
        onClick={() => change.mutate({ row, patch: { isHot: !row.isHot } })}
      >
        {row.isHot ? t('games.unmarkHot') : t('games.markHot')}
      </RowButton>
    </RowActions>
  );
}

/** A vendor's or game's Up and Down: a place earlier or later in its list's display order. */
function MoveButtons<Row>({
  row,
  label,
  move,
}: {
  row: Row;
  label: string;
  move: { isPending: boolean; mutate: (arg: { row: Row; delta: -1 | 1 }) => void };
}) {
  return (
    <>
      <RowButton
        pending={move.isPending}
        label={t('pages.moveUpOf', { name: label })}
        onClick={() => move.mutate({ row, delta: -1 })}
      >
        {t('pages.moveUp')}
      </RowButton>
      <RowButton
        pending={move.isPending}
        label={t('pages.moveDownOf', { name: label })}
        onClick={() => move.mutate({ row, delta: 1 })}
      >
        {t('pages.moveDown')}
      </RowButton>
    </>
  );
}

function Vendors() {
  const [type, setType] = useState<GameType | ''>('');
  const query = useQuery(vendorsQuery());
  const may = useMay();
  const change = useRowAction(
    ({ row, patch }: { row: AdminVendor; patch: Switches }) => updateVendor(row, patch),
    ['vendors'],
  );
  const move = useRowAction(
    ({ row, delta }: { row: AdminVendor; delta: -1 | 1 }) =>
      moveVendor(query.data ?? [], row.gameType, row.vassalage, delta),
    ['vendors'],
  );
  const columns: ListColumns<AdminVendor> = [
    { id: 'code', header: t('games.code'), value: (v) => v.vassalage, sortable: true },
    { id: 'name', header: t('games.name'), value: (v) => v.displayName, sortable: true },
    { id: 'type', header: t('games.gameType'), value: (v) => v.gameType, sortable: true },
    { id: 'wallet', header: t('games.wallet'), value: (v) => v.walletMode },
    { id: 'order', header: t('content.order'), value: (v) => v.sortOrder, numeric: true, sortable: true },
    {
      id: 'games',
      header: t('games.gameCount'),
      value: (v) => `${v.enabledGames}/${v.gameCount}`,
      numeric: true,
    },
    {
      id: 'connected',
      header: t('games.connected'),
      value: (v) => v.launchUrl !== null,
      cell: (v) =>
        v.launchUrl ? (
          <Badge tone="ok">{t('common.yes')}</Badge>
        ) : (
          <Badge tone="warn">{t('games.maintenance')}</Badge>
        ),
      sortable: true,
    },
    onOffColumn<AdminVendor>('hot', t('games.hot'), (v) => v.isHot),
    onOffColumn<AdminVendor>('enabled', t('games.enabled'), (v) => v.enabled),
    may('PUT /wps/admin/games/vendors/:vassalage') &&
      actionsColumn((v) => (
        <RowActions>
          <SwitchButtons row={v} change={change} />
          {type ? <MoveButtons row={v} label={v.displayName} move={move} /> : null}
        </RowActions>
      )),
  ];
  // Ordering is per game type: with one chosen, the rows show in their display order and can move.
  const rows = type
    ? (query.data ?? []).filter((v) => v.gameType === type).sort((a, b) => a.sortOrder - b.sortOrder)
    : (query.data ?? []);
  return (
    <>
      <ListPage
        caption={t('games.vendors')}
        columns={columns}
        rows={rows}
        rowKey={(v) => v.vassalage}
        exportName="vendors"
        query={query}
        actionError={change.error ?? move.error}
        tools={
          <ChoiceField
            label={t('games.gameType')}
            value={type}
            options={GAME_TYPES}
            any={t('common.all')}
            onChange={setType}
          />
        }
      />
    </>
  );
}

function Games() {
  const [filters, setFilters] = useState<GameFilters>({});
  const [name, setName] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(gamesQuery(filters, pageNo));
  const may = useMay();
  const vendors = useQuery(vendorsQuery());
  const change = useRowAction(
    ({ row, patch }: { row: AdminGame; patch: Switches }) => updateGame(row, patch),
    ['games'],
  );
  const [picturing, setPicturing] = useState<AdminGame | null>(null);
  const move = useRowAction(
    ({ row, delta }: { row: AdminGame; delta: -1 | 1 }) => moveGame(row.vassalage, row.id, delta),
    ['games'],
  );
  // One vendor's games, unfiltered otherwise, list in display order: only then can a game move.
  const orderable = filters.vassalage !== undefined && !filters.name && filters.enabled === undefined;
  const apply = (next: GameFilters) => {
    setFilters(next);
    setPageNo(1);
  };
  const columns: ListColumns<AdminGame> = [
    { id: 'id', header: t('common.id'), value: (g) => g.id, numeric: true, sortable: true },
    { id: 'vendor', header: t('games.vendor'), value: (g) => g.vendorName, sortable: true },
    { id: 'code', header: t('games.code'), value: (g) => g.gameCode },
    { id: 'name', header: t('games.name'), value: (g) => g.nameEn, sortable: true },
    { id: 'type', header: t('games.gameType'), value: (g) => g.gameType, sortable: true },
    moneyColumn<AdminGame>('minBet', t('games.minBet'), (g) => g.minBet),
    onOffColumn<AdminGame>('hot', t('games.hot'), (g) => g.isHot),
    onOffColumn<AdminGame>('enabled', t('games.enabled'), (g) => g.enabled),
    may('PUT /wps/admin/games/:id') &&
      actionsColumn((g) => (
        <RowActions>
          <SwitchButtons row={g} change={change} />
          <RowButton onClick={() => setPicturing(g)} label={t('pages.games.picture', { name: g.nameEn })}>
            {t('pages.games.pictureButton')}
          </RowButton>
          {orderable ? <MoveButtons row={g} label={g.nameEn} move={move} /> : null}
        </RowActions>
      )),
  ];
  const data = query.data;
  return (
    <>
      <form
        className="filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ ...filters, ...(name ? { name } : { name: undefined }) });
        }}
      >
        <TextField
          label={t('games.nameSearch')}
          type="search"
          maxLength={50}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <ChoiceField
          label={t('games.gameType')}
          value={filters.gameType ?? ''}
          options={GAME_TYPES}
          any={t('common.all')}
          onChange={(gameType) => apply({ ...filters, gameType: gameType || undefined })}
        />
        <SelectField
          label={t('games.vendor')}
          value={filters.vassalage ?? ''}
          onChange={(e) => apply({ ...filters, vassalage: e.target.value || undefined })}
        >
          <option value="">{t('common.all')}</option>
          {(vendors.data ?? []).map((v) => (
            <option key={v.vassalage} value={v.vassalage}>
              {v.displayName}
            </option>
          ))}
        </SelectField>
        <ChoiceField
          label={t('games.enabled')}
          value={filters.enabled ?? ''}
          options={['true', 'false'] as const}
          optionLabel={(on) => (on === 'true' ? t('common.on') : t('common.off'))}
          any={t('common.all')}
          onChange={(enabled) => apply({ ...filters, enabled: enabled || undefined })}
        />
        <button type="submit" className="button button-primary">
          {t('common.search')}
        </button>
      </form>
      <ListPage
        caption={t('games.games')}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(g) => g.id}
        exportName="games"
        query={query}
        actionError={change.error ?? move.error}
        tools={
          <span className="muted">
            {t('games.total', { n: data?.total ?? 0 })}
            {orderable ? null : ` · ${t('pages.games.orderHint')}`}
          </span>
        }
        footer={
          <PageNumbers
            page={pageNo}
            onChange={setPageNo}
            hasNext={data !== undefined && pageNo < data.totalPages}
            totalPages={data?.totalPages ?? 1}
          />
        }
      />
      {picturing ? <GamePictureDialog game={picturing} onClose={() => setPicturing(null)} /> : null}
    </>
  );
}

export default function GamesPage() {
  const [tab, setTab, shown] = useTabs(GAMES_TABS);
  return (
    <>
      <PageHeader title={t('games.title')} />
      <Tabs names={shown} tab={tab} onChange={setTab} label={(name) => `games.${name}`} />
      <div role="tabpanel">
        {tab === 'vendors' ? <Vendors /> : null}
        {tab === 'games' ? <Games /> : null}
        {tab === 'house' ? <HouseGames /> : null}
      </div>
    </>
  );
}
