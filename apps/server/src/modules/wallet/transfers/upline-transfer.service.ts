import {
  formatCents,
  parseCents,
  type TransferUplineBodySchema,
  type TransferUplineValue,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit.js';
import type { Db } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { MemberService } from '../../member/member.service.js';
import { accountKey } from '../ledger/index.js';
import type { LedgerService } from '../ledger/index.js';

/**
 * The payment-password check money-moving calls make: error_payment_password_not_set when the member
 * has none, error_payment_password when it is wrong (the member area owns it, with its lockout).
 */
export interface PaymentPasswordCheck {
  verify(memberId: number, paymentPassword: string, ip: string): Promise<void>;
}

export interface UplineTransferDeps {
  db: Db;
  ledger: LedgerService;
  members: Pick<MemberService, 'findById'>;
  paymentPasswords: PaymentPasswordCheck;
}

/** A member sends cash to their upline (the agent they registered under). */
export function createUplineTransferService({ db, ledger, members, paymentPasswords }: UplineTransferDeps) {
  async function transferUpline(
    memberId: number,
    body: z.output<typeof TransferUplineBodySchema>,
    ip: string,
  ): Promise<TransferUplineValue> {
    const member = await members.findById(memberId, db);
    if (!member) throw new AppError('error_not_logged_in');
    const uplineId = member.uplineId;
    if (uplineId === null) throw new AppError('error_no_upline');
    await paymentPasswords.verify(memberId, body.paymentPassword, ip);
    const amount = parseCents(body.amount);
    const cash = accountKey.cash(memberId);
    return db.transaction(async (tx) => {
      const entry = await ledger.post(tx, {
        idempotencyKey: `upline:${memberId}:${body.transferId}`,
        kind: 'transfer_upline',
        memberId,
        actor: `member:${memberId}`,
        reference: { uplineId, transferId: body.transferId },
        remark: body.remark,
        postings: [
          { accountKey: cash, amount: -amount },
          { accountKey: accountKey.cash(uplineId), amount },
        ],
      });
      const after = entry.postings.find((p) => p.accountKey === cash)?.balanceAfter ?? 0n;
      if (!entry.replayed) {
        await writeAudit(tx, {
          actor: `member:${memberId}`,
          action: 'wallet.transfer_upline',
          before: { balance: formatCents(after + amount) },
          after: {
            balance: formatCents(after),
            uplineId,
            amount: formatCents(amount),
            entryId: entry.entryId,
          },
          ip,
        });
      }
      return { transferId: body.transferId, amount: formatCents(amount), mainBalance: formatCents(after) };
    });
  }

  return { transferUpline };
}
