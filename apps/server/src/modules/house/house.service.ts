import type { HouseGame, HouseRound, Language } from '@swerte/contracts';
import { AppError } from '../../platform/errors.js';
import type { VendorWalletService } from '../vendor-wallet/vendor-wallet.service.js';
import { createBaccaratService } from './baccarat.service.js';
import { createHouseContext, type HouseDeps } from './house-context.js';
import { createHouseSessionService } from './house-session.service.js';
import * as repo from './house.repository.js';
import { toHouseRound } from './round-view.js';
import { createSeedService } from './seeds.service.js';
import { createSlotService } from './slot.service.js';
import { createFishingService } from './fishing.service.js';
import { createLiveTablesService, type LiveTablesDeps } from './live/live-tables.service.js';

export type HouseService = ReturnType<typeof createHouseService>;

/** The built-in vendor: game sessions, fairness, the slot, the baccarat table, the live tables, fishing and game recall. */
export function createHouseService(
  deps: Omit<HouseDeps, 'seeds' | 'now'> &
    Omit<LiveTablesDeps, 'house'> & {
      vendorWallet: HouseDeps['vendorWallet'] & Pick<VendorWalletService, 'authenticate'>;
      now?: () => Date;
    },
) {
  const now = deps.now ?? (() => new Date());
  const seeds = createSeedService({ db: deps.db, now });
  const house = createHouseContext({ ...deps, seeds, now });
  const sessions = createHouseSessionService(house, deps.vendorWallet);

  /** Game recall: one of the member's rounds, its server seed shown once the pair is revealed. */
  async function getRound(memberId: number, roundId: string, language: Language): Promise<HouseRound> {
    const row = await repo.findRound(deps.db, roundId);
    if (row?.memberId !== memberId) throw new AppError('error_round_not_found');
    const game = await house.gameRow(row.game);
    const dealtOn = row.seedId ? (await repo.findSeeds(deps.db, [row.seedId])).get(row.seedId) : undefined;
    // A round not dealt yet will be dealt on the member's active pair.
    const seed = dealtOn ?? (await deps.db.transaction((tx) => seeds.lockActive(tx, memberId)));
    return toHouseRound(row, seed, game, language);
  }

  return {
    sessions,
    seeds,
    slot: createSlotService(house),
    fishing: createFishingService(house),
    baccarat: createBaccaratService(house),
    live: createLiveTablesService({ house, betSettlement: deps.betSettlement, broadcast: deps.broadcast }),
    getRound,
    /** Which house game a game session plays: its calls are refused for the other game. */
    player: (header: unknown, game?: HouseGame) => sessions.resolve(header, game),
  };
}
