import {
  TRIAL_ACCOUNT_TYPE,
  formatCents,
  parseCents,
  type AdjustBodySchema,
  type AdjustValue,
  type ReconcileValue,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { FourEyesGate } from '../../../platform/four-eyes.js';
import type { MemberService } from '../../member/member.service.js';
import { accountKey } from '../ledger/index.js';
import type { LedgerService } from '../ledger/index.js';

export interface AdjustDeps {
  db: Db;
  ledger: LedgerService;
  members: Pick<MemberService, 'findById'>;
  fourEyes: FourEyesGate;
}

/** Who makes an operator change, for the entry and the audit row. */
export interface OperatorActor {
  actor: string;
  ip?: string | null;
}

/** The operator's money tools: balance adjustments against house:adjustments, and reconciliation. */
export function createAdjustService({ db, ledger, members, fourEyes }: AdjustDeps) {
  /**
   * The adjustment in the caller's transaction, with no four-eyes check: the approvals area runs an
   * approved request through it, in the transaction that marks the request executed.
   */
  async function adjustIn(
    tx: Tx,
    body: z.output<typeof AdjustBodySchema>,
    by: OperatorActor,
  ): Promise<AdjustValue> {
    const member = await members.findById(body.memberId, tx);
    if (!member) throw new AppError('error_not_found');
    // Trial accounts hold play money only; cash on one would be real money nobody can withdraw.
    if (member.isAgent === TRIAL_ACCOUNT_TYPE) throw new AppError('in_need_true_account');
    const amount = parseCents(body.amount);
    const cash = accountKey.cash(member.id);
    const entry = await ledger.post(tx, {
      idempotencyKey: `adjust:${body.idempotencyKey}`,
      kind: 'adjust',
      memberId: member.id,
      actor: by.actor,
      reference: { reason: body.reason },
      remark: body.reason,
      postings: [
        { accountKey: cash, amount },
        { accountKey: accountKey.house('adjustments'), amount: -amount },
      ],
    });
    const after = entry.postings.find((p) => p.accountKey === cash)?.balanceAfter ?? 0n;
    const value: AdjustValue = {
      entryId: entry.entryId,
      memberId: member.id,
      amount: formatCents(amount),
      balanceBefore: formatCents(after - amount),
      balanceAfter: formatCents(after),
      replayed: entry.replayed,
    };
    if (!entry.replayed) {
      await writeAudit(tx, {
        actor: by.actor,
        action: 'wallet.adjust',
        before: { memberId: member.id, balance: value.balanceBefore },
        after: {
          memberId: member.id,
          balance: value.balanceAfter,
          amount: value.amount,
          reason: body.reason,
        },
        ip: by.ip ?? null,
      });
    }
    return value;
  }

  /** An operator's adjustment at once: refused above the four-eyes amount (send it for approval). */
  function adjust(body: z.output<typeof AdjustBodySchema>, by: OperatorActor): Promise<AdjustValue> {
    return db.transaction(async (tx) => {
      await fourEyes.requireBelow(tx, 'adjust', parseCents(body.amount));
      return adjustIn(tx, body, by);
    });
  }

  async function reconcile(): Promise<ReconcileValue> {
    const report = await ledger.reconcile();
    return {
      ...report,
      total: formatCents(report.total),
      mismatches: report.mismatches.map((m) => ({
        ...m,
        stored: formatCents(m.stored),
        posted: formatCents(m.posted),
        lastBalanceAfter: m.lastBalanceAfter === null ? null : formatCents(m.lastBalanceAfter),
      })),
      unbalancedEntries: report.unbalancedEntries.map((e) => ({ ...e, sum: formatCents(e.sum) })),
      house: report.house.map((h) => ({ code: h.code, balance: formatCents(h.balance) })),
    };
  }

  return { adjust, adjustIn, reconcile };
}
