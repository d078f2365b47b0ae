import {
  DEFAULT_LANGUAGE,
  GAME_CLASSIFICATIONS,
  GAME_CLASSIFY_LABELS,
  GAME_TYPES,
  GAME_TYPE_LABELS,
  GAME_TYPE_ROUTES,
  type Game,
  type GameCategory,
  type GameMenu,
  type GameType,
  type Language,
  type VendorLane,
} from '@swerte/contracts';
import { cached, cachedByKey, type CachedValue } from '../../platform/cache.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './catalogue.repository.js';
import { drawGameArt, themeOf } from './game-art.js';
import { toGame, withVendorEntries } from './catalogue.mapping.js';

/** Hot games and menus are hot reads; catalogue edits are rare and seen within this time. */
export const CATALOGUE_CACHE_TTL_MS = 5000;
/** Distinct game-list queries kept in memory at once. */
const GAME_PAGES_CACHED = 2000;
/** Most games the hot list shows. */
export const HOT_GAMES_LIMIT = 60;

export type CatalogueService = ReturnType<typeof createCatalogueService>;

export interface GameListInput {
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  minBet?: string | undefined;
  minLineNum?: number | undefined;
  language?: Language | undefined;
  pageNo: number;
  pageSize: number;
}

const pageOf = (pageNo: number, pageSize: number) => ({ offset: (pageNo - 1) * pageSize, limit: pageSize });
const pagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);

export function createCatalogueService({
  db,
  getLanes,
}: {
  db: Db;
  /** The vendor lanes (enabled vendors by game type), cached by the games service. */
  getLanes: () => Promise<VendorLane[]>;
}) {
  const language = (value: Language | undefined) => value ?? DEFAULT_LANGUAGE;

  const hotRows = cached(CATALOGUE_CACHE_TTL_MS, () =>
    Promise.all([repo.listHotGames(db), repo.listHotVendors(db)]),
  );
  const counts = cached(CATALOGUE_CACHE_TTL_MS, () => repo.countByClassification(db));
  // Per language, so each answer is built once and then served from memory.
  const perLanguage = <T>(build: (lang: Language) => Promise<T>) => {
    const entries = new Map<Language, CachedValue<T>>();
    return {
      get(lang: Language) {
        let entry = entries.get(lang);
        if (!entry) {
          entry = cached(CATALOGUE_CACHE_TTL_MS, () => build(lang));
          entries.set(lang, entry);
        }
        return entry.get();
      },
      invalidate: () => entries.forEach((entry) => entry.invalidate()),
    };
  };
  const hotGames = perLanguage(async (lang) => {
    const [games, hotVendors] = await hotRows.get();
    return withVendorEntries(games, hotVendors, lang);
  });

  /** A vendor the query names must exist and, with a game type, belong to it. */
  async function checkVendor(vassalage: string | undefined, gameType: GameType | undefined) {
    if (!vassalage) return;
    const lane = (await getLanes()).find((l) => l.vendors.some((v) => v.vassalage === vassalage));
    if (!lane || (gameType && lane.gameType !== gameType)) throw new AppError('error_invalid_request');
  }

  async function listGames(input: GameListInput): Promise<{ games: Game[]; totalPages: number }> {
    await checkVendor(input.vassalage, input.gameType);
    if (input.gameClassify) {
      const known = input.gameType
        ? GAME_CLASSIFICATIONS[input.gameType]
        : Object.values(GAME_CLASSIFICATIONS).flat();
      if (!known.includes(input.gameClassify)) throw new AppError('error_invalid_request');
    }
    return gamePages.get(input);
  }

  // The list pages' hottest read: each distinct query's page is built once and then served from memory.
  const gamePages = cachedByKey(
    CATALOGUE_CACHE_TTL_MS,
    GAME_PAGES_CACHED,
    async (input: GameListInput) => {
      const minBet =
        input.minBet && input.minBet !== 'all' ? Math.round(Number(input.minBet) * 100) : undefined;
      const { rows, total } = await repo.listGames(
        db,
        {
          gameType: input.gameType,
          vendor: input.vassalage,
          classify: input.gameClassify,
          name: input.gameName ? input.gameName.toLowerCase() : undefined,
          minBetCents: minBet,
          maxLines: input.minLineNum,
        },
        pageOf(input.pageNo, input.pageSize),
      );
      const lang = language(input.language);
      return { games: rows.map((row) => toGame(row, lang)), totalPages: pagesOf(total, input.pageSize) };
    },
    {
      // Only what picks the games: client, platform, channel and merchant do not change the page.
      keyOf: (input) =>
        JSON.stringify([
          input.gameType,
          input.vassalage,
          input.gameClassify,
          input.gameName?.toLowerCase(),
          input.minBet,
          input.minLineNum,
          input.language,
          input.pageNo,
          input.pageSize,
        ]),
    },
  );

  async function getCategories(input: {
    gameType?: GameType | undefined;
    vassalage?: string | undefined;
    language?: Language | undefined;
  }): Promise<{ list: GameCategory[] }> {
    await checkVendor(input.vassalage, input.gameType);
    const lang = language(input.language);
    const rows = await counts.get();
    const lanes = await getLanes();
    const list = lanes
      .filter((lane) => !input.gameType || lane.gameType === input.gameType)
      .map((lane) => ({
        gameCategory: lane.gameType,
        vendors: lane.vendors
          .filter((vendor) => !input.vassalage || vendor.vassalage === input.vassalage)
          .map((vendor) => ({
            vassalage: vendor.vassalage,
            displayName: vendor.displayName,
            gameClassify: GAME_CLASSIFICATIONS[lane.gameType].flatMap((code) => {
              const n = rows.find((row) => row.vendor === vendor.vassalage && row.classify === code)?.n ?? 0;
              return n > 0 ? [{ code, name: GAME_CLASSIFY_LABELS[code]?.[lang] ?? code, count: n }] : [];
            }),
          })),
      }));
    return { list };
  }

  async function getHotGames(input: {
    gameType?: GameType | undefined;
    vassalage?: string | undefined;
    language?: Language | undefined;
  }) {
    await checkVendor(input.vassalage, input.gameType);
    const list = (await hotGames.get(language(input.language)))
      .filter((game) => !input.gameType || game.gameType === input.gameType)
      .filter((game) => !input.vassalage || game.vassalage === input.vassalage)
      .slice(0, HOT_GAMES_LIMIT);
    const footer = (await getLanes()).flatMap((lane) =>
      lane.vendors
        .filter((vendor) => vendor.isHot === 1)
        .map((vendor) => ({
          vassalage: vendor.vassalage,
          displayName: vendor.displayName,
          gameType: lane.gameType,
        })),
    );
    return { list, footer };
  }

  const menus = perLanguage(async (lang): Promise<GameMenu[]> => {
    const rows = await counts.get();
    const lanes = await getLanes();
    return GAME_TYPES.map((gameType) => ({
      gameType,
      name: GAME_TYPE_LABELS[gameType][lang],
      page: GAME_TYPE_ROUTES[gameType],
      gameCount: rows.filter((row) => row.gameType === gameType).reduce((sum, row) => sum + row.n, 0),
      vendors: (lanes.find((lane) => lane.gameType === gameType)?.vendors ?? []).map((vendor) => ({
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
      })),
    }));
  });

  /** The game a favourite toggle names, which must match its vendor and type as the client sent them. */
  async function toggledGame(input: { nodeId: number; vendor: string; gameType: GameType }) {
    const game = await repo.findGame(db, input.nodeId);
    if (!game) throw new AppError('error_not_found');
    if (game.vendor !== input.vendor || game.gameType !== input.gameType) {
      throw new AppError('error_invalid_request');
    }
    return game;
  }

  async function getGameArt(id: number): Promise<string> {
    const game = await repo.findGame(db, id);
    if (!game) throw new AppError('error_not_found');
    return drawGameArt({
      name: game.nameEn,
      vendorName: game.vendorName,
      theme: themeOf(game.nameEn, game.classify),
      isHot: game.isHot,
      isNew: game.isNew,
    });
  }

  return {
    listGames,
    getCategories,
    getHotGames,
    getMenus: async (lang: Language | undefined) => ({ menus: await menus.get(language(lang)) }),
    favouriteIds: async (memberId: number) => ({ ids: await repo.favouriteIds(db, memberId) }),
    async listFavourites(
      memberId: number,
      input: {
        gameType?: GameType | undefined;
        language?: Language | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const { rows, total } = await repo.listFavourites(
        db,
        memberId,
        input.gameType,
        pageOf(input.pageNo, input.pageSize),
      );
      const lang = language(input.language);
      return { content: rows.map((row) => toGame(row, lang)), totalPages: pagesOf(total, input.pageSize) };
    },
    async addFavourite(memberId: number, input: { nodeId: number; vendor: string; gameType: GameType }) {
      const game = await toggledGame(input);
      await repo.addFavourite(db, memberId, game.id);
      return { ids: await repo.favouriteIds(db, memberId) };
    },
    async removeFavourite(memberId: number, input: { nodeId: number; vendor: string; gameType: GameType }) {
      const game = await toggledGame(input);
      await repo.removeFavourite(db, memberId, game.id);
      return { ids: await repo.favouriteIds(db, memberId) };
    },
    async listRecent(
      memberId: number,
      input: {
        vassalage?: string | undefined;
        language?: Language | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      await checkVendor(input.vassalage, undefined);
      const { rows, total } = await repo.listRecent(
        db,
        memberId,
        input.vassalage,
        pageOf(input.pageNo, input.pageSize),
      );
      const lang = language(input.language);
      return { list: rows.map((row) => toGame(row, lang)), totalPages: pagesOf(total, input.pageSize) };
    },
    /** Called by a game launch: the game moves to the top of the member's recent games. */
    recordRecentGame: (memberId: number, gameId: number) => repo.recordRecentGame(db, memberId, gameId),
    getGameArt,
    invalidate() {
      hotRows.invalidate();
      counts.invalidate();
      gamePages.invalidate();
      hotGames.invalidate();
      menus.invalidate();
    },
  };
}
