import {
  GameTypeSchema,
  VENDOR_CALL_MAX_SKEW_MS,
  formatCents,
  parseCents,
  type GameType,
  type VendorBetOutcome,
  type VendorBetReport,
  type VendorBetReportBodySchema,
  type VendorReportedBet,
} from '@swerte/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { AppError, isAppError } from '../../platform/errors.js';
import type { BetService } from '../wallet/bets/index.js';
import type { LedgerService } from '../wallet/ledger/index.js';
import { memberIdOf } from './vendor-auth.js';
import type { CallingVendor } from './vendor-wallet.service.js';
import { findGameName } from './vendor-wallet.repository.js';

export interface BetReportDeps {
  db: Db;
  bets: Pick<BetService, 'reportBet'>;
  ledger: Pick<LedgerService, 'getBalance'>;
  secretOf: (vendor: Pick<CallingVendor, 'vassalage'>) => string;
  now?: () => Date;
}

export type BetReportService = ReturnType<typeof createBetReportService>;

/**
 * The bets a transfer-mode vendor reports (POST /wps/vendor-wallet/bets). Each bet has its own
 * transaction: one refused bet (a conflict, a mirror that cannot cover the loss) leaves the others
 * recorded, and the answer says per bet what happened. A repeat is recognised by (vendor, betId) in
 * the bets service, so a vendor may resend a whole batch after a timeout.
 */
export function createBetReportService(deps: BetReportDeps) {
  const { db, bets, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  async function reportBets(
    vendor: CallingVendor,
    body: z.output<typeof VendorBetReportBodySchema>,
  ): Promise<VendorBetReport> {
    if (vendor.walletMode !== 'transfer') throw new AppError('error_vendor_wallet_mode');
    const gameType = GameTypeSchema.parse(vendor.gameType);
    const outcomes: VendorBetOutcome[] = [];
    for (const reported of body.bets) outcomes.push(await reportOne(vendor, gameType, reported));
    return { bets: outcomes };
  }

  async function reportOne(
    vendor: CallingVendor,
    gameType: GameType,
    reported: VendorReportedBet,
  ): Promise<VendorBetOutcome> {
    let memberId: number | null = null;
    try {
      memberId = memberIdOf(deps.secretOf(vendor), reported.playerId);
      // A bet cannot have been placed in the future; the clock allowance is the signed timestamp's.
      if (Date.parse(reported.placedAt) > now().getTime() + VENDOR_CALL_MAX_SKEW_MS)
        throw new AppError('error_invalid_request');
      const player = memberId;
      const result = await db.transaction(async (tx) => {
        const gameName = reported.gameName ?? (await findGameName(tx, vendor.vassalage, reported.gameCode));
        return bets.reportBet(tx, {
          memberId: player,
          vendor: vendor.vassalage,
          vendorBetId: reported.betId,
          gameType,
          gameCode: reported.gameCode,
          ...(gameName ? { gameName } : {}),
          stake: parseCents(reported.stake),
          validBet: parseCents(reported.validBet),
          payout: parseCents(reported.payout),
          status: reported.status,
          placedAt: new Date(reported.placedAt),
          settledAt: new Date(reported.settledAt),
        });
      });
      return {
        betId: reported.betId,
        result: result.replayed ? 'replayed' : 'accepted',
        balance: formatCents(result.balance),
      };
    } catch (error) {
      if (!isAppError(error)) throw error;
      // The tag checked out but no such member: to the vendor, equally a player it was never given.
      const code = error.code === 'error_not_found' ? 'error_player_not_found' : error.code;
      const balance =
        memberId !== null && code !== 'error_player_not_found'
          ? await mirrorOf(memberId, vendor.vassalage)
          : null;
      return {
        betId: reported.betId,
        result: 'refused',
        code,
        ...(balance === null ? {} : { balance: formatCents(balance) }),
      };
    }
  }

  const mirrorOf = async (memberId: number, vassalage: string) =>
    (await ledger.getBalance(memberId, db)).vendors.get(vassalage) ?? 0n;

  return { reportBets };
}
