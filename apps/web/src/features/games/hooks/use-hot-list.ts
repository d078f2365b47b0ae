import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n';
import { useSessionStore } from '../../../stores/session-store';
import { allFavouritesOptions } from '../api/favourites';
import { hotGamesOptions } from '../api/get-hot-games';
import { recentGamesOptions } from '../api/get-recent-games';
import { pageOfHotList } from '../lib/hot-list-filters';
import type { HotListFilters } from '../lib/hot-list-filters';
import type { GameListData } from './use-game-list';

/**
 * /hot's games: the chosen list held whole (hot games up to 60, the member's recent and favourite
 * games), narrowed by type and name and shown 15 more at a time in the browser.
 */
export function useHotList(filters: HotListFilters): GameListData {
  const language = useLanguage();
  const token = useSessionStore((state) => state.token);
  const { listType, gameType } = filters;
  const hot = useQuery(hotGamesOptions(language, gameType, listType === 'hot'));
  const favourites = useQuery(allFavouritesOptions(token, language, gameType, listType === 'fav'));
  const recent = useQuery(recentGamesOptions(token, language, listType === 'recent'));
  const query = { hot, fav: favourites, recent }[listType];

  if (listType !== 'hot' && token === null) {
    return {
      status: 'login',
      games: [],
      hasMore: false,
      isFetchingMore: false,
      isUpdating: false,
      retry: () => {},
    };
  }
  return {
    ...pageOfHotList(query.data ?? [], filters),
    status: query.data ? 'ready' : query.isError ? 'error' : 'pending',
    isFetchingMore: false,
    isUpdating: query.isPlaceholderData,
    retry: () => void query.refetch(),
  };
}
