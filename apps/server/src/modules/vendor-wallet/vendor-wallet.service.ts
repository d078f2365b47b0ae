import {
  GameTypeSchema,
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
import type { EventOutbox } from '../../platform/events/index.js';
import { sha256 } from '../../platform/tokens.js';
import { isPlaceable, type BetService } from '../wallet/bets/index.js';
import { InsufficientBalance, parseAccountKey, type LedgerService } from '../wallet/ledger/index.js';
import type { LaunchTokens } from './launch-tokens.js';
import { memberIdOf, playerIdOf, vendorSecret } from './vendor-auth.js';
import * as repo from './vendor-wallet.repository.js';

export interface VendorWalletDeps {
  db: Db;
  serverKey: string;
  bets: BetService;
  ledger: Pick<LedgerService, 'getBalance'>;
  launchTokens: LaunchTokens;
  /** Who a bet.settled event goes to, for the credit that writes it in one statement. */
  events: Pick<EventOutbox, 'subscribers'>;
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
 * money call runs in one transaction that files its txId with its answer (fileOnce), so a repeat replays
 * that answer, and a refused call leaves nothing behind.
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

  // Game names change only by an operator's hand, which drops this with the vendor rows.
  const gameNames = cachedByKey(VENDOR_CACHE_MS, 10_000, ([vassalage, gameCode]: [string, string]) =>
    repo.findGameName(db, vassalage, gameCode),
  );

  async function walletOf(memberId: number, tx: Db | Tx) {
    // The bets area decides play money or cash once per member and keeps it: after the launch, the
    // money calls read no member row.
    const { kind } = await bets.walletAccounts(tx, memberId).catch((error: unknown) => {
      throw isAppError(error) && error.code === 'error_not_found'
        ? new AppError('error_player_not_found')
        : error;
    });
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

  /** A repeat of a filed txId: its first answer when it asked the same, else a conflict. */
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
   * A money call in one transaction whose txId is filed last, with its answer: the common call pays no
   * claim and no second write. A repeat shows itself on the way (the bet it names exists, or is closed):
   * when its txId was filed before, the call rolls back and answers as that one did; a repeat racing the
   * first waits on the bet row, then finds the first's txId. A txId filed meanwhile by another request
   * (a rollback's tombstone) makes the insert fail: this call's money rolls back and it answers as a repeat.
   */
  async function fileOnce(
    vendor: CallingVendor,
    txId: string,
    record: repo.VendorTx,
    move: (tx: Tx) => Promise<bigint>,
  ): Promise<VendorTxResult> {
    try {
      return await db.transaction(async (tx) => {
        const balanceAfter = await move(tx).catch(async (error: unknown) => {
          const found = isAppError(error) ? await repo.lockTx(tx, vendor.vassalage, txId) : null;
          throw found ? new Repeat(found) : error;
        });
        const answered = { balance: formatCents(balanceAfter) };
        if (!(await repo.recordTx(tx, vendor.vassalage, txId, { ...record, answer: answered })))
          throw new Repeat(await repo.lockTx(tx, vendor.vassalage, txId));
        return { ...answered, replayed: false };
      });
    } catch (error) {
      if (error instanceof Repeat) return replay(error.found, record.op, record.requestHash);
      throw error;
    }
  }

  async function debit(vendor: CallingVendor, body: VendorDebitBody): Promise<VendorTxResult> {
    seamlessOnly(vendor);
    if (!vendor.enabled) throw new AppError('error_forbidden');
    const memberId = memberIdOf(secretOf(vendor), body.playerId);
    const requestHash = sha256(JSON.stringify([memberId, body.roundId, body.gameCode, body.amount]));
    const gameType = GameTypeSchema.parse(vendor.gameType);
    const stake = parseCents(body.amount);
    // Vendors report the game code as played; a game missing from the catalogue is still a real bet.
    const gameName = body.gameName ?? (await gameNames.get([vendor.vassalage, body.gameCode]));
    const placed = {
      memberId,
      vendor: vendor.vassalage,
      vendorBetId: body.roundId,
      gameType,
      gameCode: body.gameCode,
      ...(gameName ? { gameName } : {}),
      stake,
    };
    if (isPlaceable(placed)) {
      const { wallet, house } = await bets.walletAccounts(db, memberId);
      const atOnce = await repo.debitAtOnce(db, {
        vendor: vendor.vassalage,
        txId: body.txId,
        memberId,
        roundId: body.roundId,
        gameType,
        gameCode: body.gameCode,
        gameName: gameName ?? '',
        stake,
        requestHash,
        accounts: [parseAccountKey(wallet), parseAccountKey(house)],
      });
      if (atOnce !== null) return { balance: formatCents(atOnce), replayed: false };
    }
    const record = newTx('debit', memberId, body.roundId, stake, requestHash);
    return fileOnce(vendor, body.txId, record, async (tx) => {
      const placedNow = await bets.placeBet(tx, placed).catch((error: unknown) => {
        // A bet already on the round with other content is another debit's.
        if (isAppError(error) && error.code === 'error_idempotency_conflict')
          throw new AppError('error_round_exists');
        // The ledger says what the wallet held when it refused: no second read.
        if (error instanceof InsufficientBalance)
          throw new AppError(error.code, { balance: formatCents(error.balance) });
        throw error;
      });
      if (placedNow.replayed) throw new AppError('error_round_exists');
      return placedNow.balance;
    });
  }

  async function credit(vendor: CallingVendor, body: VendorCreditBody): Promise<VendorTxResult> {
    seamlessOnly(vendor);
    const memberId = memberIdOf(secretOf(vendor), body.playerId);
    const requestHash = sha256(JSON.stringify([memberId, body.roundId, body.amount, body.validBet ?? null]));
    const payout = parseCents(body.amount);
    const validBet = body.validBet === undefined ? null : parseCents(body.validBet);
    if (payout >= 0n && (validBet ?? 0n) >= 0n) {
      const { kind, wallet, house } = await bets.walletAccounts(db, memberId);
      const atOnce = await repo.creditAtOnce(db, {
        vendor: vendor.vassalage,
        txId: body.txId,
        memberId,
        roundId: body.roundId,
        payout,
        validBet,
        requestHash,
        countsTurnover: kind === 'cash',
        handlers: deps.events.subscribers('bet.settled'),
        accounts: [parseAccountKey(house), parseAccountKey(wallet)],
      });
      if (atOnce !== null) return { balance: formatCents(atOnce), replayed: false };
    }
    const record = newTx('credit', memberId, body.roundId, payout, requestHash);
    return fileOnce(vendor, body.txId, record, async (tx) => {
      const settled = await bets
        .settleBet(tx, {
          vendor: vendor.vassalage,
          vendorBetId: body.roundId,
          memberId,
          payout,
          ...(validBet === null ? {} : { validBet }),
        })
        .catch((error: unknown) => {
          throw isAppError(error) && error.code === 'error_idempotency_conflict'
            ? new AppError('error_bet_closed')
            : error;
        });
      // The round was settled before, and not under this txId: one round is paid once.
      if (settled.replayed) throw new AppError('error_bet_closed');
      return settled.balance;
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
      if (await repo.recordTx(tx, vendor.vassalage, body.txId, tombstone))
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
    invalidateVendors: () => {
      vendorCache.invalidate();
      gameNames.invalidate();
    },
  };
}

/** Inside fileOnce: the call turned out to repeat a filed txId; its transaction rolls back. */
class Repeat extends Error {
  constructor(readonly found: repo.VendorTx | null) {
    super('repeated vendor txId');
  }
}
