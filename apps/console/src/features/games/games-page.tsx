import { GAME_TYPES, type AdminGame, type AdminVendor, type GameType } from '@swerte/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { moneyColumn, type Column } from '../../ui/data-table';
import { SelectField, TextField } from '../../ui/field';
import { actionsColumn, ListPage, RowActions, Tabs, useTabs } from '../../ui/list-page';
import { Badge, PageHeader } from '../../ui/states';
import { gamesQuery, updateGame, updateVendor, vendorsQuery, type GameFilters } from './games-api';

const onOff = (on: boolean) => (
  <Badge tone={on ? 'ok' : 'plain'}>{on ? t('common.on') : t('common.off')}</Badge>
);

function Vendors() {
  const queryClient = useQueryClient();
  const [type, setType] = useState<GameType | ''>('');
  const query = useQuery(vendorsQuery());
  const change = useMutation({
    mutationFn: ({ vendor, patch }: { vendor: AdminVendor; patch: { isHot?: boolean; enabled?: boolean } }) =>
      updateVendor(vendor, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vendors'] }),
  });
  const columns: Column<AdminVendor>[] = [
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
    { id: 'hot', header: t('games.hot'), value: (v) => v.isHot, cell: (v) => onOff(v.isHot), sortable: true },
    {
      id: 'enabled',
      header: t('games.enabled'),
      value: (v) => v.enabled,
      cell: (v) => onOff(v.enabled),
      sortable: true,
    },
    actionsColumn((v) => (
      <RowActions>
        <button
          type="button"
          className="button button-small"
          disabled={change.isPending}
          onClick={() => change.mutate({ vendor: v, patch: { enabled: !v.enabled } })}
        >
          {v.enabled ? t('games.setOff') : t('games.setOn')}
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={change.isPending}
          onClick={() => change.mutate({ vendor: v, patch: { isHot: !v.isHot } })}
        >
          {v.isHot ? t('games.unmarkHot') : t('games.markHot')}
        </button>
      </RowActions>
    )),
  ];
  const rows = (query.data ?? []).filter((v) => !type || v.gameType === type);
  return (
    <>
      <ListPage
        caption={t('games.vendors')}
        columns={columns}
        rows={rows}
        rowKey={(v) => v.vassalage}
        exportName="vendors"
        query={query}
        actionError={change.error}
        tools={
          <SelectField
            label={t('games.gameType')}
            value={type}
            onChange={(e) => setType(e.target.value as GameType | '')}
          >
            <option value="">{t('common.all')}</option>
            {GAME_TYPES.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </SelectField>
        }
      />
    </>
  );
}

function Games() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<GameFilters>({});
  const [name, setName] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(gamesQuery(filters, pageNo));
  const vendors = useQuery(vendorsQuery());
  const change = useMutation({
    mutationFn: ({ game, patch }: { game: AdminGame; patch: { isHot?: boolean; enabled?: boolean } }) =>
      updateGame(game, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['games'] }),
  });
  const apply = (next: GameFilters) => {
    setFilters(next);
    setPageNo(1);
  };
  const columns: Column<AdminGame>[] = [
    { id: 'id', header: t('common.id'), value: (g) => g.id, numeric: true, sortable: true },
    { id: 'vendor', header: t('games.vendor'), value: (g) => g.vendorName, sortable: true },
    { id: 'code', header: t('games.code'), value: (g) => g.gameCode },
    { id: 'name', header: t('games.name'), value: (g) => g.nameEn, sortable: true },
    { id: 'type', header: t('games.gameType'), value: (g) => g.gameType, sortable: true },
    moneyColumn<AdminGame>('minBet', t('games.minBet'), (g) => g.minBet),
    { id: 'hot', header: t('games.hot'), value: (g) => g.isHot, cell: (g) => onOff(g.isHot), sortable: true },
    {
      id: 'enabled',
      header: t('games.enabled'),
      value: (g) => g.enabled,
      cell: (g) => onOff(g.enabled),
      sortable: true,
    },
    actionsColumn((g) => (
      <RowActions>
        <button
          type="button"
          className="button button-small"
          disabled={change.isPending}
          onClick={() => change.mutate({ game: g, patch: { enabled: !g.enabled } })}
        >
          {g.enabled ? t('games.setOff') : t('games.setOn')}
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={change.isPending}
          onClick={() => change.mutate({ game: g, patch: { isHot: !g.isHot } })}
        >
          {g.isHot ? t('games.unmarkHot') : t('games.markHot')}
        </button>
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
        <SelectField
          label={t('games.gameType')}
          value={filters.gameType ?? ''}
          onChange={(e) =>
            apply({ ...filters, gameType: (e.target.value || undefined) as GameType | undefined })
          }
        >
          <option value="">{t('common.all')}</option>
          {GAME_TYPES.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </SelectField>
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
        <SelectField
          label={t('games.enabled')}
          value={filters.enabled ?? ''}
          onChange={(e) =>
            apply({ ...filters, enabled: (e.target.value || undefined) as 'true' | 'false' | undefined })
          }
        >
          <option value="">{t('common.all')}</option>
          <option value="true">{t('common.on')}</option>
          <option value="false">{t('common.off')}</option>
        </SelectField>
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
        actionError={change.error}
        tools={<span className="muted">{t('games.total', { n: data?.total ?? 0 })}</span>}
        footer={
          <nav className="pager" aria-label={t('common.page', { n: pageNo })}>
            <button
              type="button"
              className="button"
              disabled={pageNo === 1}
              onClick={() => setPageNo(pageNo - 1)}
            >
              ←
            </button>
            <span>
              {t('common.page', { n: pageNo })} / {data?.totalPages ?? 1}
            </span>
            <button
              type="button"
              className="button"
              disabled={!data || pageNo >= data.totalPages}
              onClick={() => setPageNo(pageNo + 1)}
            >
              →
            </button>
          </nav>
        }
      />
    </>
  );
}

const TABS = ['vendors', 'games'] as const;

export default function GamesPage() {
  const [tab, setTab] = useTabs(TABS);
  return (
    <>
      <PageHeader title={t('games.title')} />
      <Tabs names={TABS} tab={tab} onChange={setTab} label={(name) => `games.${name}`} />
      <div role="tabpanel">{tab === 'vendors' ? <Vendors /> : <Games />}</div>
    </>
  );
}
