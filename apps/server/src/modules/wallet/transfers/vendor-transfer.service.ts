import { randomUUID } from 'node:crypto';
import {
  formatCents,
  parseCents,
  type ConsolidatedFunds,
  type ContractFlags,
  type GameType,
  type MerchantWallet,
  type WalletTransferBodySchema,
  type WalletTransferValue,
} from '@swerte/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { GamesService } from '../../games/games.service.js';
import type { WalletSettings } from '../../system/system.settings.js';
import { accountKey } from '../ledger/index.js';
import type { LedgerService, PostingInput } from '../ledger/index.js';

export interface VendorTransferDeps {
  db: Db;
  ledger: LedgerService;
  games: Pick<GamesService, 'listTransferVendors'>;
  walletSettings: () => Promise<WalletSettings>;
  /** The protection area's check of play (blocks, session time) for money going into a vendor's wallet. */
  protection: { checkPlay: (tx: Tx, memberId: number) => Promise<void> };
}

/** Money moved between the cash wallet and the wallets transfer-mode vendors keep for a member. */
export function createVendorTransferService({
  db,
  ledger,
  games,
  walletSettings,
  protection,
}: VendorTransferDeps) {
  async function transferVendor(vassalage: string) {
    const vendor = (await games.listTransferVendors()).find((v) => v.vassalage === vassalage);
    if (!vendor) throw new AppError('error_vendor_not_transfer');
    return vendor;
  }

  /** In or out of one vendor's wallet; a repeated transferId returns the first result. */
  async function transfer(
    memberId: number,
    body: z.output<typeof WalletTransferBodySchema>,
  ): Promise<WalletTransferValue> {
    // A single-wallet site takes no money into vendor wallets; what is already there may still come out.
    if (body.direction === 'in' && (await walletSettings()).isSingle)
      throw new AppError('error_feature_disabled');
    const vendor = await transferVendor(body.vassalage);
    const amount = parseCents(body.amount);
    const cash = accountKey.cash(memberId);
    const wallet = accountKey.vendor(memberId, vendor.vassalage);
    const [from, to] = body.direction === 'in' ? [cash, wallet] : [wallet, cash];
    const entry = await db.transaction(async (tx) => {
      // Into a vendor's wallet is play; out of it stays open (a time-out or exclusion withdraws).
      if (body.direction === 'in') await protection.checkPlay(tx, memberId);
      return ledger.post(tx, {
        idempotencyKey: `transfer:${memberId}:${body.transferId}`,
        kind: 'transfer',
        memberId,
        actor: `member:${memberId}`,
        reference: { vassalage: vendor.vassalage, direction: body.direction, transferId: body.transferId },
        postings: [
          { accountKey: from, amount: -amount },
          { accountKey: to, amount },
        ],
      });
    });
    const after = (key: string) => entry.postings.find((p) => p.accountKey === key)?.balanceAfter ?? 0n;
    return {
      transferId: body.transferId,
      vassalage: vendor.vassalage,
      direction: body.direction,
      amount: formatCents(amount),
      mainBalance: formatCents(after(cash)),
      vendorBalance: formatCents(after(wallet)),
    };
  }

  /** Every enabled transfer-mode vendor with the member's wallet there (0.00 where never used). */
  async function getMerchantWallet(memberId: number): Promise<MerchantWallet> {
    const [vendors, balances] = await Promise.all([
      games.listTransferVendors(),
      ledger.getBalance(memberId, db),
    ]);
    const inVendors = [...balances.vendors.values()].reduce((sum, balance) => sum + balance, 0n);
    return {
      mainBalance: formatCents(balances.cash),
      sumBalance: formatCents(balances.cash + inVendors),
      list: vendors.map((vendor) => ({
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        gameType: vendor.gameType as GameType,
        balance: formatCents(balances.vendors.get(vendor.vassalage) ?? 0n),
      })),
    };
  }

  /** Moves every vendor wallet, of any vendor, back to cash in one entry; returns the new balances. */
  async function consolidate(memberId: number): Promise<Omit<ConsolidatedFunds, keyof ContractFlags>> {
    const moved = await db.transaction(async (tx) => {
      const known = await ledger.getBalance(memberId, tx);
      const walletKeys = [...known.vendors.keys()].map((vassalage) => accountKey.vendor(memberId, vassalage));
      if (walletKeys.length === 0) return 0n;
      // Cash is locked with the vendor wallets, so every lock is taken in the ledger's id order.
      const locked = await ledger.lockBalances(tx, [accountKey.cash(memberId), ...walletKeys]);
      const postings: PostingInput[] = walletKeys
        .map((key) => ({ accountKey: key, amount: -(locked.get(key) ?? 0n) }))
        .filter((posting) => posting.amount < 0n);
      const total = postings.reduce((sum, posting) => sum - posting.amount, 0n);
      if (total === 0n) return 0n;
      await ledger.post(tx, {
        // Sweeping is naturally repeatable (a second sweep finds nothing), so each call gets its own key.
        idempotencyKey: `consolidate:${memberId}:${randomUUID()}`,
        kind: 'transfer',
        memberId,
        actor: `member:${memberId}`,
        reference: { consolidated: walletKeys.length },
        postings: [...postings, { accountKey: accountKey.cash(memberId), amount: total }],
      });
      return total;
    });
    return { ...(await getMerchantWallet(memberId)), moved: formatCents(moved) };
  }

  return { transfer, getMerchantWallet, consolidate };
}
