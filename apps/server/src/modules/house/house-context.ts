import { HOUSE_GAMES, formatCents, type HouseGame, type Language } from '@swerte/contracts';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { memberIdOf, playerIdOf } from '../vendor-wallet/vendor-auth.js';
import type { CallingVendor, VendorWalletService } from '../vendor-wallet/vendor-wallet.service.js';
import * as repo from './house.repository.js';
import type { SeedService } from './seeds.service.js';

export interface HouseDeps {
  db: Db;
  vendorWallet: Pick<VendorWalletService, 'debit' | 'credit' | 'balance' | 'findVendor' | 'secretOf'>;
  seeds: SeedService;
  now: () => Date;
}

/** Who is playing which house game: what a game session stands for. */
export interface Player {
  memberId: number;
  /** The id the wallet knows the member by for this vendor. */
  playerId: string;
  game: HouseGame;
}

export type HouseContext = ReturnType<typeof createHouseContext>;

/**
 * What the slot and the table share: the catalogue row of each game, and the wallet calls the house
 * makes as a vendor (debit the stake, credit the payout, read the balance), keyed by the round.
 */
export function createHouseContext(deps: HouseDeps) {
  const { vendorWallet, now } = deps;

  async function callingVendor(game: HouseGame): Promise<CallingVendor> {
    const vendor = await vendorWallet.findVendor(HOUSE_GAMES[game].vendor);
    if (!vendor) throw new AppError('game_maintenance');
    return vendor;
  }

  /** The game's catalogue row; a game the operator switched off takes no new stakes. */
  async function gameRow(game: HouseGame): Promise<repo.HouseGameRow> {
    const row = await repo.findGame(deps.db, HOUSE_GAMES[game].vendor, HOUSE_GAMES[game].gameCode);
    if (!row) throw new AppError('game_maintenance');
    return row;
  }

  const timestamp = () => Math.floor(now().getTime() / 1000);

  return {
    ...deps,
    gameRow,
    gameName: (row: repo.HouseGameRow, language: Language) => (language === 'EN' ? row.nameEn : row.nameTy),
    playerIdFor: (memberId: number, game: HouseGame) =>
      playerIdOf(vendorWallet.secretOf({ vassalage: HOUSE_GAMES[game].vendor }), memberId),
    memberIdOf: (game: HouseGame, playerId: string) =>
      memberIdOf(vendorWallet.secretOf({ vassalage: HOUSE_GAMES[game].vendor }), playerId),
    /** Read before a transaction opens: the embedded database would wait on a read outside it. */
    callingVendor,
    async balance(player: Player): Promise<string> {
      return (await vendorWallet.balance(await callingVendor(player.game), player.playerId)).balance;
    },
    debit(tx: Tx, vendor: CallingVendor, player: Player, roundId: string, stake: bigint, gameName: string) {
      return vendorWallet.debit(
        vendor,
        {
          timestamp: timestamp(),
          playerId: player.playerId,
          txId: `${roundId}:bet`,
          roundId,
          gameCode: HOUSE_GAMES[player.game].gameCode,
          gameName,
          amount: formatCents(stake),
        },
        tx,
      );
    },
    credit(tx: Tx, vendor: CallingVendor, player: Player, roundId: string, payout: bigint) {
      return vendorWallet.credit(
        vendor,
        {
          timestamp: timestamp(),
          playerId: player.playerId,
          txId: `${roundId}:win`,
          roundId,
          amount: formatCents(payout),
        },
        tx,
      );
    },
  };
}
