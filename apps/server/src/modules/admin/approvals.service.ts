import {
  ApprovalActionSchema,
  formatCents,
  parseCents,
  type ApprovalAction,
  type ApprovalRequest,
} from '@swerte/contracts';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { PromotionAdmin } from '../content/promotions-admin.service.js';
import type { MemberService } from '../member/member.service.js';
import type { PaymentServices } from '../wallet/payments/index.js';
import type { WalletService } from '../wallet/transfers/index.js';
import * as repo from './approvals.repository.js';

/** The operator acting: their id (a request is never approved by the one who made it) and address. */
export interface ApprovalActor {
  operatorId: number;
  ip: string | null;
}

export interface ApprovalDeps {
  db: Db;
  members: Pick<MemberService, 'findById'>;
  wallet: Pick<WalletService, 'adjustIn'>;
  withdrawals: Pick<PaymentServices['withdrawals'], 'markPaidApproved' | 'pendingPayout' | 'payoutSettings'>;
  promotions: Pick<PromotionAdmin['entries'], 'approveApproved' | 'grantOf'>;
  now?: () => Date;
}

export type ApprovalService = ReturnType<typeof createApprovalService>;

const actorOf = (by: ApprovalActor) => `operator:${by.operatorId}`;
const iso = (date: Date | null) => date?.toISOString() ?? null;

function toRequest(view: repo.ApprovalView): ApprovalRequest {
  const { row } = view;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    amount: formatCents(row.amount),
    memberId: row.memberId,
    username: view.username,
    action: ApprovalActionSchema.parse(row.action),
    requestedBy: { id: row.requestedBy, username: view.requesterName ?? '' },
    requestedAt: row.createdAt.toISOString(),
    decidedBy: row.decidedBy === null ? null : { id: row.decidedBy, username: view.deciderName ?? '' },
    decidedAt: iso(row.decidedAt),
    reason: row.reason,
  };
}

/**
 * Four-eyes requests: a money action held with its validated payload until a second operator approves
 * it (the action runs in the transaction that marks the request executed, so it runs once however many
 * approve at once) or rejects it. Every step is audited with before and after.
 */
export function createApprovalService({
  db,
  members,
  wallet,
  withdrawals,
  promotions,
  now = () => new Date(),
}: ApprovalDeps) {
  async function view(tx: Db | Tx, id: number): Promise<ApprovalRequest> {
    const found = await repo.findView(tx, id);
    if (!found) throw new AppError('error_not_found');
    return toRequest(found);
  }

  /** The money the action would move and its member, read as the action's own call reads them. */
  async function sizeOf(action: ApprovalAction): Promise<{ amount: bigint; memberId: number }> {
    switch (action.kind) {
      case 'adjust': {
        if (!(await members.findById(action.adjust.memberId, db))) throw new AppError('error_not_found');
        return { amount: parseCents(action.adjust.amount), memberId: action.adjust.memberId };
      }
      case 'withdrawal_paid':
        return withdrawals.pendingPayout(action.withdrawalId);
      case 'bonus_grant':
        return promotions.grantOf(action.entryId, action.review);
    }
  }

  type PayoutSettings = Awaited<ReturnType<typeof withdrawals.payoutSettings>>;
  async function execute(
    tx: Tx,
    action: ApprovalAction,
    actor: string,
    ip: string | null,
    payout: PayoutSettings | null,
  ) {
    const by = { actor, ip };
    switch (action.kind) {
      case 'adjust':
        return wallet.adjustIn(tx, action.adjust, by);
      case 'withdrawal_paid':
        if (!payout) throw new Error('payout settings not read before the transaction');
        return withdrawals.markPaidApproved(tx, action.withdrawalId, action.decision.remark, by, payout);
      case 'bonus_grant':
        return promotions.approveApproved(tx, action.entryId, action.review, by);
    }
  }

  async function create(action: ApprovalAction, by: ApprovalActor): Promise<ApprovalRequest> {
    const { amount, memberId } = await sizeOf(action);
    return db.transaction(async (tx) => {
      const row = await repo.insertRequest(tx, {
        kind: action.kind,
        action,
        amount,
        memberId,
        requestedBy: by.operatorId,
      });
      await writeAudit(tx, {
        actor: actorOf(by),
        action: 'admin.approval.request',
        before: null,
        after: { approvalId: row.id, kind: row.kind, memberId, amount: formatCents(amount), action },
        ip: by.ip,
      });
      return view(tx, row.id);
    });
  }

  /** The pending request, locked; refused if decided already or if the operator made it. */
  async function openPending(tx: Tx, id: number, by: ApprovalActor) {
    const row = await repo.lockRequest(tx, id);
    if (!row) throw new AppError('error_not_found');
    if (row.state !== 'pending') throw new AppError('error_approval_decided');
    if (row.requestedBy === by.operatorId) throw new AppError('error_approval_own');
    return row;
  }

  async function approve(id: number, by: ApprovalActor): Promise<ApprovalRequest> {
    // A request's kind never changes: what a payout reads of the settings is read before BEGIN.
    const kind = (await repo.findView(db, id))?.row.kind;
    const payout = kind === 'withdrawal_paid' ? await withdrawals.payoutSettings() : null;
    return db.transaction(async (tx) => {
      const row = await openPending(tx, id, by);
      const action = ApprovalActionSchema.parse(row.action);
      // The action is the approver's act as much as the requester's: its ledger entry and audit row name the approver.
      const result = await execute(tx, action, actorOf(by), by.ip, payout);
      await repo.decideRequest(tx, id, {
        state: 'executed',
        decidedBy: by.operatorId,
        decidedAt: now(),
        reason: null,
        result,
      });
      await writeAudit(tx, {
        actor: actorOf(by),
        action: 'admin.approval.approve',
        before: { approvalId: id, state: 'pending', requestedBy: row.requestedBy },
        after: { approvalId: id, state: 'executed', kind: row.kind, amount: formatCents(row.amount), result },
        ip: by.ip,
      });
      return view(tx, id);
    });
  }

  async function reject(id: number, reason: string, by: ApprovalActor): Promise<ApprovalRequest> {
    return db.transaction(async (tx) => {
      const row = await openPending(tx, id, by);
      await repo.decideRequest(tx, id, {
        state: 'rejected',
        decidedBy: by.operatorId,
        decidedAt: now(),
        reason,
        result: null,
      });
      await writeAudit(tx, {
        actor: actorOf(by),
        action: 'admin.approval.reject',
        before: { approvalId: id, state: 'pending', requestedBy: row.requestedBy },
        after: { approvalId: id, state: 'rejected', kind: row.kind, amount: formatCents(row.amount), reason },
        ip: by.ip,
      });
      return view(tx, id);
    });
  }

  async function list(query: {
    state?: ApprovalRequest['state'] | undefined;
    cursor?: number | undefined;
    pageSize: number;
  }) {
    const rows = await repo.listViews(db, { state: query.state, cursor: query.cursor, size: query.pageSize });
    const page = rows.slice(0, query.pageSize);
    return {
      list: page.map(toRequest),
      nextCursor: rows.length > query.pageSize ? (page.at(-1)?.row.id ?? null) : null,
    };
  }

  return { create, approve, reject, list };
}
