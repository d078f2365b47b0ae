import { TRIAL_ACCOUNT_TYPE, formatCents, parseCents, type WalletBalance } from '@swerte/contracts';
import type { Db, Tx } from '../../../platform/db/client.js';
import type { FourEyesGate } from '../../../platform/four-eyes.js';
import type { GamesService } from '../../games/games.service.js';
import type { MemberService } from '../../member/member.service.js';
import type { WalletSettings } from '../../system/system.settings.js';
import { createAdjustService } from './adjust.service.js';
import { accountKey, type LedgerService } from '../ledger/index.js';
import { createUplineTransferService, type PaymentPasswordCheck } from './upline-transfer.service.js';
import { createVendorTransferService, type VendorTransferDeps } from './vendor-transfer.service.js';

export interface WalletDeps {
  db: Db;
  ledger: LedgerService;
  members: Pick<MemberService, 'findById'>;
  games: Pick<GamesService, 'listTransferVendors'>;
  paymentPasswords: PaymentPasswordCheck;
  walletSettings: () => Promise<WalletSettings>;
  /** The site's currency symbol (site settings), shown beside every balance. */
  currencySymbol: () => Promise<string>;
  protection: VendorTransferDeps['protection'];
  /** Adjustments above the operator's four-eyes amount are refused here and go through approvals. */
  fourEyes: FourEyesGate;
}

export type WalletService = ReturnType<typeof createWalletService>;

/**
 * The wallet's own calls: the ledger other areas post through (`wallet.ledger.post(tx, …)`, built by
 * the ledger area), the balance call, vendor and upline transfers, and the operator's adjustments and reconciliation.
 */
export function createWalletService(deps: WalletDeps) {
  const { db, ledger } = deps;

  /** sumBalance: cash plus every vendor wallet; a trial account sees its play money instead. */
  async function getBalance(memberId: number, isAgent: number): Promise<WalletBalance> {
    const [balances, settings, currencySymbol] = await Promise.all([
      ledger.getBalance(memberId, db),
      deps.walletSettings(),
      deps.currencySymbol(),
    ]);
    const isTrial = isAgent === TRIAL_ACCOUNT_TYPE;
    const vendors = [...balances.vendors.values()].reduce((sum, balance) => sum + balance, 0n);
    return {
      sumBalance: formatCents(isTrial ? balances.play : balances.cash + vendors),
      isSingle: settings.isSingle,
      currencySymbol,
      mainBalance: formatCents(isTrial ? balances.play : balances.cash),
    };
  }

  /**
   * Credits a new trial account's play money from house:play_money, inside the transaction that
   * creates the account. Play money lives in 'play:<member>' only: it never reaches a cash account.
   */
  /**
   * Reads the play-money amount, then answers the step that credits it inside the transaction that
   * creates the trial member. The read comes first: on the embedded database a read outside an open
   * transaction waits for it.
   */
  async function prepareTrialPlayMoney(): Promise<(tx: Tx, memberId: number) => Promise<void>> {
    const amount = parseCents((await deps.walletSettings()).trialPlayMoney);
    return async (tx, memberId) => {
      if (amount === 0n) return ledger.ensureMemberAccounts(tx, memberId, ['play']);
      await ledger.post(tx, {
        idempotencyKey: `play_money:${memberId}`,
        kind: 'play_money',
        memberId,
        actor: 'system',
        postings: [
          { accountKey: accountKey.play(memberId), amount },
          { accountKey: accountKey.house('play_money'), amount: -amount },
        ],
      });
    };
  }

  return {
    ledger,
    getBalance,
    prepareTrialPlayMoney,
    ...createVendorTransferService({
      db,
      ledger,
      games: deps.games,
      walletSettings: deps.walletSettings,
      protection: deps.protection,
    }),
    ...createUplineTransferService({
      db,
      ledger,
      members: deps.members,
      paymentPasswords: deps.paymentPasswords,
    }),
    ...createAdjustService({ db, ledger, members: deps.members, fourEyes: deps.fourEyes }),
  };
}
