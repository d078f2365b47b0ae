import { GameTypeSchema, TRIAL_ACCOUNT_TYPE, type GameType } from '@swerte/contracts';
import type { Db, Tx } from '../../../platform/db/client.js';
import type { DomainEventPayloads, EventOutbox } from '../../../platform/events/index.js';
import { AppError, isAppError } from '../../../platform/errors.js';
import type { MemberService } from '../../member/member.service.js';
import * as repo from './bets.repository.js';
import type { BonusService } from '../bonus/index.js';
import { accountKey, houseShardKey } from '../ledger/index.js';
import type { LedgerService, PostedEntry, PostInput } from '../ledger/index.js';

export type { BetRow } from './bets.repository.js';

export interface PlaceBetInput {
  memberId: number;
  /** The vendor's vassalage. */
  vendor: string;
  /** The vendor's own bet id: with `vendor`, what makes a report of the same bet a repeat. */
  vendorBetId: string;
  gameType: GameType;
  gameCode: string;
  gameName?: string;
  /** Cents, above zero. */
  stake: bigint;
  /** When the vendor says the bet was placed; now when left out. */
  placedAt?: Date;
  /**
   * The ledger account the stake leaves when it is not the member's wallet: a card room's table
   * balance (vendor:<member>:<vendor>), whose bets settlePot pays back into it.
   */
  account?: string;
}

/** One seat's bet in a pot: its result, and the account its payout goes to (the one it was staked from). */
export interface PotBetInput {
  vendor: string;
  vendorBetId: string;
  memberId: number;
  /** Cents returned, the stake included (0 for a seat that lost its whole stake). */
  payout: bigint;
  /** Cents of turnover; the stake when left out. */
  validBet?: bigint;
  account: string;
}

export interface SettleBetInput {
  vendor: string;
  vendorBetId: string;
  /** When given, a bet of another member is error_round_not_found (a vendor naming the wrong player). */
  memberId?: number;
  /** Cents returned to the member, the stake included (0 for a lost bet). */
  payout: bigint;
  /** The turnover that counts for rebates and bonus requirements (cents); the stake when left out. */
  validBet?: bigint;
  /** The wallet placeBet answered for this bet, so settling in the same round decides it only once. */
  wallet?: BetWallet;
}

/** What a bet is played with: cash, or a trial account's play money. */
export type BetWallet = 'cash' | 'play';

/** A bet a transfer-mode vendor played from the wallet it keeps, reported once it is closed. */
export interface ReportBetInput extends Omit<PlaceBetInput, 'placedAt'> {
  /** Cents, at most the stake; 0 for a void bet. */
  validBet: bigint;
  /** Cents returned, the stake included; 0 for a lost or void bet. */
  payout: bigint;
  status: 'settled' | 'void';
  placedAt: Date;
  settledAt: Date;
}

export interface BetResult {
  bet: repo.BetRow;
  /** The balance of the wallet the bet is paid from (cash, or play money for a trial account) after this call. */
  balance: bigint;
  /** Which wallet that is (for a reported bet: the vendor's, mirrored as cash). */
  wallet: BetWallet;
  /** True when the vendor had reported this before: nothing moved this time. */
  replayed: boolean;
}

export interface BetDeps {
  ledger: LedgerService;
  members: Pick<MemberService, 'accountTypeOf'>;
  /** How many sub-accounts house:game_revenue and house:play_money are split into (LEDGER_HOUSE_SHARDS). */
  houseShards: number;
  /** A settled bet's valid bet counts towards the member's locked bonuses. */
  bonuses: Pick<BonusService, 'addTurnover'>;
  events: Pick<EventOutbox, 'publish'>;
  /** The protection area's limits and blocks, judged for a member the bet insert found guarded. */
  protection: { checkStake: (tx: Tx, memberId: number) => Promise<void> };
}

export type BetService = ReturnType<typeof createBetService>;

/** Members whose wallet kind is kept in memory at most (about 50 bytes each). */
const WALLET_KINDS_KEPT = 200_000;

const VENDOR = /^[A-Za-z0-9_]{1,64}$/;
const VENDOR_BET_ID = /^[\x21-\x7E]{1,128}$/;

/**
 * Bets as game vendors report them: the stake leaves the member's wallet when the bet is placed
 * ('bet:<vendor>:<vendorBetId>'), the payout comes back when it settles ('payout:…', none for 0), a
 * void refunds the stake ('void:…'). A trial account plays with its play money against
 * house:play_money; everyone else with cash against house:game_revenue, each on the member's house
 * sub-account (ledger.keys houseShardKey), and a settled bet's valid bet goes to the member's bonus
 * turnover (bonus.service addTurnover). Every call runs in the caller's transaction without a
 * savepoint: a refused bet writes nothing (the ledger refuses before writing, and a refused stake takes
 * its bet row back), and each is idempotent: the unique (vendor, vendor_bet_id) and the ledger keys
 * turn a repeated or concurrent report into a replay.
 */
export function createBetService({ ledger, members, bonuses, houseShards, events, protection }: BetDeps) {
  // A member is a trial account from its creation or never (agents are approved from real members
  // only), so the decision is kept: the bet path reads no member row.
  const walletKinds = new Map<number, BetWallet>();

  /** The one decision of play money or cash, from the member's account type alone. */
  async function accountTypeOf(tx: Db | Tx, memberId: number): Promise<BetWallet> {
    const known = walletKinds.get(memberId);
    if (known) return known;
    const accountType = await members.accountTypeOf(memberId, tx);
    if (accountType === null) throw new AppError('error_not_found');
    const kind = accountType === TRIAL_ACCOUNT_TYPE ? 'play' : 'cash';
    if (walletKinds.size >= WALLET_KINDS_KEPT) walletKinds.delete(walletKinds.keys().next().value as number);
    walletKinds.set(memberId, kind);
    return kind;
  }

  async function walletOf(tx: Db | Tx, memberId: number, decided?: BetWallet) {
    const kind = decided ?? (await accountTypeOf(tx, memberId));
    return kind === 'play'
      ? {
          memberId,
          kind: 'play' as const,
          wallet: accountKey.play(memberId),
          house: houseShardKey('play_money', memberId, houseShards),
        }
      : {
          memberId,
          kind: 'cash' as const,
          wallet: accountKey.cash(memberId),
          house: houseShardKey('game_revenue', memberId, houseShards),
        };
  }
  type Wallet = Awaited<ReturnType<typeof walletOf>>;

  async function balanceOf(tx: Tx, wallet: Wallet, entry?: PostedEntry): Promise<bigint> {
    const posted = entry?.postings.find((p) => p.accountKey === wallet.wallet);
    if (posted && !entry?.replayed) return posted.balanceAfter;
    return (await ledger.getBalance(wallet.memberId, tx))[wallet.kind];
  }

  async function placeBet(tx: Tx, input: PlaceBetInput): Promise<BetResult> {
    const gameType = checkPlaced(input);
    const target = await walletOf(tx, input.memberId);
    const { house } = target;
    const wallet = input.account ?? target.wallet;
    const inserted = await repo.insertOpenBet(tx, {
      ...betIdentity(input, gameType),
      placedAt: input.placedAt,
    });
    if (!inserted) return replayPlaced(tx, input, target);
    const { guarded, ...bet } = inserted;
    // Only a member with a limit or a block pays for the check (the bet row counts in its sums).
    if (guarded && target.kind === 'cash')
      await protection.checkStake(tx, input.memberId).catch(async (error: unknown) => {
        if (isAppError(error)) await repo.deleteBet(tx, bet.id);
        throw error;
      });
    const entry = await ledger
      .post(tx, {
        idempotencyKey: `bet:${input.vendor}:${input.vendorBetId}`,
        kind: 'bet',
        memberId: input.memberId,
        actor: `vendor:${input.vendor}`,
        reference: { betId: bet.id, vendor: input.vendor, vendorBetId: input.vendorBetId },
        postings: [
          { accountKey: wallet, amount: -input.stake },
          { accountKey: house, amount: input.stake },
        ],
      })
      .catch(async (error: unknown) => {
        // The rare refusal pays one more statement so the common bet needs no savepoint.
        if (isAppError(error)) await repo.deleteBet(tx, bet.id);
        throw error;
      });
    return { bet, balance: await balanceOf(tx, target, entry), wallet: target.kind, replayed: false };
  }

  async function replayPlaced(tx: Tx, input: PlaceBetInput, target: Wallet): Promise<BetResult> {
    const bet = await repo.findBet(tx, input.vendor, input.vendorBetId);
    const same =
      bet?.memberId === input.memberId && bet.stake === input.stake && bet.gameCode === input.gameCode;
    if (!bet || !same) throw new AppError('error_idempotency_conflict');
    return { bet, balance: await balanceOf(tx, target), wallet: target.kind, replayed: true };
  }

  async function settleBet(tx: Tx, input: SettleBetInput): Promise<BetResult> {
    if (input.payout < 0n || (input.validBet ?? 0n) < 0n) throw new AppError('error_amount_invalid');
    const bet = await repo.closeOpenBet(tx, input, {
      status: 'settled',
      payout: input.payout,
      validBet: input.validBet ?? null,
    });
    if (!bet) {
      const found = await closedBet(tx, input, 'settled');
      if (found.payout !== input.payout || found.validBet !== (input.validBet ?? found.stake))
        throw new AppError('error_idempotency_conflict');
      const target = await walletOf(tx, found.memberId, input.wallet);
      return { bet: found, balance: await balanceOf(tx, target), wallet: target.kind, replayed: true };
    }
    await events.publish(tx, 'bet.settled', settledEvent(bet));
    const target = await walletOf(tx, bet.memberId, input.wallet);
    const { wallet, house } = target;
    const entry =
      input.payout === 0n
        ? undefined
        : await ledger.post(tx, payoutEntry(bet, input.payout, { wallet, house }));
    // After the payout, so a bonus unlocking now lands on top of it in the cash wallet.
    const unlocked = target.kind === 'cash' && (await bonuses.addTurnover(tx, bet.memberId, bet.validBet));
    const balance = await balanceOf(tx, target, unlocked ? undefined : entry);
    return { bet, balance, wallet: target.kind, replayed: false };
  }

  /**
   * A pot players staked between them (a card room's hand): every seat's bet closed with its result and
   * all payouts moved in one entry under `idempotencyKey`, each from the member's house sub-account (where
   * the stake went) to the account it was staked from. What the payouts leave of the stakes (the rake)
   * stays with the house. Exactly once: a bet no longer open is error_bet_closed and nothing moves.
   */
  async function settlePot(
    tx: Tx,
    input: {
      idempotencyKey: string;
      memberId: number | null;
      reference: Record<string, unknown>;
      bets: readonly PotBetInput[];
    },
  ): Promise<repo.BetRow[]> {
    const closed: { bet: repo.BetRow; target: Wallet; item: PotBetInput }[] = [];
    for (const item of input.bets) {
      if (item.payout < 0n || (item.validBet ?? 0n) < 0n) throw new AppError('error_amount_invalid');
      const bet = await repo.closeOpenBet(tx, item, {
        status: 'settled',
        payout: item.payout,
        validBet: item.validBet ?? null,
      });
      if (!bet) throw new AppError('error_bet_closed');
      closed.push({ bet, target: await walletOf(tx, item.memberId), item });
    }
    const postings = closed
      .filter(({ item }) => item.payout > 0n)
      .flatMap(({ target, item }) => [
        { accountKey: target.house, amount: -item.payout },
        { accountKey: item.account, amount: item.payout },
      ]);
    if (postings.length > 0) {
      const entry = await ledger.post(tx, {
        idempotencyKey: input.idempotencyKey,
        kind: 'pot',
        memberId: input.memberId,
        actor: `vendor:${closed[0]!.bet.vendor}`,
        reference: input.reference,
        postings,
      });
      // The bets were open, so their pot cannot have been paid: a replay means the two disagree.
      if (entry.replayed) throw new AppError('error_idempotency_conflict');
    }
    for (const { bet, target } of closed) {
      await events.publish(tx, 'bet.settled', settledEvent(bet));
      if (target.kind === 'cash') await bonuses.addTurnover(tx, bet.memberId, bet.validBet);
    }
    return closed.map(({ bet }) => bet);
  }

  /** Refunds an open bet's stake; a bet already voided is a replay, a settled one error_bet_closed. */
  async function voidBet(tx: Tx, input: { vendor: string; vendorBetId: string }): Promise<BetResult> {
    const bet = await repo.closeOpenBet(tx, input, { status: 'void', payout: 0n, validBet: 0n });
    if (!bet) {
      const found = await closedBet(tx, input, 'void');
      const target = await walletOf(tx, found.memberId);
      return { bet: found, balance: await balanceOf(tx, target), wallet: target.kind, replayed: true };
    }
    const target = await walletOf(tx, bet.memberId);
    const { wallet, house } = target;
    const entry = await ledger.post(tx, {
      idempotencyKey: `void:${bet.vendor}:${bet.vendorBetId}`,
      kind: 'void',
      memberId: bet.memberId,
      actor: `vendor:${bet.vendor}`,
      reference: { betId: bet.id, vendor: bet.vendor, vendorBetId: bet.vendorBetId },
      postings: [
        { accountKey: house, amount: -bet.stake },
        { accountKey: wallet, amount: bet.stake },
      ],
    });
    return { bet, balance: await balanceOf(tx, target, entry), wallet: target.kind, replayed: false };
  }

  /**
   * A bet a transfer-mode vendor settled (or voided) from the wallet it keeps for the member: the row
   * arrives closed, and its net (payout − stake) moves in one entry ('reported:<vendor>:<vendorBetId>')
   * between the member's vendor wallet and house:game_revenue, so the site's mirror of that wallet
   * follows the vendor's balance. A void bet moves nothing. Idempotent like placeBet: the same report
   * again is a replay, other content under the same id error_idempotency_conflict.
   */
  async function reportBet(tx: Tx, input: ReportBetInput): Promise<BetResult> {
    const gameType = GameTypeSchema.safeParse(input.gameType);
    const named = input.gameCode.length <= 128 && (input.gameName ?? '').length <= 200;
    if (!gameType.success || !named || !VENDOR.test(input.vendor) || !VENDOR_BET_ID.test(input.vendorBetId))
      throw new AppError('error_invalid_request');
    const voided = input.status === 'void';
    if (input.stake <= 0n || input.validBet < 0n || input.validBet > input.stake || input.payout < 0n)
      throw new AppError('error_amount_invalid');
    if (voided && (input.payout !== 0n || input.validBet !== 0n)) throw new AppError('error_amount_invalid');
    // Play money lives in the seamless wallet only: a vendor keeping its own wallet plays cash.
    if ((await accountTypeOf(tx, input.memberId)) === 'play') throw new AppError('in_need_true_account');
    const mirror = accountKey.vendor(input.memberId, input.vendor);
    const mirrorBalance = async () =>
      (await ledger.getBalance(input.memberId, tx)).vendors.get(input.vendor) ?? 0n;
    const { validBet, payout, status, placedAt, settledAt } = input;
    const bet = await repo.insertBet(tx, {
      ...betIdentity(input, gameType.data),
      validBet,
      payout,
      status,
      placedAt,
      settledAt,
    });
    if (!bet) {
      const found = await repo.findBet(tx, input.vendor, input.vendorBetId);
      if (!found || !sameReport(found, input)) throw new AppError('error_idempotency_conflict');
      return { bet: found, balance: await mirrorBalance(), wallet: 'cash', replayed: true };
    }
    const net = voided ? 0n : payout - input.stake;
    const entry =
      net === 0n
        ? undefined
        : await ledger
            .post(tx, {
              idempotencyKey: `reported:${input.vendor}:${input.vendorBetId}`,
              kind: net < 0n ? 'bet' : 'payout',
              memberId: input.memberId,
              actor: `vendor:${input.vendor}`,
              reference: { betId: bet.id, vendor: input.vendor, vendorBetId: input.vendorBetId },
              postings: [
                { accountKey: mirror, amount: net },
                { accountKey: houseShardKey('game_revenue', input.memberId, houseShards), amount: -net },
              ],
            })
            .catch(async (error: unknown) => {
              if (isAppError(error)) await repo.deleteBet(tx, bet.id);
              throw error;
            });
    if (!voided) {
      await bonuses.addTurnover(tx, input.memberId, validBet);
      await events.publish(tx, 'bet.settled', settledEvent(bet));
    }
    const posted = entry?.replayed ? undefined : entry?.postings.find((p) => p.accountKey === mirror);
    return { bet, balance: posted?.balanceAfter ?? (await mirrorBalance()), wallet: 'cash', replayed: false };
  }

  /**
   * The bet that closeOpenBet found no open row for: missing (or another member's: error_round_not_found
   * when the caller named the member, error_not_found otherwise), already closed the way asked (the
   * caller replays it), or closed the other way (error_bet_closed).
   */
  async function closedBet(
    tx: Tx,
    input: { vendor: string; vendorBetId: string; memberId?: number },
    closing: 'settled' | 'void',
  ): Promise<repo.BetRow> {
    const bet = await repo.findBet(tx, input.vendor, input.vendorBetId);
    if (input.memberId !== undefined && bet?.memberId !== input.memberId)
      throw new AppError('error_round_not_found');
    if (!bet) throw new AppError('error_not_found');
    if (bet.status === closing) return bet;
    throw new AppError('error_bet_closed');
  }

  /**
   * A settled bet's payout corrected (a sportsbook result corrected after settlement): the row takes the
   * new payout and only the difference moves, in one entry 'resettle:<vendor>:<vendorBetId>:<revision>'
   * (from the house to the member, or back). Run again after its commit it finds the payout already
   * corrected and moves nothing. A lower payout the member has already spent (the wallet holds less than
   * the difference; the ledger never takes it below zero) is not applied: the row keeps its payout,
   * nothing moves, and the answer says `parked` so the caller can queue it for an operator. Should the
   * balance fall between the check and the posting, the ledger refuses it and a retry parks it.
   */
  async function resettleBet(
    tx: Tx,
    input: { vendor: string; vendorBetId: string; payout: bigint; revision: string },
  ): Promise<{ before: bigint; moved: bigint; parked: boolean }> {
    if (input.payout < 0n) throw new AppError('error_amount_invalid');
    const corrected = await repo.correctPayout(tx, input.vendor, input.vendorBetId, input.payout);
    if (!corrected) throw new AppError('error_not_found');
    const moved = input.payout - corrected.before;
    if (moved !== 0n) {
      const target = await walletOf(tx, corrected.memberId);
      const { wallet, house } = target;
      if (moved < 0n && (await balanceOf(tx, target)) < -moved) {
        await repo.correctPayout(tx, input.vendor, input.vendorBetId, corrected.before);
        return { before: corrected.before, moved: 0n, parked: true };
      }
      await ledger.post(tx, {
        idempotencyKey: `resettle:${input.vendor}:${input.vendorBetId}:${input.revision}`,
        kind: 'payout',
        memberId: corrected.memberId,
        actor: `vendor:${input.vendor}`,
        reference: {
          betId: corrected.id,
          vendor: input.vendor,
          vendorBetId: input.vendorBetId,
          resettle: input.revision,
        },
        postings: [
          { accountKey: house, amount: -moved },
          { accountKey: wallet, amount: moved },
        ],
      });
    }
    return { before: corrected.before, moved, parked: false };
  }

  return {
    placeBet,
    settleBet,
    settlePot,
    voidBet,
    reportBet,
    resettleBet,
    /**
     * The member's wallet and house sub-account keys for a bet, decided as placeBet and settleBet decide
     * them, for a caller that posts the bet in a statement of its own (vendor-wallet's one-statement calls).
     */
    walletAccounts: (db: Db | Tx, memberId: number) => walletOf(db, memberId),
  };
}

/** A bet's identity as placeBet accepts it: its game type, or the refusal placeBet answers. */
function checkPlaced(input: PlaceBetInput): GameType {
  const gameType = GameTypeSchema.safeParse(input.gameType);
  const named = input.gameCode.length <= 128 && (input.gameName ?? '').length <= 200;
  if (!gameType.success || !named || !VENDOR.test(input.vendor) || !VENDOR_BET_ID.test(input.vendorBetId))
    throw new AppError('error_invalid_request');
  if (input.stake <= 0n) throw new AppError('error_amount_invalid');
  return gameType.data;
}

/** Whether placeBet would take this bet's identity and stake (it may still refuse for the balance). */
export function isPlaceable(input: PlaceBetInput): boolean {
  try {
    checkPlaced(input);
    return true;
  } catch {
    return false;
  }
}

/** Whether a stored bet is what the report says (the name aside: the catalogue may have filled it in). */
function sameReport(bet: repo.BetRow, input: ReportBetInput): boolean {
  return (
    bet.memberId === input.memberId &&
    bet.gameCode === input.gameCode &&
    bet.stake === input.stake &&
    bet.validBet === input.validBet &&
    bet.payout === input.payout &&
    bet.status === input.status &&
    bet.placedAt.getTime() === input.placedAt.getTime() &&
    bet.settledAt?.getTime() === input.settledAt.getTime()
  );
}

/** The `bet.settled` event of a bet just settled (one by one, in bulk or reported closed). */
export function settledEvent(bet: {
  id: number;
  memberId: number;
  vendor: string;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
}): DomainEventPayloads['bet.settled'] {
  return {
    betId: bet.id,
    memberId: bet.memberId,
    vendor: bet.vendor,
    stakeCents: String(bet.stake),
    validBetCents: String(bet.validBet),
    payoutCents: String(bet.payout),
  };
}

/**
 * The entry of a winning bet's payout, the same whether the bet settles alone or in bulk, so a bet
 * settled both ways is paid once (its key) and reads alike in the records.
 */
export function payoutEntry(
  bet: { id: number; memberId: number; vendor: string; vendorBetId: string },
  payout: bigint,
  accounts: { wallet: string; house: string },
): PostInput {
  return {
    idempotencyKey: `payout:${bet.vendor}:${bet.vendorBetId}`,
    kind: 'payout',
    memberId: bet.memberId,
    actor: `vendor:${bet.vendor}`,
    reference: { betId: bet.id, vendor: bet.vendor, vendorBetId: bet.vendorBetId },
    postings: [
      { accountKey: accounts.house, amount: -payout },
      { accountKey: accounts.wallet, amount: payout },
    ],
  };
}

/** The columns a bet row takes from the vendor's report, placed or already closed alike. */
function betIdentity(input: PlaceBetInput, gameType: GameType) {
  return {
    memberId: input.memberId,
    vendor: input.vendor,
    vendorBetId: input.vendorBetId,
    gameType,
    gameCode: input.gameCode,
    gameName: input.gameName ?? '',
    stake: input.stake,
  };
}
