import { GAME_ENTRY_VENDOR, type Game, type GameType, type Language } from '@swerte/contracts';
import type * as repo from './catalogue.repository.js';
import { isRealMoneyOnly } from './launch.service.js';

function centsToMoney(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function toGame(row: repo.GameRow, language: Language): Game {
  return {
    nodeId: row.id,
    gameCode: row.gameCode,
    gameName: language === 'EN' ? row.nameEn : row.nameTy,
    vassalage: row.vendor,
    vendorName: row.vendorName,
    gameType: row.gameType as GameType,
    gameClassify: row.classify,
    minBet: centsToMoney(row.minBetCents),
    minLineNum: row.minLineNum,
    isHot: row.isHot ? 1 : 0,
    isNew: row.isNew ? 1 : 0,
    imageUrl: row.imageUrl,
    launchMode: row.launchMode,
    isRealMoneyOnly: isRealMoneyOnly(row.vendorWalletMode),
  };
}

/**
 * A hot vendor as an entry of the hot list (§3 isGame VASSALAGE): it opens the vendor's games in a
 * popup. The negated accountTypeId keeps its nodeId apart from every game's (ids start at 1).
 */
export function toVendorEntry(row: repo.HotVendorRow): Game {
  return {
    nodeId: -row.accountTypeId,
    gameCode: row.vassalage,
    gameName: row.displayName,
    vassalage: row.vassalage,
    vendorName: row.displayName,
    gameType: row.gameType as GameType,
    gameClassify: '',
    minBet: '0.00',
    minLineNum: 0,
    isHot: 1,
    isNew: 0,
    imageUrl: row.logoUrl,
    launchMode: 'iframe',
    isRealMoneyOnly: isRealMoneyOnly(row.walletMode),
    isGame: GAME_ENTRY_VENDOR,
  };
}

/** Each hot vendor's entry leads its own hot games; vendors in display order. */
export function withVendorEntries(
  games: readonly (repo.GameRow & { vendorSortOrder: number })[],
  hotVendors: readonly repo.HotVendorRow[],
  language: Language,
): Game[] {
  const items = [
    ...hotVendors.map((row) => ({
      order: row.sortOrder,
      vendor: row.vassalage,
      rank: 0,
      game: toVendorEntry(row),
    })),
    ...games.map((row) => ({
      order: row.vendorSortOrder,
      vendor: row.vendor,
      rank: 1,
      game: toGame(row, language),
    })),
  ];
  // Stable: a vendor's games keep the order they were read in.
  items.sort(
    (a, b) =>
      a.order - b.order || (a.vendor < b.vendor ? -1 : a.vendor > b.vendor ? 1 : 0) || a.rank - b.rank,
  );
  return items.map((item) => item.game);
}
