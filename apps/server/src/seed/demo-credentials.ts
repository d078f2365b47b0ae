import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { members } from '../db/schema.js';
import { operators } from '../db/wallet-schema.js';
import type { Db } from '../platform/db/client.js';
import { writeAudit } from '../platform/audit.js';
import { hashPassword, verifyPassword } from '../platform/password.js';
import { DEMO_AGENT, DEMO_PLAYER, DEMO_RESET } from './members.js';
import { DEMO_OPERATOR } from './operators.js';

/** How the demo accounts get their passwords: the ones the README publishes, or fresh random ones. */
export type DemoCredentials = 'published' | 'random';

export const PUBLISHED_MEMBER_LOGINS = [DEMO_AGENT, DEMO_PLAYER, DEMO_RESET] as const;
export const PUBLISHED_OPERATOR_LOGINS = [DEMO_OPERATOR] as const;

/** A password nobody has read anywhere: 24 characters from 18 random bytes. */
export function randomDemoPassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The demo accounts that can still be entered with the password the README publishes (disabled
 * operators cannot log in, so they do not count).
 */
export async function findPublishedDemoLogins(db: Db): Promise<string[]> {
  const memberRows = await db
    .select({ username: members.username, passwordHash: members.passwordHash })
    .from(members)
    .where(
      and(
        inArray(
          members.username,
          PUBLISHED_MEMBER_LOGINS.map((a) => a.username),
        ),
        isNotNull(members.passwordHash),
      ),
    );
  const operatorRows = await db
    .select({ username: operators.username, passwordHash: operators.passwordHash })
    .from(operators)
    .where(
      and(
        inArray(
          operators.username,
          PUBLISHED_OPERATOR_LOGINS.map((a) => a.username),
        ),
        eq(operators.disabled, false),
      ),
    );
  const published = new Map<string, string>(
    [...PUBLISHED_MEMBER_LOGINS, ...PUBLISHED_OPERATOR_LOGINS].map((a) => [a.username, a.password]),
  );
  const found: string[] = [];
  for (const row of [...memberRows, ...operatorRows]) {
    const password = published.get(row.username);
    if (password && row.passwordHash && (await verifyPassword(row.passwordHash, password).catch(() => false)))
      found.push(row.username);
  }
  return found;
}

/** Production start-up: a published demo password in place means anyone can log in, so the server stops. */
export async function refusePublishedDemoLogins(db: Db): Promise<void> {
  const found = await findPublishedDemoLogins(db);
  if (found.length === 0) return;
  throw new Error(
    `Refusing to start in production: the demo account(s) ${found.join(', ')} still have the password the ` +
      'README publishes. Disable the demo operator (npm run admin -w apps/server -- operator disable demoadmin) ' +
      'and change or remove the demo members, or start from an empty database (demo data is off in production).',
  );
}

/**
 * Gives every demo account still at its published password a random one nobody is told (audited):
 * the way out for a production database seeded before demo data was made safe.
 */
export async function lockPublishedDemoLogins(db: Db, by: { actor: string }): Promise<string[]> {
  const found = await findPublishedDemoLogins(db);
  if (found.length === 0) return [];
  const hashes = new Map(
    await Promise.all(
      found.map(async (username) => [username, await hashPassword(randomDemoPassword())] as const),
    ),
  );
  await db.transaction(async (tx) => {
    for (const [username, passwordHash] of hashes) {
      await tx
        .update(members)
        .set({ passwordHash, passwordChangedAt: new Date() })
        .where(eq(members.username, username));
      await tx.update(operators).set({ passwordHash }).where(eq(operators.username, username));
      await writeAudit(tx, {
        actor: by.actor,
        action: 'demo.login_locked',
        before: null,
        after: { username },
        ip: null,
      });
    }
  });
  return found;
}
