import type { z } from 'zod';
import type { AuditPageSchema, AuditSearchQuerySchema } from '@swerte/contracts';
import { and, desc, eq, gte, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema.js';
import { actorNames } from '../../platform/audit.js';
import type { Db } from '../../platform/db/client.js';

/** The audit trail, newest first, paged by keyset on id (the filters narrow it; `next` is the last id). */
export async function searchAudit(
  db: Db,
  query: z.output<typeof AuditSearchQuerySchema>,
): Promise<z.infer<typeof AuditPageSchema>> {
  const where: SQL[] = [];
  if (query.operatorId !== undefined) where.push(eq(auditLog.actor, `operator:${query.operatorId}`));
  if (query.memberId !== undefined) {
    const id = String(query.memberId);
    where.push(
      or(
        eq(auditLog.actor, `member:${id}`),
        sql`${auditLog.after} ->> 'memberId' = ${id}`,
        sql`${auditLog.before} ->> 'memberId' = ${id}`,
      )!,
    );
  }
  if (query.action !== undefined)
    where.push(
      query.action.endsWith('.')
        ? like(auditLog.action, `${query.action}%`)
        : eq(auditLog.action, query.action),
    );
  if (query.from !== undefined) where.push(gte(auditLog.createdAt, new Date(query.from)));
  if (query.to !== undefined) where.push(lte(auditLog.createdAt, new Date(query.to)));
  if (query.before !== undefined) where.push(lt(auditLog.id, query.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.size + 1);
  const page = rows.slice(0, query.size);
  const nameOf = await actorNames(
    db,
    page.map((row) => row.actor),
  );
  return {
    list: page.map((row) => ({
      id: row.id,
      actor: row.actor,
      actorName: nameOf(row.actor),
      action: row.action,
      before: row.before,
      after: row.after,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
    })),
    next: rows.length > query.size ? (page.at(-1)?.id ?? null) : null,
  };
}
