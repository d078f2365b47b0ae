import {
  formatCents,
  parseCents,
  type AdminDeposit,
  type BankDepositBodySchema,
  type Deposit,
  type DepositMethod,
} from '@swerte/contracts';
import type { z } from 'zod';
import { actorNames, writeAudit } from '../../../platform/audit.js';
import type { EventOutbox } from '../../../platform/events/index.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { uniqueViolation } from '../../../platform/db/errors.js';
import { AppError } from '../../../platform/errors.js';
import * as repo from './deposit.repository.js';
import { accountKey } from '../ledger/index.js';
import type { LedgerService } from '../ledger/index.js';
import { decodeReceipt } from './receipts.js';
import { newOrderNo } from '../../../platform/site-day.js';

/** Who acts, for the audit row and the ledger entry: 'member:<id>', 'operator:<id>', 'gateway:sandbox'. */
export interface ActingAs {
  actor: string;
  ip: string | null;
}

export interface Page {
  cursor?: number | undefined;
  pageSize: number;
}

export interface DepositDeps {
  db: Db;
  events: Pick<EventOutbox, 'publish'>;
  ledger: Pick<LedgerService, 'post'>;
  timeZone: string;
  /** The gateway adapters this server carries: a method naming another one is not offered. */
  gateways: readonly string[];
  /** The protection area's blocks and deposit limits, judged in the transaction that records the deposit. */
  protection: { checkDeposit: (tx: Tx, memberId: number, amount: bigint) => Promise<void> };
  now?: () => Date;
}

export type DepositService = ReturnType<typeof createDepositService>;

export function toDeposit(row: repo.DepositListRow): Deposit {
  return {
    orderNo: row.orderNo,
    methodId: row.methodId,
    methodName: row.methodName,
    kind: row.kind,
    amount: formatCents(row.amount),
    status: row.status,
    reference: row.reference,
    remark: row.remark,
    receiptIds: row.receiptIds,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function toAdminDeposit(row: repo.DepositListRow, nameOf: (actor: string) => string): AdminDeposit {
  return {
    ...toDeposit(row),
    id: row.id,
    memberId: row.memberId,
    username: row.username,
    decidedBy: row.decidedBy === null ? null : nameOf(row.decidedBy),
  };
}

export function toMethod(row: repo.DepositMethodRow): DepositMethod {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    minAmount: formatCents(row.minAmount),
    maxAmount: formatCents(row.maxAmount),
    receivingAccount:
      row.kind === 'bank'
        ? {
            bankCode: row.bankCode ?? '',
            bankName: row.bankName ?? row.bankCode ?? '',
            accountName: row.accountName ?? '',
            accountNumber: row.accountNumber ?? '',
          }
        : null,
  };
}

/** An amount within [min, max] in cents, or the catalogue error naming the limit. */
export function checkAmountRange(amount: bigint, min: bigint, max: bigint): void {
  if (amount < min) throw new AppError('error_amount_below_min', { min: formatCents(min) });
  if (amount > max) throw new AppError('error_amount_above_max', { max: formatCents(max) });
}

/** Deposits: members report bank transfers or start gateway payments; operators approve or reject. */
export function createDepositService(deps: DepositDeps) {
  const { db, ledger, now = () => new Date() } = deps;
  const offered = (method: { kind: string; gateway: string | null }) =>
    method.kind !== 'gateway' || (method.gateway !== null && deps.gateways.includes(method.gateway));

  async function usableMethod(methodId: number, kind: 'bank' | 'gateway', amountText: string) {
    const method = await repo.findMethod(db, methodId);
    if (!method?.enabled || method.kind !== kind || !offered(method))
      throw new AppError('error_deposit_method_unavailable');
    const amount = parseCents(amountText);
    checkAmountRange(amount, method.minAmount, method.maxAmount);
    return { method, amount };
  }

  /** Inserts a pending deposit (and its receipts) with a fresh order number; retried on the rare clash. */
  async function insertPending(
    memberId: number,
    fields: { methodId: number; amount: bigint; reference: string },
    receipts: ReturnType<typeof decodeReceipt>[],
    ip: string,
  ): Promise<repo.DepositRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          await deps.protection.checkDeposit(tx, memberId, fields.amount);
          const row = await repo.insertDeposit(tx, {
            ...fields,
            memberId,
            orderNo: newOrderNo('D', deps.timeZone, now()),
            status: 'pending',
          });
          await repo.insertReceipts(tx, row.id, receipts);
          await writeAudit(tx, {
            actor: `member:${memberId}`,
            action: 'deposit.create',
            before: null,
            after: {
              orderNo: row.orderNo,
              methodId: fields.methodId,
              amount: formatCents(fields.amount),
              receipts: receipts.length,
            },
            ip,
          });
          return row;
        });
      } catch (error) {
        if (attempt < 3 && uniqueViolation(error) === 'deposits_order_no_uq') continue;
        throw error;
      }
    }
  }

  async function readOne(id: number, tx: Db | Tx): Promise<repo.DepositListRow> {
    const [row] = await repo.listDeposits(tx, { ids: [id] }, { pageSize: 1 });
    if (!row) throw new AppError('error_not_found');
    return row;
  }

  async function createBankDeposit(
    memberId: number,
    body: z.output<typeof BankDepositBodySchema>,
    ip: string,
  ) {
    const { method, amount } = await usableMethod(body.methodId, 'bank', body.amount);
    const receipts = body.receipts.map((receipt) => decodeReceipt(receipt.data));
    const row = await insertPending(
      memberId,
      { methodId: method.id, amount, reference: body.reference },
      receipts,
      ip,
    );
    return toDeposit(await readOne(row.id, db));
  }

  async function createGatewayDeposit(
    memberId: number,
    body: { methodId: number; amount: string },
    ip: string,
  ) {
    const { method, amount } = await usableMethod(body.methodId, 'gateway', body.amount);
    const row = await insertPending(memberId, { methodId: method.id, amount, reference: '' }, [], ip);
    return { deposit: toDeposit(await readOne(row.id, db)), gateway: method.gateway ?? '' };
  }

  /**
   * Credits a pending deposit: the ledger entry 'deposit:<id>' (deposits_clearing → the member's
   * cash) and the approved status, in the caller's transaction. A deposit already approved is left
   * as it is (false); rejected or cancelled ones are error_conflict.
   */
  async function creditInTx(
    tx: Tx,
    deposit: repo.DepositRow,
    decision: { remark: string; reference?: string },
    by: ActingAs,
  ): Promise<boolean> {
    if (deposit.status === 'approved') return false;
    if (deposit.status !== 'pending') throw new AppError('error_conflict');
    await ledger.post(tx, {
      idempotencyKey: `deposit:${deposit.id}`,
      kind: 'deposit',
      memberId: deposit.memberId,
      actor: by.actor,
      reference: { depositId: deposit.id, orderNo: deposit.orderNo },
      remark: decision.remark,
      postings: [
        { accountKey: accountKey.house('deposits_clearing'), amount: -deposit.amount },
        { accountKey: accountKey.cash(deposit.memberId), amount: deposit.amount },
      ],
    });
    await repo.decideDeposit(tx, deposit.id, {
      status: 'approved',
      remark: decision.remark,
      decidedBy: by.actor,
      decidedAt: now(),
      ...(decision.reference === undefined ? {} : { reference: decision.reference }),
    });
    await deps.events.publish(tx, 'deposit.approved', {
      depositId: deposit.id,
      memberId: deposit.memberId,
      amountCents: deposit.amount.toString(),
    });
    await writeAudit(tx, {
      actor: by.actor,
      action: 'deposit.approve',
      before: { orderNo: deposit.orderNo, status: deposit.status },
      after: {
        orderNo: deposit.orderNo,
        status: 'approved',
        amount: formatCents(deposit.amount),
        remark: decision.remark,
      },
      ip: by.ip,
    });
    return true;
  }

  /** Rejects (operator) or cancels (the member, or the gateway's 'failed') a pending deposit; no ledger entry. */
  async function closeInTx(
    tx: Tx,
    deposit: repo.DepositRow,
    status: 'rejected' | 'cancelled',
    remark: string,
    by: ActingAs,
  ): Promise<void> {
    if (deposit.status !== 'pending') throw new AppError('error_conflict');
    await repo.decideDeposit(tx, deposit.id, { status, remark, decidedBy: by.actor, decidedAt: now() });
    await writeAudit(tx, {
      actor: by.actor,
      action: status === 'rejected' ? 'deposit.reject' : 'deposit.cancel',
      before: { orderNo: deposit.orderNo, status: deposit.status },
      after: { orderNo: deposit.orderNo, status, remark },
      ip: by.ip,
    });
  }

  /**
   * The member takes back a bank deposit the operator has not decided yet. Nothing was credited, so only
   * the status changes; the row lock makes it either this or an operator's decision, never both.
   */
  async function cancelMine(memberId: number, orderNo: string, ip: string) {
    return db.transaction(async (tx) => {
      const deposit = await repo.lockDeposit(tx, repo.byOrderNo(orderNo));
      if (deposit?.memberId !== memberId) throw new AppError('error_not_found');
      const method = await repo.findMethod(tx, deposit.methodId);
      if (deposit.status !== 'pending' || method?.kind !== 'bank') {
        throw new AppError('error_deposit_not_cancellable');
      }
      await closeInTx(tx, deposit, 'cancelled', '', { actor: `member:${memberId}`, ip });
      return toDeposit(await readOne(deposit.id, tx));
    });
  }

  async function decide(id: number, decision: 'approve' | 'reject', remark: string, by: ActingAs) {
    return db.transaction(async (tx) => {
      const deposit = await repo.lockDeposit(tx, repo.byId(id));
      if (!deposit) throw new AppError('error_not_found');
      if (decision === 'approve') {
        if (!(await creditInTx(tx, deposit, { remark }, by))) throw new AppError('error_conflict');
      } else {
        await closeInTx(tx, deposit, 'rejected', remark, by);
      }
      const decided = await readOne(id, tx);
      return toAdminDeposit(decided, await actorNames(tx, [decided.decidedBy]));
    });
  }

  return {
    listMethods: async () => (await repo.listEnabledMethods(db)).filter(offered).map(toMethod),
    createBankDeposit,
    createGatewayDeposit,
    cancelMine,
    creditInTx,
    closeInTx,
    async listMine(memberId: number, page: Page) {
      const rows = await repo.listDeposits(db, { memberId }, page);
      return { list: rows.map(toDeposit), nextCursor: nextCursor(rows, page) };
    },
    async list(status: repo.DepositRow['status'] | undefined, page: Page) {
      const rows = await repo.listDeposits(db, status ? { status } : {}, page);
      const nameOf = await actorNames(
        db,
        rows.map((row) => row.decidedBy),
      );
      return { list: rows.map((row) => toAdminDeposit(row, nameOf)), nextCursor: nextCursor(rows, page) };
    },
    async findByOrderNo(orderNo: string): Promise<Deposit | null> {
      const owner = await repo.findDepositOwner(db, orderNo);
      return owner ? toDeposit(await readOne(owner.id, db)) : null;
    },
    approve: (id: number, remark: string, by: ActingAs) => decide(id, 'approve', remark, by),
    reject: (id: number, remark: string, by: ActingAs) => decide(id, 'reject', remark, by),
    /** A receipt of the member's own deposit; anyone else's reads as not found. */
    async memberReceipt(memberId: number, orderNo: string, receiptId: number) {
      const owner = await repo.findDepositOwner(db, orderNo);
      const receipt = owner?.memberId === memberId ? await repo.findReceipt(db, owner.id, receiptId) : null;
      if (!receipt) throw new AppError('error_not_found');
      return receipt;
    },
    /** Any receipt, for the back office; each view is audited (receipts carry members' bank details). */
    async operatorReceipt(depositId: number, receiptId: number, by: ActingAs) {
      const receipt = await repo.findReceipt(db, depositId, receiptId);
      if (!receipt) throw new AppError('error_not_found');
      await writeAudit(db, {
        ...by,
        action: 'deposit.receipt_view',
        before: null,
        after: { depositId, receiptId },
      });
      return receipt;
    },
  };
}

/** The id to pass for the next page, or null on the last one. */
export function nextCursor(rows: readonly { id: number }[], page: Page): number | null {
  return rows.length === page.pageSize ? (rows.at(-1)?.id ?? null) : null;
}
