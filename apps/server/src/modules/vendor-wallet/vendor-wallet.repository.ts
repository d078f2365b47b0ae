import { and, eq, sql } from 'drizzle-orm';
import { games, vendors, vendorTransactions, type VendorTxAnswer } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { sqlStateOf } from '../../platform/db/errors.js';
import { preparedOnce } from '../../platform/db/prepared.js';

/** What a vendor txId did: its first answer, replayed to every repeat of it. */
export interface VendorTx {
  /** `rollback`: a tombstone, the rollback of a txId that was never debited. */
  op: 'debit' | 'credit' | 'rollback';
  memberId: number;
  roundId: string | null;
  /** Cents moved: the stake of a debit, the payout of a credit; null for a tombstone. */
  amount: bigint | null;
  /** sha256 of the request's own fields, so a txId reused for a different request is told apart. */
  requestHash: string;
  answer: VendorTxAnswer | null;
  /** The answer of the rollback that cancelled this debit. */
  rollbackAnswer: VendorTxAnswer | null;
}

const param = (name: string) => sql.placeholder(name);

const byTx = (vendor: string, txId: string) =>
  and(eq(vendorTransactions.vendor, vendor), eq(vendorTransactions.txId, txId));

/**
 * Files the txId with what the call did; false when another call had it (that call has committed by
 * now: the unique (vendor, tx_id) index makes a concurrent insert wait for the first one's transaction).
 */
export async function recordTx(tx: Tx, vendor: string, txId: string, record: VendorTx): Promise<boolean> {
  // Every money call ends with this insert: a named prepared statement, planned once per connection.
  const rows = await tx
    .insert(vendorTransactions)
    .values({
      vendor: sql`${param('vendor')}::text`,
      txId: sql`${param('txId')}::text`,
      op: sql`${param('op')}::text`,
      status: sql`${param('status')}::text`,
      memberId: sql`${param('memberId')}::bigint`,
      roundId: sql`${param('roundId')}::text`,
      amount: sql`${param('amount')}::bigint`,
      requestHash: sql`${param('requestHash')}::text`,
      answer: sql`${param('answer')}::jsonb`,
    })
    .onConflictDoNothing({ target: [vendorTransactions.vendor, vendorTransactions.txId] })
    .returning({ id: vendorTransactions.id })
    .prepare('vendor_tx_record')
    .execute({
      vendor,
      txId,
      op: record.op,
      status: record.answer ? 'done' : 'pending',
      memberId: String(record.memberId),
      roundId: record.roundId,
      amount: record.amount === null ? null : String(record.amount),
      requestHash: record.requestHash,
      answer: record.answer === null ? null : JSON.stringify(record.answer),
    });
  return rows.length > 0;
}

export async function lockTx(tx: Tx, vendor: string, txId: string): Promise<VendorTx | null> {
  const [row] = await tx
    .select({
      op: vendorTransactions.op,
      memberId: vendorTransactions.memberId,
      roundId: vendorTransactions.roundId,
      amount: vendorTransactions.amount,
      requestHash: vendorTransactions.requestHash,
      answer: vendorTransactions.answer,
      rollbackAnswer: vendorTransactions.rollbackAnswer,
    })
    .from(vendorTransactions)
    .where(byTx(vendor, txId))
    .for('update');
  return row ?? null;
}

/** Marks a debit cancelled, with the rollback's answer for the rollback's own repeats. */
export async function rollBackTx(
  tx: Tx,
  vendor: string,
  txId: string,
  answer: VendorTxAnswer,
): Promise<void> {
  await tx
    .update(vendorTransactions)
    .set({ status: 'rolled_back', rollbackAnswer: answer, updatedAt: sql`now()` })
    .where(byTx(vendor, txId));
}

/**
 * A vendor that may call in, with its wallet mode (which calls are its). A switched-off one still
 * calls in, to settle and roll back the rounds it had open, or report the bets played before.
 */
export async function findVendor(db: Db, vassalage: string) {
  const [row] = await db
    .select({
      vassalage: vendors.vassalage,
      gameType: vendors.gameType,
      enabled: vendors.enabled,
      walletMode: vendors.walletMode,
    })
    .from(vendors)
    .where(eq(vendors.vassalage, vassalage));
  return row ?? null;
}

/** The catalogue's English name of a game, so the betting record names it when the vendor did not. */
export async function findGameName(db: Db, vendor: string, gameCode: string): Promise<string | null> {
  const [row] = await db
    .select({ name: games.nameEn })
    .from(games)
    .where(and(eq(games.vendor, vendor), eq(games.gameCode, gameCode)));
  return row?.name ?? null;
}

/** A wallet account as ledger_post() describes it (ledger.keys parseAccountKey). */
interface AccountArg {
  key: string;
  kind: string;
  memberId: number | null;
  vendor: string | null;
  allowNegative: boolean;
}

const accountParams = (accounts: readonly AccountArg[]) => ({
  accounts: accounts.map((a) => a.key),
  kinds: accounts.map((a) => a.kind),
  members: accounts.map((a) => (a.memberId === null ? null : String(a.memberId))),
  vendors: accounts.map((a) => a.vendor),
  negative: accounts.map((a) => a.allowNegative),
});

const accountArgs = sql`${param('accounts')}::text[], ${param('kinds')}::text[], ${param('members')}::bigint[],
  ${param('vendors')}::text[], ${param('negative')}::boolean[]`;

/** SQLSTATE of vendor_wallet_debit/credit when the call is not the common case (migration 0024). */
const NOT_COMMON = 'VWL01';

async function atOnce(run: () => Promise<{ balance: string }[]>): Promise<bigint | null> {
  try {
    const [row] = await run();
    return row ? BigInt(row.balance) : null;
  } catch (error) {
    if (sqlStateOf(error) === NOT_COMMON) return null;
    throw error;
  }
}

const debitStatement = preparedOnce((db) =>
  db
    .select({ balance: sql<string>`b::text` })
    .from(
      sql`vendor_wallet_debit(${param('vendor')}::text, ${param('txId')}::text, ${param('memberId')}::bigint,
        ${param('roundId')}::text, ${param('gameType')}::text, ${param('gameCode')}::text,
        ${param('gameName')}::text, ${param('stake')}::bigint, ${param('requestHash')}::text,
        ${accountArgs}) AS b`,
    )
    .prepare('vendor_wallet_debit'),
);

/**
 * A debit as one autocommitted statement (vendor_wallet_debit): the open bet, its stake posted from the
 * wallet (accounts[0]) to the house (accounts[1]) and the txId filed with its answer. The wallet's
 * balance after, or null when the call is not the common case and nothing was written.
 */
export function debitAtOnce(
  db: Db,
  call: {
    vendor: string;
    txId: string;
    memberId: number;
    roundId: string;
    gameType: string;
    gameCode: string;
    gameName: string;
    stake: bigint;
    requestHash: string;
    accounts: readonly [AccountArg, AccountArg];
  },
): Promise<bigint | null> {
  return atOnce(() =>
    debitStatement(db).execute({
      vendor: call.vendor,
      txId: call.txId,
      memberId: String(call.memberId),
      roundId: call.roundId,
      gameType: call.gameType,
      gameCode: call.gameCode,
      gameName: call.gameName,
      stake: String(call.stake),
      requestHash: call.requestHash,
      ...accountParams(call.accounts),
    }),
  );
}

const creditStatement = preparedOnce((db) =>
  db
    .select({ balance: sql<string>`b::text` })
    .from(
      sql`vendor_wallet_credit(${param('vendor')}::text, ${param('txId')}::text, ${param('memberId')}::bigint,
        ${param('roundId')}::text, ${param('payout')}::bigint, ${param('validBet')}::bigint,
        ${param('requestHash')}::text, ${param('countsTurnover')}::boolean, ${param('handlers')}::text[],
        ${accountArgs}) AS b`,
    )
    .prepare('vendor_wallet_credit'),
);

/**
 * A credit as one autocommitted statement (vendor_wallet_credit): the member's open bet settled, its
 * bet.settled event for `handlers`, the payout posted from the house (accounts[0]) to the wallet
 * (accounts[1]) and the txId filed. The wallet's balance after, or null as debitAtOnce.
 */
export function creditAtOnce(
  db: Db,
  call: {
    vendor: string;
    txId: string;
    memberId: number;
    roundId: string;
    payout: bigint;
    validBet: bigint | null;
    requestHash: string;
    /** A cash bet's valid bet counts towards locked bonuses (the statement leaves those to the service). */
    countsTurnover: boolean;
    handlers: readonly string[];
    accounts: readonly [AccountArg, AccountArg];
  },
): Promise<bigint | null> {
  return atOnce(() =>
    creditStatement(db).execute({
      vendor: call.vendor,
      txId: call.txId,
      memberId: String(call.memberId),
      roundId: call.roundId,
      payout: String(call.payout),
      validBet: call.validBet === null ? null : String(call.validBet),
      requestHash: call.requestHash,
      countsTurnover: call.countsTurnover,
      handlers: [...call.handlers],
      ...accountParams(call.accounts),
    }),
  );
}
