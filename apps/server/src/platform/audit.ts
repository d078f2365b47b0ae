import { inArray } from 'drizzle-orm';
import { auditLog, members, operators } from '../db/schema.js';
import type { Db, Tx } from './db/client.js';

export interface AuditEntry {
  /** Who: 'cli', 'operator:<id>', 'member:<id>'. */
  actor: string;
  action: string;
  before: unknown;
  after: unknown;
  ip?: string | null;
}

/** Writes the audit row inside the caller's transaction, so it exists exactly when the change does. */
export async function writeAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

const ACTOR = /^(operator|member):(\d+)$/;

/**
 * Names to show for actors ('operator:<id>' → the operator's username, 'member:<id>' → the member's);
 * any other actor ('cli', a job) and an id no longer found are shown as stored.
 */
export async function actorNames(
  db: Db | Tx,
  actors: Iterable<string | null | undefined>,
): Promise<(actor: string) => string> {
  const ids = { operator: new Set<number>(), member: new Set<number>() };
  for (const actor of actors) {
    const match = actor ? ACTOR.exec(actor) : null;
    if (match) ids[match[1] as 'operator' | 'member'].add(Number(match[2]));
  }
  const names = new Map<string, string>();
  if (ids.operator.size > 0)
    for (const row of await db
      .select({ id: operators.id, username: operators.username })
      .from(operators)
      .where(inArray(operators.id, [...ids.operator])))
      names.set(`operator:${row.id}`, row.username);
  if (ids.member.size > 0)
    for (const row of await db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(inArray(members.id, [...ids.member])))
      names.set(`member:${row.id}`, row.username);
  return (actor) => names.get(actor) ?? actor;
}
