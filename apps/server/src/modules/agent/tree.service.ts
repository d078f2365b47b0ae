import type { AdminTreePath } from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import { affiliateCodes, members } from '../../db/schema.js';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { sqlStateOf } from '../../platform/db/errors.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './tree.repository.js';

/** SQLSTATE the members trigger raises for a move under one's own downline (migration 0017). */
const TREE_CYCLE_STATE = 'AGT01';

function isTreeCycle(error: unknown): boolean {
  return sqlStateOf(error) === TREE_CYCLE_STATE;
}

export interface TreeActor {
  operatorId: number;
  ip: string | null;
}

export type AgentTreeService = ReturnType<typeof createAgentTreeService>;

/**
 * The downline tree (modules/agent/README.md): who is below whom, checked on every agent call, the
 * agent's invite code, and the operator's moves of a member with its whole branch.
 */
export function createAgentTreeService({
  db,
  onMove,
}: {
  db: Db;
  /** Told in the move's transaction: the moved member's contracts, and its branch's, end (contracts). */
  onMove?: (tx: Tx, memberId: number, by: { actor: string; ip: string | null }) => Promise<void>;
}) {
  /** The member's depth below the agent; error_not_downline for anyone else (whether it exists or not). */
  async function requireDownline(agentId: number, memberId: number, tx: Db | Tx = db): Promise<number> {
    const depth = await repo.depthBelow(tx, agentId, memberId);
    if (depth === null) throw new AppError('error_not_downline');
    return depth;
  }

  /**
   * The agent's enabled code; an agent that never had one (made an agent before codes came with approval)
   * gets one now, but one whose code an operator disabled does not.
   */
  async function invite(agentId: number) {
    const code =
      (await repo.affiliateCodeOf(db, agentId)) ??
      (await db.transaction(async (tx) => {
        const any = await tx
          .select({ code: affiliateCodes.code })
          .from(affiliateCodes)
          .where(eq(affiliateCodes.memberId, agentId))
          .limit(1);
        return any.length > 0 ? null : repo.ensureAffiliateCode(tx, agentId);
      }));
    if (!code) throw new AppError('error_no_affiliate_code');
    return { code, path: `/register?referralCode=${encodeURIComponent(code)}` };
  }

  async function pathOf(tx: Db | Tx, memberId: number): Promise<AdminTreePath> {
    const path = await repo.pathUp(tx, memberId);
    return {
      memberId,
      path: path.map(({ id, username, isAgent }) => ({ id, username, isAgent })),
      teamSize: await repo.teamSize(tx, memberId),
    };
  }

  async function adminPath(memberId: number): Promise<AdminTreePath> {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
    if (!member) throw new AppError('error_not_found');
    return pathOf(db, memberId);
  }

  /** A member's direct downline, one keyset page at a time. */
  async function adminChildren(
    memberId: number,
    query: { after?: number | undefined; size: number; kind?: 'agents' | 'players' | undefined },
  ) {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
    if (!member) throw new AppError('error_not_found');
    const rows = await repo.children(db, memberId, {
      after: query.after ?? 0,
      size: query.size,
      kind: query.kind,
    });
    const page = rows.slice(0, query.size);
    return {
      list: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      nextCursor: rows.length > query.size ? (page[page.length - 1]?.id ?? null) : null,
    };
  }

  /** Moves the member and its branch under `uplineId` (null: top level), in one audited transaction. */
  async function move(body: { memberId: number; uplineId: number | null; remark: string }, by: TreeActor) {
    const { memberId, uplineId } = body;
    if (uplineId === memberId) throw new AppError('error_tree_cycle');
    try {
      return await db.transaction(async (tx) => {
        const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
        if (!member) throw new AppError('error_not_found');
        if (uplineId !== null) {
          const [upline] = await tx.select({ id: members.id }).from(members).where(eq(members.id, uplineId));
          if (!upline) throw new AppError('error_not_found');
        }
        const before = await pathOf(tx, memberId);
        // The trigger refuses a cycle too (under its lock); this check only gives the friendly error first.
        if (uplineId !== null && (await repo.depthBelow(tx, memberId, uplineId)) !== null)
          throw new AppError('error_tree_cycle');
        await repo.setUpline(tx, memberId, uplineId);
        await onMove?.(tx, memberId, { actor: `operator:${by.operatorId}`, ip: by.ip });
        const after = await pathOf(tx, memberId);
        await writeAudit(tx, {
          actor: `operator:${by.operatorId}`,
          ip: by.ip,
          action: 'agent.tree.move',
          before: { memberId, uplineId: member.uplineId, path: before.path.map((step) => step.id) },
          after: {
            memberId,
            uplineId,
            path: after.path.map((step) => step.id),
            branchSize: after.teamSize + 1,
            remark: body.remark,
          },
        });
        return after;
      });
    } catch (error) {
      if (isTreeCycle(error)) throw new AppError('error_tree_cycle');
      throw error;
    }
  }

  return { requireDownline, invite, adminPath, adminChildren, move };
}
