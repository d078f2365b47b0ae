import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { affiliateCodes, agentTeamShape, memberTree, members } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

/** Depth of `memberId` below `agentId` (1: direct downline), or null when it is not in the downline. */
export async function depthBelow(db: Db | Tx, agentId: number, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ depth: memberTree.depth })
    .from(memberTree)
    .where(
      and(eq(memberTree.ancestorId, agentId), eq(memberTree.descendantId, memberId), gt(memberTree.depth, 0)),
    );
  return row?.depth ?? null;
}

export interface PathStep {
  id: number;
  username: string;
  isAgent: number;
  depth: number;
}

/** The members above `memberId`, from the top of the tree down to its upline (one index range). */
export async function pathUp(db: Db | Tx, memberId: number): Promise<PathStep[]> {
  return db
    .select({ id: members.id, username: members.username, isAgent: members.isAgent, depth: memberTree.depth })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.ancestorId))
    .where(and(eq(memberTree.descendantId, memberId), gt(memberTree.depth, 0)))
    .orderBy(sql`${memberTree.depth} DESC`);
}

/**
 * Members below `agentId` per level and per kind (isAgent), the agent itself not counted: the counts the
 * members triggers keep (`agent_team_shape`, migration 0029), a few rows whatever the team's size.
 */
export async function teamShape(db: Db | Tx, agentId: number) {
  const rows = await db
    .select({ level: agentTeamShape.depth, isAgent: agentTeamShape.isAgent, count: agentTeamShape.members })
    .from(agentTeamShape)
    .where(and(eq(agentTeamShape.agentId, agentId), gt(agentTeamShape.members, 0)));
  const sumBy = (key: 'level' | 'isAgent') => {
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row[key], (counts.get(row[key]) ?? 0) + row.count);
    return [...counts].sort(([a], [b]) => a - b);
  };
  return {
    byLevel: sumBy('level').map(([level, count]) => ({ level, count })),
    byKind: sumBy('isAgent').map(([isAgent, count]) => ({ isAgent, count })),
  };
}

/**
 * The members directly below `memberId` with id above `after`, by id, each with its branch size
 * (one index range of the closure table per page).
 */
export async function children(
  db: Db | Tx,
  memberId: number,
  page: { after: number; size: number; kind?: 'agents' | 'players' | undefined },
) {
  const below = sql<number>`(SELECT count(*)::int FROM ${memberTree} b
    WHERE b.ancestor_id = ${members.id} AND b.depth > 0)`;
  return db
    .select({
      id: members.id,
      username: members.username,
      isAgent: members.isAgent,
      teamSize: below,
      createdAt: members.createdAt,
    })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .where(
      and(
        eq(memberTree.ancestorId, memberId),
        eq(memberTree.depth, 1),
        gt(members.id, page.after),
        page.kind === undefined
          ? undefined
          : page.kind === 'agents'
            ? gt(members.isAgent, 0)
            : eq(members.isAgent, 0),
      ),
    )
    .orderBy(asc(members.id))
    .limit(page.size + 1);
}

export async function teamSize(db: Db | Tx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberTree)
    .where(and(eq(memberTree.ancestorId, memberId), gt(memberTree.depth, 0)));
  return row?.count ?? 0;
}

export async function affiliateCodeOf(db: Db | Tx, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: affiliateCodes.code })
    .from(affiliateCodes)
    .where(and(eq(affiliateCodes.memberId, memberId), eq(affiliateCodes.enabled, true)))
    .orderBy(asc(affiliateCodes.createdAt))
    .limit(1);
  return row?.code ?? null;
}

/** Letters and digits a person reads aloud without doubt (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/**
 * Gives the member an affiliate code unless it has an enabled one. A clash with another code (31^8
 * codes) is retried; ON CONFLICT DO NOTHING keeps the caller's transaction usable meanwhile.
 */
export async function ensureAffiliateCode(tx: Tx, memberId: number): Promise<string> {
  const existing = await affiliateCodeOf(tx, memberId);
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = Array.from(
      { length: CODE_LENGTH },
      () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
    ).join('');
    const [row] = await tx
      .insert(affiliateCodes)
      .values({ code, memberId })
      .onConflictDoNothing()
      .returning({ code: affiliateCodes.code });
    if (row) return row.code;
  }
  throw new Error('no free affiliate code after 5 attempts');
}

/** Changes the member's upline; the members trigger moves its branch's closure rows in this transaction. */
export async function setUpline(tx: Tx, memberId: number, uplineId: number | null): Promise<void> {
  await tx.update(members).set({ uplineId }).where(eq(members.id, memberId));
}
