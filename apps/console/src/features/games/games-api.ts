import {
  adminGamesEndpoints,
  type AdminGame,
  type AdminVendor,
  type GameInput,
  type GameType,
  type VendorUpdate,
} from '@swerte/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

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
