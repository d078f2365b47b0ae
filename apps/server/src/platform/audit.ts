import { auditLog } from '../db/schema.js';
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
