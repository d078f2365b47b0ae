import { and, eq, sql } from 'drizzle-orm';
import { games, oneTimeTokens, vendors } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { sha256 } from '../../platform/tokens.js';

export const VENDOR_TX_PURPOSE = 'vendor_tx';
/** Vendors retry for hours, settle late for days; a txId is remembered far longer than either. */
const VENDOR_TX_RETENTION = sql`now() + interval '180 days'`;

/** What a vendor txId did: its first answer, replayed to every repeat of it. */
export interface VendorTx {
  op: 'debit' | 'credit' | 'tombstone';
  memberId: number;
  roundId: string | null;
  /** The request's own fields, so a txId reused for a different request is told apart from a repeat. */
  request: string;
  answer: { balance: string } | null;
  /** The answer of the rollback that cancelled this debit. */
  rollback?: { balance: string };
}

/**
 * Vendor txIds are kept in one_time_tokens (purpose 'vendor_tx', key sha256('vendor:<vendor>:<txId>')):
 * its primary key makes the first claim of a txId win, and the claim and the money move commit or
 * roll back together.
 */
const keyOf = (vendor: string, txId: string) => sha256(`vendor:${vendor}:${txId}`);

/** Claims the txId for this call; false when another call had it (that call has committed by now). */
export async function claimTx(tx: Tx, vendor: string, txId: string, record: VendorTx): Promise<boolean> {
  const rows = await tx
    .insert(oneTimeTokens)
    .values({
      tokenHash: keyOf(vendor, txId),
      purpose: VENDOR_TX_PURPOSE,
      memberId: record.memberId,
      data: record,
      expiresAt: VENDOR_TX_RETENTION,
    })
    .onConflictDoNothing()
    .returning({ key: oneTimeTokens.tokenHash });
  return rows.length > 0;
}

export async function lockTx(tx: Tx, vendor: string, txId: string): Promise<VendorTx | null> {
  const [row] = await tx
    .select({ data: oneTimeTokens.data })
    .from(oneTimeTokens)
    .where(
      and(eq(oneTimeTokens.tokenHash, keyOf(vendor, txId)), eq(oneTimeTokens.purpose, VENDOR_TX_PURPOSE)),
    )
    .for('update');
  return row ? (row.data as VendorTx) : null;
}

export async function saveTx(tx: Tx, vendor: string, txId: string, record: VendorTx): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ data: record })
    .where(
      and(eq(oneTimeTokens.tokenHash, keyOf(vendor, txId)), eq(oneTimeTokens.purpose, VENDOR_TX_PURPOSE)),
    );
}

/**
 * A vendor that may call the seamless wallet: known and not keeping a wallet of its own. A switched-off
 * one still calls in, to settle and roll back the rounds it had open.
 */
export async function findSeamlessVendor(db: Db, vassalage: string) {
  const [row] = await db
    .select({ vassalage: vendors.vassalage, gameType: vendors.gameType, enabled: vendors.enabled })
    .from(vendors)
    .where(and(eq(vendors.vassalage, vassalage), eq(vendors.walletMode, 'seamless')));
  return row ?? null;
}

/** The catalogue's English name of a game, so the betting record names it when the vendor did not. */
export async function findGameName(tx: Tx, vendor: string, gameCode: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: games.nameEn })
    .from(games)
    .where(and(eq(games.vendor, vendor), eq(games.gameCode, gameCode)));
  return row?.name ?? null;
}
