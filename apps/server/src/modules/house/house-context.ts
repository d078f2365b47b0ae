import { GameTypeSchema, HOUSE_GAMES, type HouseGame, type Language } from '@swerte/contracts';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { BetService, BetWallet } from '../wallet/bets/index.js';
import { memberIdOf, playerIdOf } from '../vendor-wallet/vendor-auth.js';
import type { CallingVendor, VendorWalletService } from '../vendor-wallet/vendor-wallet.service.js';
import * as repo from './house.repository.js';
import type { SeedService } from './seeds.service.js';

/**
 * The wallet as the house calls it, in process: cents and a member id, in the round's transaction.
 * Third-party vendors reach the same bets through the signed HTTP protocol (modules/vendor-wallet).
 */
export type HouseWallet = Pick<BetService, 'placeBet' | 'settleBet'>;

/** What a stake answered: the balance after it, and the wallet it came from, for the round's payout. */
export interface Staked {
  balance: bigint;
  wallet: BetWallet;
}

export interface HouseDeps {
  db: Db;
  vendorWallet: Pick<VendorWalletService, 'balance' | 'findVendor' | 'secretOf'>;
  wallet: HouseWallet;
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
  const { vendorWallet } = deps;

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
    /** Stakes the round: the round id is the bet's id, so a round is staked once. */
    async debit(
      tx: Tx,
      vendor: CallingVendor,
      player: Player,
      roundId: string,
      stake: bigint,
      gameName: string,
    ): Promise<Staked> {
      // A switched-off vendor only finishes what it started, as a third-party one does.
      if (!vendor.enabled) throw new AppError('error_forbidden');
      const placed = await deps.wallet.placeBet(tx, {
        memberId: player.memberId,
        vendor: vendor.vassalage,
        vendorBetId: roundId,
        gameType: GameTypeSchema.parse(vendor.gameType),
        gameCode: HOUSE_GAMES[player.game].gameCode,
        gameName,
        stake,
      });
      if (placed.replayed) throw new AppError('error_round_exists');
      return { balance: placed.balance, wallet: placed.wallet };
    },
    /** Pays the round (0 for a lost one); `wallet` is what the stake answered, when in the same call. */
    async credit(
      tx: Tx,
      vendor: CallingVendor,
      player: Player,
      roundId: string,
      payout: bigint,
      wallet?: BetWallet,
      /** The round's turnover when not its whole stake (a baccarat push returns stakes that are not turnover). */
      validBet?: bigint,
    ): Promise<bigint> {
      const settled = await deps.wallet.settleBet(tx, {
        vendor: vendor.vassalage,
        vendorBetId: roundId,
        memberId: player.memberId,
        payout,
        ...(wallet ? { wallet } : {}),
        ...(validBet === undefined ? {} : { validBet }),
      });
      if (settled.replayed) throw new AppError('error_bet_closed');
      return settled.balance;
    },
  };
}
