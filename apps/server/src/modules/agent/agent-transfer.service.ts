import {
  formatCents,
  parseCents,
  type AgentTransferBodySchema,
  type AgentTransferValue,
} from '@swerte/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { agentTransfers, members } from '../../db/schema.js';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { siteDay } from '../../platform/site-day.js';
import type { LedgerService } from '../wallet/ledger/index.js';
import type { AgentTreeService } from './tree.service.js';

export interface AgentTransferDeps {
  db: Db;
  ledger: Pick<LedgerService, 'post'>;
  paymentPasswords: { verify(memberId: number, paymentPassword: string, ip: string): Promise<void> };
  tree: Pick<AgentTreeService, 'requireDownline'>;
  dailyLimit: bigint;
  timeZone: string;
  now?: () => Date;
}

type Body = z.output<typeof AgentTransferBodySchema>;

export type AgentTransferService = ReturnType<typeof createAgentTransferService>;

/**
 * An agent sends cash to a member of its downline (any level): one ledger entry from the agent's cash to
 * the member's, never below zero, within a daily limit per site day. The agent's row is locked while the
 * day's total is summed, so two transfers at once cannot both pass the limit.
 */
export function createAgentTransferService(deps: AgentTransferDeps) {
  const { db, ledger, tree, dailyLimit, timeZone, now = () => new Date() } = deps;

  async function sentToday(tx: Tx, agentId: number): Promise<bigint> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${agentTransfers.amount}), 0)` })
      .from(agentTransfers)
      .where(
        and(
          eq(agentTransfers.agentId, agentId),
          gte(agentTransfers.createdAt, siteDay(timeZone, now()).start),
        ),
      );
    return BigInt(row?.total ?? 0);
  }

  async function replay(tx: Tx, agentId: number, body: Body, amount: bigint, downline: string) {
    const [done] = await tx
      .select()
      .from(agentTransfers)
      .where(and(eq(agentTransfers.agentId, agentId), eq(agentTransfers.transferId, body.transferId)));
    if (!done) return null;
    if (done.downlineId !== body.downlineId || done.amount !== amount)
      throw new AppError('error_idempotency_conflict');
    const balance = await ledger.post(tx, entryOf(agentId, body, amount));
    return valueOf(body.transferId, amount, downline, balance, dailyLimit - (await sentToday(tx, agentId)));
  }

  function entryOf(agentId: number, body: Body, amount: bigint) {
    return {
      idempotencyKey: `downline:${agentId}:${body.transferId}`,
      kind: 'transfer_downline',
      memberId: agentId,
      actor: `member:${agentId}`,
      reference: { downlineId: body.downlineId, transferId: body.transferId },
      remark: body.remark,
      postings: [
        { accountKey: `cash:${agentId}`, amount: -amount },
        { accountKey: `cash:${body.downlineId}`, amount },
      ],
    };
  }

  function valueOf(
    transferId: string,
    amount: bigint,
    downline: string,
    entry: Awaited<ReturnType<LedgerService['post']>>,
    remaining: bigint,
  ): AgentTransferValue {
    const after = entry.postings.find((p) => p.amount < 0n)?.balanceAfter ?? 0n;
    return {
      transferId,
      amount: formatCents(amount),
      downline,
      mainBalance: formatCents(after),
      dailyRemaining: formatCents(remaining > 0n ? remaining : 0n),
    };
  }

  async function transfer(agentId: number, body: Body, ip: string): Promise<AgentTransferValue> {
    await tree.requireDownline(agentId, body.downlineId);
    await deps.paymentPasswords.verify(agentId, body.paymentPassword, ip);
    const amount = parseCents(body.amount);
    return db.transaction(async (tx) => {
      // Locks the agent: transfers of one agent are summed and posted one at a time.
      await tx.select({ id: members.id }).from(members).where(eq(members.id, agentId)).for('update');
      await tree.requireDownline(agentId, body.downlineId, tx);
      const [downline] = await tx
        .select({ username: members.username })
        .from(members)
        .where(eq(members.id, body.downlineId));
      const name = downline?.username ?? '';
      const replayed = await replay(tx, agentId, body, amount, name);
      if (replayed) return replayed;
      const sent = await sentToday(tx, agentId);
      if (sent + amount > dailyLimit)
        throw new AppError('error_agent_transfer_limit', { max: formatCents(dailyLimit - sent) });
      const entry = await ledger.post(tx, entryOf(agentId, body, amount));
      await tx.insert(agentTransfers).values({
        agentId,
        downlineId: body.downlineId,
        transferId: body.transferId,
        amount,
        entryId: entry.entryId,
        remark: body.remark,
      });
      const value = valueOf(body.transferId, amount, name, entry, dailyLimit - sent - amount);
      await writeAudit(tx, {
        actor: `member:${agentId}`,
        action: 'agent.transfer_downline',
        before: {
          balance: formatCents(parseCents(value.mainBalance) + amount),
          sentToday: formatCents(sent),
        },
        after: {
          balance: value.mainBalance,
          downlineId: body.downlineId,
          amount: value.amount,
          entryId: entry.entryId,
        },
        ip,
      });
      return value;
    });
  }

  return { transfer };
}
