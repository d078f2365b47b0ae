import { useReducer } from 'react';
import { Clock, Flame, SearchX, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { requireGate } from '../../../lib/gate';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { Page } from '../../../ui/page';
import { GameGrid } from '../components/game-grid';
import { GameGridSkeleton } from '../components/game-tiles';
import { LoginNeeded } from '../components/game-list-section';
import { GameSearch } from '../components/game-search';
import { ListTypeTabs } from '../components/list-type-tabs';
import { useHotList } from '../hooks/use-hot-list';
import { LOGIN_LIST_TYPES } from '../lib/game-list-filters';
import type { ListType } from '../lib/game-list-filters';
import { HOT_LIST_TYPES, INITIAL_HOT_FILTERS, hotListReducer } from '../lib/hot-list-filters';
import type { HotListFilters, HotListType } from '../lib/hot-list-filters';
import '../components/chips.css';
import '../components/game-filters.css';
import { useListedGameTypes } from '../hooks/use-listed-game-types';

const isHotListType = (listType: ListType): listType is HotListType =>
  (HOT_LIST_TYPES as readonly ListType[]).includes(listType);

/**
 * /hot: the hot games of every type (GCSGAME_hotGamesV2), or the member's favourites or recent games
 * (login first), narrowed by a game-type chip and by name, 15 at a time (§2, §4).
 */
export function HotPage() {
  const { t } = useTranslation();
  const listedTypes = useListedGameTypes();
  const [filters, dispatch] = useReducer(hotListReducer, INITIAL_HOT_FILTERS);
  const data = useHotList(filters);

  const chooseList = (listType: ListType) => {
    if (!isHotListType(listType)) return;
    if (LOGIN_LIST_TYPES.includes(listType) && !requireGate('login')) return;
    dispatch({ type: 'listType', listType });
  };

  return (
    <Page name="hot" title={t('pages.hot')} description={t('games.hotText')}>
      <section className="game-list" aria-label={t('games.listLabel')}>
        <div className="game-filters">
          <div className="game-filters__row">
            <ListTypeTabs
              variant="bar"
              types={HOT_LIST_TYPES}
              value={filters.listType}
              onChange={chooseList}
            />
            <GameSearch
              value={filters.gameName}
              onSearch={(gameName) => {
                if (gameName.trim() !== filters.gameName) dispatch({ type: 'search', gameName });
              }}
            />
          </div>
          <div className="classify-chips" role="group" aria-label={t('games.typeFilterLabel')}>
            {[undefined, ...(listedTypes ?? [])].map((type) => (
              <button
                key={type ?? 'all'}
                type="button"
                className="classify-chip"
                aria-pressed={filters.gameType === type}
                onClick={() => dispatch({ type: 'gameType', gameType: type })}
              >
                {type ? t(`gameTypes.${type}`) : t('games.classifyAll')}
              </button>
            ))}
          </div>
        </div>
        {data.status === 'login' ? (
          <LoginNeeded listType={filters.listType} />
        ) : data.status === 'error' ? (
          <LoadFailed onRetry={data.retry} />
        ) : data.status === 'pending' ? (
          <GameGridSkeleton />
        ) : (
          <GameGrid
            games={data.games}
            hasMore={data.hasMore}
            isUpdating={data.isUpdating}
            onMore={() => dispatch({ type: 'more' })}
            onlyFavourites={filters.listType === 'fav'}
            empty={
              <EmptyHotList filters={filters} onClear={() => dispatch({ type: 'search', gameName: '' })} />
            }
          />
        )}
      </section>
    </Page>
  );
}

function EmptyHotList({ filters, onClear }: { filters: HotListFilters; onClear: () => void }) {
  const { t } = useTranslation();
  if (filters.gameName) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('games.emptyTitle')}
        text={t('games.hotSearchEmptyText')}
        action={
          <button type="button" className="btn btn--primary" onClick={onClear}>
            {t('games.clearFilters')}
          </button>
        }
      />
    );
  }
  switch (filters.listType) {
    case 'hot':
      return (
        <EmptyState
          icon={Flame}
          tone="gold"
          title={t('games.hotEmptyTitle')}
          text={t('games.hotEmptyText')}
        />
      );
    case 'fav':
      return (
        <EmptyState icon={Star} tone="gold" title={t('games.favEmptyTitle')} text={t('games.favEmptyText')} />
      );
    case 'recent':
      return (
        <EmptyState icon={Clock} title={t('games.recentEmptyTitle')} text={t('games.recentEmptyText')} />
      );
  }
}
