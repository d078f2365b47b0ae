import { eq } from 'drizzle-orm';
import { members } from '../src/db/schema.js';
import { operators } from '../src/db/wallet-schema.js';
import type { Db } from '../src/platform/db/client.js';
import { hashPassword } from '../src/platform/password.js';
import { PUBLISHED_MEMBER_LOGINS, PUBLISHED_OPERATOR_LOGINS } from '../src/seed/demo-credentials.js';

/**
 * A production-mode test site starts with random demo passwords (as a real one would); the browser
 * journeys log in with the published ones, so the test harness puts them back once the server is up.
 */
export async function usePublishedDemoPasswords(db: Db): Promise<void> {
  for (const account of PUBLISHED_MEMBER_LOGINS) {
    const passwordHash = await hashPassword(account.password);
    await db.update(members).set({ passwordHash }).where(eq(members.username, account.username));
  }
  for (const account of PUBLISHED_OPERATOR_LOGINS) {
    const passwordHash = await hashPassword(account.password);
    await db.update(operators).set({ passwordHash }).where(eq(operators.username, account.username));
  }
}
