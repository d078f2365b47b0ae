import {
  formatCents,
  GAME_CLASSIFICATIONS,
  GAME_TYPES,
  parseCents,
  type AdminGame,
  type AdminGameListQuerySchema,
  type AdminVendor,
  type GameCreateSchema,
  type GameInputSchema,
  type GameType,
  type VendorCreateSchema,
  type VendorUpdateSchema,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit, type AuditEntry } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { uniqueViolation } from '../../platform/db/errors.js';
import { AppError } from '../../platform/errors.js';
import { houseMinBetCeiling } from '../house/house-settings.js';
import * as repo from './games-admin.repository.js';

type VendorCreate = z.output<typeof VendorCreateSchema>;
type VendorUpdate = z.output<typeof VendorUpdateSchema>;
type GameInput = z.output<typeof GameInputSchema>;
type GameCreate = z.output<typeof GameCreateSchema>;
type GameListQuery = z.output<typeof AdminGameListQuerySchema>;
export type Actor = Pick<AuditEntry, 'actor' | 'ip'>;
export type GamesAdmin = ReturnType<typeof createGamesAdmin>;

export interface GamesAdminDeps {
  db: Db;
  /** Drops the vendor lanes and everything read through them (the games service's invalidateVendors). */
  invalidateVendors: () => void;
  /** Drops the catalogue's hot games, counts and menus, and the lanes: a vendor is listed by its games. */
  invalidateCatalogue: () => void;
  now?: () => number;
}

const gameTypeRank = (gameType: string) => (GAME_TYPES as readonly string[]).indexOf(gameType);
const vendorLogo = (vassalage: string) => `/media/vendors/${vassalage}.svg`;
const gameArt = (id: number) => `/media/games/${id}.svg`;
/** Drawn artwork: the server's own address for it, with or without a version. */
const isDrawn = (url: string, own: string) => url === own || url.startsWith(`${own}?v=`);

function toAdminVendor(row: repo.VendorCounted): AdminVendor {
  return {
    vassalage: row.vassalage,
    displayName: row.displayName,
    gameType: row.gameType as GameType,
    accountTypeId: row.accountTypeId,
    walletMode: row.walletMode,
    isHot: row.isHot,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    logoUrl: row.logoUrl,
    launchUrl: row.launchUrl,
    gameCount: Number(row.gameCount),
    enabledGames: Number(row.enabledGames),
  };
}

function toAdminGame(row: repo.AdminGameRow): AdminGame {
  return {
    id: row.id,
    vassalage: row.vendor,
    vendorName: row.vendorName,
    gameType: row.gameType as GameType,
    gameCode: row.gameCode,
    nameEn: row.nameEn,
    nameTy: row.nameTy,
    classify: row.classify,
    minBet: formatCents(BigInt(row.minBetCents)),
    minLineNum: row.minLineNum,
    isHot: row.isHot,
    isNew: row.isNew,
    launchMode: row.launchMode,
    imageUrl: row.imageUrl,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

const invalid = (field: string, rule: string) =>
  new AppError('error_invalid_request', { fields: { [field]: rule } });

function checkClassify(gameType: string, classify: string): void {
  const known = GAME_CLASSIFICATIONS[gameType as GameType] ?? [];
  if (!known.includes(classify)) throw invalid('classify', `one of ${known.join(', ')}`);
}

/** `ids` names every member of `current` exactly once (a whole new order, nothing left out or added). */
export function isExactOrder<T>(ids: readonly T[], current: readonly T[]): boolean {
  const known = new Set(current);
  return ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
}

/** A unique index that a concurrent change won, as the catalogue error the operator would have got. */
function conflictOf(error: unknown): AppError | null {
  const constraint = uniqueViolation(error);
  if (constraint === 'games_vendor_code_uq') return new AppError('error_game_code_taken');
  if (constraint === 'vendors_pkey') return new AppError('error_vendor_exists');
  return null;
}

/** Row values of a game's fields; the drawn tile's address is settled once the id is known. */
const gameValues = (input: GameInput) => ({
  gameCode: input.gameCode,
  nameEn: input.nameEn,
  nameTy: input.nameTy,
  classify: input.classify,
  minBetCents: Number(parseCents(input.minBet)),
  minLineNum: input.minLineNum,
  isHot: input.isHot,
  isNew: input.isNew,
  launchMode: input.launchMode,
  enabled: input.enabled,
});

/** Whether the drawn tile would look different: it shows the English name, classification and marks. */
const artChanged = (before: repo.GameRow, input: GameInput) =>
  before.nameEn !== input.nameEn ||
  before.classify !== input.classify ||
  before.isHot !== input.isHot ||
  before.isNew !== input.isNew;

/**
 * The operators' game catalogue: vendors and games. Each change writes its audit row (before and after)
 * in the same transaction and, once committed, drops the public caches so the site shows it on the next
 * request. Drawn artwork gets a new `?v=` address when what it shows changes, so a week's browser cache
 * never shows the old one.
 */
export function createGamesAdmin({
  db,
  invalidateVendors,
  invalidateCatalogue,
  now = Date.now,
}: GamesAdminDeps) {
  async function change<T>(work: (tx: Tx) => Promise<T>, invalidate: () => void): Promise<T> {
    try {
      const result = await db.transaction(work);
      invalidate();
      return result;
    } catch (error) {
      throw conflictOf(error) ?? error;
    }
  }
  const version = () => now().toString(36);
  const gameOf = async (tx: Tx, id: number) => {
    const row = await repo.findGame(tx, id);
    if (!row) throw new AppError('error_not_found');
    return toAdminGame(row);
  };
  const counted = async (tx: Tx, vassalage: string) => {
    const row = await repo.findVendorCounted(tx, vassalage);
    if (!row) throw new AppError('error_not_found');
    return toAdminVendor(row);
  };

  const vendors = {
    /** Every vendor, by game type in navigation order, then display order. */
    list: async (): Promise<AdminVendor[]> =>
      (await repo.listVendorsCounted(db))
        .sort(
          (a, b) =>
            gameTypeRank(a.gameType) - gameTypeRank(b.gameType) ||
            a.sortOrder - b.sortOrder ||
            a.displayName.localeCompare(b.displayName),
        )
        .map(toAdminVendor),

    create: (input: VendorCreate, by: Actor) =>
      change(async (tx) => {
        await repo.lockAllVendors(tx);
        const clash = await repo.vendorClash(tx, input.vassalage, input.accountTypeId);
        if (clash) throw new AppError('error_vendor_exists', { fields: { [clash]: 'already used' } });
        const accountTypeId = input.accountTypeId ?? (await repo.nextAccountTypeId(tx));
        if (accountTypeId === null)
          throw new AppError('error_vendor_exists', { fields: { accountTypeId: 'none free' } });
        const row = await repo.insertVendor(tx, {
          ...input,
          accountTypeId,
          sortOrder: await repo.nextVendorSortOrder(tx, input.gameType),
          logoUrl: vendorLogo(input.vassalage),
        });
        if (!row) throw new AppError('error_vendor_exists');
        await writeAudit(tx, { ...by, action: 'games.vendor.create', before: null, after: row });
        return counted(tx, row.vassalage);
      }, invalidateVendors),

    update: (vassalage: string, input: VendorUpdate, by: Actor) =>
      change(async (tx) => {
        const before = await repo.lockVendor(tx, vassalage);
        if (!before) throw new AppError('error_not_found');
        let logoUrl = before.logoUrl;
        // The drawn logo and the vendor's drawn game tiles show its name.
        if (input.displayName !== before.displayName && isDrawn(before.logoUrl, vendorLogo(vassalage))) {
          const v = version();
          logoUrl = `${vendorLogo(vassalage)}?v=${v}`;
          await repo.reversionDrawnArt(tx, vassalage, v);
        }
        const after = await repo.updateVendor(tx, vassalage, { ...input, logoUrl });
        await writeAudit(tx, { ...by, action: 'games.vendor.update', before, after });
        return counted(tx, vassalage);
      }, invalidateVendors),

    order: (gameType: GameType, ids: string[], by: Actor) =>
      change(async (tx) => {
        const list = await repo.lockVendorsOfType(tx, gameType);
        const current = list.map((row) => row.vassalage);
        if (!isExactOrder(ids, current)) throw invalid('ids', 'every vendor of the game type, each once');
        const was = new Map(list.map((row) => [row.vassalage, row.sortOrder]));
        for (const [index, vassalage] of ids.entries()) {
          const sortOrder = (index + 1) * 10;
          if (was.get(vassalage) !== sortOrder) await repo.updateVendor(tx, vassalage, { sortOrder });
        }
        await writeAudit(tx, { ...by, action: 'games.vendor.order', before: current, after: ids });
        return null;
      }, invalidateVendors),
  };

  const games = {
    list: async (query: GameListQuery) => {
      const { rows, total } = await repo.listGames(
        db,
        {
          gameType: query.gameType,
          vendor: query.vassalage,
          name: query.name ? query.name.toLowerCase() : undefined,
          enabled: query.enabled,
        },
        { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      return { list: rows.map(toAdminGame), total, totalPages: Math.ceil(total / query.pageSize) };
    },

    create: (input: GameCreate, by: Actor) =>
      change(async (tx) => {
        // Locked so that two games added at once take different places in the vendor's order.
        const vendor = await repo.lockVendor(tx, input.vassalage);
        if (!vendor) throw invalid('vassalage', 'no such vendor');
        checkClassify(vendor.gameType, input.classify);
        if (await repo.isGameCodeTaken(tx, vendor.vassalage, input.gameCode, null))
          throw new AppError('error_game_code_taken');
        const inserted = await repo.insertGame(tx, {
          ...gameValues(input),
          vendor: vendor.vassalage,
          gameType: vendor.gameType,
          sortOrder: await repo.nextGameSortOrder(tx, vendor.vassalage),
          imageUrl: input.imageUrl,
        });
        if (!inserted) throw new AppError('error_game_code_taken');
        const row =
          input.imageUrl === ''
            ? await repo.updateGame(tx, inserted.id, { imageUrl: `${gameArt(inserted.id)}?v=${version()}` })
            : inserted;
        await writeAudit(tx, { ...by, action: 'games.game.create', before: null, after: row });
        return gameOf(tx, inserted.id);
      }, invalidateCatalogue),

    update: (id: number, input: GameInput, by: Actor) =>
      change(async (tx) => {
        const before = await repo.lockGame(tx, id);
        if (!before) throw new AppError('error_not_found');
        checkClassify(before.gameType, input.classify);
        const ceiling = houseMinBetCeiling(before.vendor, before.gameCode);
        if (ceiling !== null && parseCents(input.minBet) > ceiling)
          throw invalid('minBet', `at most ${formatCents(ceiling)}, the game's largest bet`);
        if (await repo.isGameCodeTaken(tx, before.vendor, input.gameCode, id))
          throw new AppError('error_game_code_taken');
        const drawn = input.imageUrl === '' || isDrawn(input.imageUrl, gameArt(id));
        const keepArt = isDrawn(before.imageUrl, gameArt(id)) && !artChanged(before, input);
        const imageUrl = !drawn
          ? input.imageUrl
          : keepArt
            ? before.imageUrl
            : `${gameArt(id)}?v=${version()}`;
        const after = await repo.updateGame(tx, id, { ...gameValues(input), imageUrl });
        await writeAudit(tx, { ...by, action: 'games.game.update', before, after });
        return gameOf(tx, id);
      }, invalidateCatalogue),

    order: (vassalage: string, ids: number[], by: Actor) =>
      change(async (tx) => {
        if (!(await repo.lockVendor(tx, vassalage))) throw invalid('vassalage', 'no such vendor');
        const list = await repo.lockGamesOfVendor(tx, vassalage);
        const current = list.map((row) => row.id);
        if (!isExactOrder(ids, current)) throw invalid('ids', 'every game of the vendor, each once');
        const was = new Map(list.map((row) => [row.id, row.sortOrder]));
        for (const [index, id] of ids.entries()) {
          const sortOrder = (index + 1) * 10;
          if (was.get(id) !== sortOrder) await repo.updateGame(tx, id, { sortOrder });
        }
        await writeAudit(tx, { ...by, action: 'games.game.order', before: current, after: ids });
        return null;
      }, invalidateCatalogue),
  };

  return { vendors, games };
}
