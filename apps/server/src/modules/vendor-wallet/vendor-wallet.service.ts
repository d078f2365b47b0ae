import {
  GameTypeSchema,
  TRIAL_ACCOUNT_TYPE,
  formatCents,
  parseCents,
  type VendorCreditBody,
  type VendorDebitBody,
  type VendorPlayer,
  type VendorRollbackBody,
  type VendorTxResult,
} from '@swerte/contracts';
import { cachedByKey } from '../../platform/cache.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError, isAppError } from '../../platform/errors.js';
import { sha256 } from '../../platform/tokens.js';
import type { MemberService } from '../member/member.service.js';
import type { BetService } from '../wallet/bets/index.js';
import { InsufficientBalance, type LedgerService } from '../wallet/ledger/index.js';
import type { LaunchTokens } from './launch-tokens.js';
import { memberIdOf, playerIdOf, vendorSecret } from './vendor-auth.js';
import * as repo from './vendor-wallet.repository.js';

export interface VendorWalletDeps {
  db: Db;
  serverKey: string;
  bets: BetService;
  ledger: Pick<LedgerService, 'getBalance'>;
  members: Pick<MemberService, 'accountTypeOf'>;
  launchTokens: LaunchTokens;
}

/**
 * Vendor rows are read on every signed call; kept this long, and dropped at once when an operator
 * changes a vendor (games admin's invalidateVendors).
 */
const VENDOR_CACHE_MS = 5_000;

/** The calling vendor, as the signature check found it. */
export interface CallingVendor {
  vassalage: string;
  gameType: string;
  /** A switched-off vendor may only finish what it started: no new players, no new stakes. */
  enabled: boolean;
  /** seamless: the money calls are its; transfer: it keeps the wallet and reports bets instead. */
  walletMode: 'seamless' | 'transfer';
}

/** The calls that move or read the member's money here are a seamless vendor's only. */
function seamlessOnly(vendor: CallingVendor): void {
  if (vendor.walletMode !== 'seamless') throw new AppError('error_vendor_wallet_mode');
}

export type VendorWalletService = ReturnType<typeof createVendorWalletService>;

/**
 * The seamless wallet as vendors see it (conventions in packages/contracts/src/vendor-wallet.ts). Each
 * money call runs in one transaction: the txId is claimed first, so concurrent repeats wait for the
 * first and then replay its answer, and a refused call rolls the claim back with everything else.
 */
export function createVendorWalletService(deps: VendorWalletDeps) {
  const { db, bets, ledger } = deps;
  const secretOf = (vendor: Pick<CallingVendor, 'vassalage'>) =>
    vendorSecret(deps.serverKey, vendor.vassalage);

  const vendorCache = cachedByKey(
    VENDOR_CACHE_MS,
    1_000,
    (vassalage: string) => repo.findVendor(db, vassalage),
    {
      keyOf: (vassalage) => vassalage,
    },
  );

  async function walletOf(memberId: number, tx: Db | Tx) {
    const accountType = await deps.members.accountTypeOf(memberId, tx);
    if (accountType === null) throw new AppError('error_player_not_found');
    const kind = accountType === TRIAL_ACCOUNT_TYPE ? ('play' as const) : ('cash' as const);
    const balance = async () => (await ledger.getBalance(memberId, tx))[kind];
    return { memberId, kind, balance };
  }

  async function authenticate(vendor: CallingVendor, launchToken: string): Promise<VendorPlayer> {
    if (!vendor.enabled) throw new AppError('error_forbidden');
    const { memberId } = await deps.launchTokens.consumeLaunchToken(launchToken, vendor.vassalage);
    const wallet = await walletOf(memberId, db);
    const playerId = playerIdOf(secretOf(vendor), memberId);
    if (vendor.walletMode === 'transfer') {
      // The vendor keeps this wallet; what it starts from is what the member moved in, as mirrored here.
      if (wallet.kind === 'play') throw new AppError('in_need_true_account');
      const inVendor = (await ledger.getBalance(memberId, db)).vendors.get(vendor.vassalage) ?? 0n;
      return { playerId, currency: 'PHP', balance: formatCents(inVendor) };
    }
    return {
      playerId,
      currency: wallet.kind === 'play' ? 'PLAY' : 'PHP',
      balance: formatCents(await wallet.balance()),
    };
  }

  async function balance(vendor: CallingVendor, playerId: string) {
    seamlessOnly(vendor);
    const wallet = await walletOf(memberIdOf(secretOf(vendor), playerId), db);
    return { balance: formatCents(await wallet.balance()) };
  }

  /** A repeat of a claimed txId: its first answer when it asked the same, else a conflict. */
  function replay(found: repo.VendorTx | null, op: repo.VendorTx['op'], requestHash: string): VendorTxResult {
    if (found?.op === 'rollback' && op === 'debit') throw new AppError('error_tx_rolled_back');
    if (!found?.answer || found.op !== op || found.requestHash !== requestHash)
      throw new AppError('error_idempotency_conflict');
    return { balance: found.answer.balance, replayed: true };
  }

  const newTx = (
    op: repo.VendorTx['op'],
    memberId: number,
    roundId: string | null,
    amount: bigint | null,
    requestHash: string,
  ): repo.VendorTx => ({ op, memberId, roundId, amount, requestHash, answer: null, rollbackAnswer: null });

  /**
   * A call's own transaction; inside `outer` (the house playing a round in one transaction) it is a
   * savepoint of it, so the round's other rows commit or roll back with the money.
   */
  const inTransaction = <T>(outer: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> =>
    outer ? outer.transaction(work) : db.transaction(work);

  async function debit(vendor: CallingVendor, body: VendorDebitBody, outer?: Tx): Promise<VendorTxResult> {
    seamlessOnly(vendor);
    if (!vendor.enabled) throw new AppError('error_forbidden');
    const memberId = memberIdOf(secretOf(vendor), body.playerId);
    const requestHash = sha256(JSON.stringify([memberId, body.roundId, body.gameCode, body.amount]));
    const gameType = GameTypeSchema.parse(vendor.gameType);
    const stake = parseCents(body.amount);
    return inTransaction(outer, async (tx) => {
      const record = newTx('debit', memberId, body.roundId, stake, requestHash);
      if (!(await repo.claimTx(tx, vendor.vassalage, body.txId, record)))
        return replay(await repo.lockTx(tx, vendor.vassalage, body.txId), 'debit', requestHash);
      // Vendors report the game code as played; a game missing from the catalogue is still a real bet.
      const gameName = body.gameName ?? (await repo.findGameName(tx, vendor.vassalage, body.gameCode));
      const placed = await bets
        .placeBet(tx, {
          memberId,
          vendor: vendor.vassalage,
          vendorBetId: body.roundId,
          gameType,
          gameCode: body.gameCode,
          ...(gameName ? { gameName } : {}),
          stake,
        })
        .catch((error: unknown) => {
          // The txId is new, so a bet already on the round is another debit's.
          if (isAppError(error) && error.code === 'error_idempotency_conflict')
            throw new AppError('error_round_exists');
          // The ledger says what the wallet held when it refused: no second read.
          if (error instanceof InsufficientBalance)
            throw new AppError(error.code, { balance: formatCents(error.balance) });
          throw error;
        });
      if (placed.replayed) throw new AppError('error_round_exists');
      return answer(tx, vendor, body.txId, placed.balance);
    });
  }

  async function credit(vendor: CallingVendor, body: VendorCreditBody, outer?: Tx): Promise<VendorTxResult> {
    seamlessOnly(vendor);
    const memberId = memberIdOf(secretOf(vendor), body.playerId);
    const requestHash = sha256(JSON.stringify([memberId, body.roundId, body.amount, body.validBet ?? null]));
    const payout = parseCents(body.amount);
    return inTransaction(outer, async (tx) => {
      const record = newTx('credit', memberId, body.roundId, payout, requestHash);
      if (!(await repo.claimTx(tx, vendor.vassalage, body.txId, record)))
        return replay(await repo.lockTx(tx, vendor.vassalage, body.txId), 'credit', requestHash);
      const settled = await bets
        .settleBet(tx, {
          vendor: vendor.vassalage,
          vendorBetId: body.roundId,
          memberId,
          payout,
          ...(body.validBet === undefined ? {} : { validBet: parseCents(body.validBet) }),
        })
        .catch((error: unknown) => {
          throw isAppError(error) && error.code === 'error_idempotency_conflict'
            ? new AppError('error_bet_closed')
            : error;
        });
      // The txId is new, so the round was settled by another credit: one round is paid once.
      if (settled.replayed) throw new AppError('error_bet_closed');
      return answer(tx, vendor, body.txId, settled.balance);
    });
  }

  async function rollback(vendor: CallingVendor, body: VendorRollbackBody): Promise<VendorTxResult> {
    seamlessOnly(vendor);
    const memberId = memberIdOf(secretOf(vendor), body.playerId);
    return db.transaction(async (tx) => {
      const wallet = await walletOf(memberId, tx);
      const answered = { balance: formatCents(await wallet.balance()) };
      const tombstone: repo.VendorTx = {
        ...newTx('rollback', memberId, null, null, sha256(JSON.stringify([memberId]))),
        answer: answered,
      };
      // The debit has not arrived (or never will): remember the rollback so a late debit is refused.
      if (await repo.claimTx(tx, vendor.vassalage, body.txId, tombstone))
        return { ...answered, replayed: false };
      const found = await repo.lockTx(tx, vendor.vassalage, body.txId);
      if (found?.memberId !== memberId || found.op === 'credit')
        throw new AppError('error_idempotency_conflict');
      if (found.op === 'rollback') return replay(found, 'rollback', found.requestHash);
      if (found.rollbackAnswer) return { balance: found.rollbackAnswer.balance, replayed: true };
      const voided = await bets.voidBet(tx, { vendor: vendor.vassalage, vendorBetId: found.roundId ?? '' });
      const result = { balance: formatCents(voided.balance) };
      await repo.rollBackTx(tx, vendor.vassalage, body.txId, result);
      return { ...result, replayed: false };
    });
  }

  async function answer(tx: Tx, vendor: CallingVendor, txId: string, balanceAfter: bigint) {
    const result = { balance: formatCents(balanceAfter) };
    await repo.answerTx(tx, vendor.vassalage, txId, result);
    return { ...result, replayed: false };
  }

  return {
    authenticate,
    balance,
    debit,
    credit,
    rollback,
    /** The vendor's HMAC secret: what the operator gives the vendor, what its calls are signed with. */
    secretOf,
    findVendor: (vassalage: string) => vendorCache.get(vassalage),
    /** Drops the cached vendor rows: an operator changed a vendor. */
    invalidateVendors: () => vendorCache.invalidate(),
  };
}
