import {
  adminGamesEndpoints,
  GAME_PAGE_SIZE_MAX,
  type AdminGame,
  type AdminVendor,
  type GameInput,
  type GameType,
  type VendorUpdate,
} from '@swerte/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { movedIds } from '../../ui/order-buttons';

const e = adminGamesEndpoints;

export const vendorsQuery = () =>
  queryOptions({ queryKey: ['vendors'], queryFn: ({ signal }) => callEndpoint(e.vendors, { signal }) });

export interface GameFilters {
  gameType?: GameType;
  vassalage?: string;
  name?: string;
  enabled?: 'true' | 'false';
}

export const gamesQuery = (filters: GameFilters, pageNo: number) =>
  queryOptions({
    queryKey: ['games', filters, pageNo],
    queryFn: ({ signal }) => callEndpoint(e.games, { query: { ...filters, pageNo, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** A vendor's replacement with one change (the update call takes every field). */
export const updateVendor = (v: AdminVendor, change: Partial<VendorUpdate>) =>
  callEndpoint(e.updateVendor, {
    params: { vassalage: v.vassalage },
    body: {
      displayName: v.displayName,
      isHot: v.isHot,
      enabled: v.enabled,
      sortOrder: v.sortOrder,
      launchUrl: v.launchUrl,
      ...change,
    },
  });

export const updateGame = (g: AdminGame, change: Partial<GameInput>) =>
  callEndpoint(e.updateGame, {
    params: { id: g.id },
    body: {
      gameCode: g.gameCode,
      nameEn: g.nameEn,
      nameTy: g.nameTy,
      classify: g.classify,
      minBet: g.minBet,
      minLineNum: g.minLineNum,
      isHot: g.isHot,
      isNew: g.isNew,
      launchMode: g.launchMode,
      // The drawn tile art is the server's own: sending its address back would pin it.
      imageUrl: g.imageUrl.startsWith('/media/games/') ? '' : g.imageUrl,
      enabled: g.enabled,
      ...change,
    },
  });

/** The vendors of a game type in their display order, with one moved a place up or down. */
export const moveVendor = (vendors: AdminVendor[], gameType: GameType, vassalage: string, delta: -1 | 1) => {
  const ids = vendors
    .filter((v) => v.gameType === gameType)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((v) => v.vassalage);
  const index = ids.indexOf(vassalage);
  const to = index + delta;
  if (index < 0 || to < 0 || to >= ids.length) return Promise.resolve(null);
  [ids[index], ids[to]] = [ids[to] as string, ids[index] as string];
  return callEndpoint(e.orderVendors, { body: { gameType, ids } });
};

/**
 * Moves a game a place up or down among all of its vendor's games: the order call takes every game of
 * the vendor, so the whole list is read first, page by page, in display order.
 */
export async function moveGame(vassalage: string, id: number, delta: -1 | 1) {
  const ids: number[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await callEndpoint(e.games, { query: { vassalage, pageNo, pageSize: GAME_PAGE_SIZE_MAX } });
    ids.push(...page.list.map((g) => g.id));
    if (pageNo >= page.totalPages) break;
  }
  return callEndpoint(e.orderGames, { body: { vassalage, ids: movedIds(ids, ids.indexOf(id), delta) } });
}
