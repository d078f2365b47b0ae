import type { ReactNode } from 'react';
import type { GameType } from '@swerte/contracts';
import { Clock, Flame, LogIn, SearchX, Sparkles, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../../stores/modal-store';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { useGameList } from '../hooks/use-game-list';
import type { GameListState } from '../hooks/use-game-list-state';
import { hasQueryFilter } from '../lib/game-list-filters';
import { GameFilters } from './game-filters';
import { GameGrid } from './game-grid';
import { GameGridSkeleton } from './game-tiles';
import { ListTypeTabs } from './list-type-tabs';

interface GameListSectionProps {
  gameType: GameType;
  list: GameListState;
  /** The plain list waits until the vendor it falls back to is known. */
  ready: boolean;
  /** /rng shows its hall above the vendor tabs itself; the other pages get the filter bar here. */
  withFilterBar: boolean;
  /** Between the filter bar and the grid: the vendor tabs. */
  vendorTabs?: ReactNode;
}

/** A list page's games: filter bar, vendor tabs, search and filters, then the grid (§2, §4). */
export function GameListSection({ gameType, list, ready, withFilterBar, vendorTabs }: GameListSectionProps) {
  const { filters } = list;
  const data = useGameList(gameType, filters, list.vendor, ready);

  return (
    <section className="game-list" aria-label={useTranslation().t('games.listLabel')}>
      {vendorTabs}
      <GameFilters
        gameType={gameType}
        filters={filters}
        onSearch={list.search}
        onClassify={list.classify}
        onMinBet={list.setMinBet}
        leading={
          withFilterBar ? (
            <ListTypeTabs variant="bar" value={filters.listType} onChange={list.chooseListType} />
          ) : undefined
        }
      />
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
          isFetchingMore={data.isFetchingMore}
          isUpdating={data.isUpdating}
          onMore={list.more}
          onlyFavourites={filters.listType === 'fav'}
          empty={<EmptyList list={list} />}
        />
      )}
    </section>
  );
}

/** A member's own list asked for without a session: why, and the way to log in. */
export function LoginNeeded({ listType }: { listType: string }) {
  const { t } = useTranslation();
  const openAuth = useModalStore((state) => state.openAuth);
  return (
    <EmptyState
      icon={LogIn}
      title={t('games.loginTitle')}
      text={t(listType === 'recent' ? 'games.loginRecentText' : 'games.loginFavText')}
      action={
        <button type="button" className="btn btn--primary" onClick={() => openAuth({ name: 'login' })}>
          {t('header.login')}
        </button>
      }
    />
  );
}

function EmptyList({ list }: { list: GameListState }) {
  const { t } = useTranslation();
  const { filters } = list;
  switch (filters.listType) {
    case 'fav':
      return (
        <EmptyState icon={Star} tone="gold" title={t('games.favEmptyTitle')} text={t('games.favEmptyText')} />
      );
    case 'recent':
      return (
        <EmptyState icon={Clock} title={t('games.recentEmptyTitle')} text={t('games.recentEmptyText')} />
      );
    case 'hot':
      return (
        <EmptyState
          icon={Flame}
          tone="gold"
          title={t('games.hotEmptyTitle')}
          text={t('games.hotEmptyText')}
        />
      );
    case '':
      return hasQueryFilter(filters) ? (
        <EmptyState
          icon={SearchX}
          title={t('games.emptyTitle')}
          text={t('games.emptyText')}
          action={
            <button type="button" className="btn btn--primary" onClick={() => list.chooseVendor(undefined)}>
              {t('games.clearFilters')}
            </button>
          }
        />
      ) : (
        <EmptyState icon={Sparkles} title={t('games.vendorEmptyTitle')} text={t('games.vendorEmptyText')} />
      );
  }
}
