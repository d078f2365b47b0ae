import { AGENT_TYPES } from '@swerte/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { affiliateCodes, members, socialIdentities } from '../../db/schema.js';
import type { Db, Tx } from '../../platform/db/client.js';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export async function findById(db: Db | Tx, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

/** One column by primary key: what the bet path needs to know (play money or cash). */
export async function findAccountType(db: Db | Tx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ isAgent: members.isAgent })
    .from(members)
    .where(eq(members.id, sql.placeholder('id')))
    .prepare('member_account_type')
    .execute({ id });
  return row?.isAgent ?? null;
}

export async function findByUsername(db: Db | Tx, username: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`);
  return row ?? null;
}

export async function findByMobile(
  db: Db | Tx,
  countryCode: string,
  national: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.mobileCountryCode, countryCode), eq(members.mobile, national)));
  return row ?? null;
}

export async function findByEmail(db: Db | Tx, email: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.email}) = lower(${email})`);
  return row ?? null;
}

export async function insertMember(tx: Tx | Db, member: NewMember): Promise<MemberRow> {
  const [row] = await tx.insert(members).values(member).returning();
  if (!row) throw new Error('member insert returned no row');
  return row;
}

export async function updateMember(tx: Tx | Db, id: number, change: Partial<NewMember>): Promise<void> {
  await tx.update(members).set(change).where(eq(members.id, id));
}

/** The agent an enabled affiliate code belongs to, while it is still an agent (isAgent 1, 2, 41, 42). */
export async function findAffiliate(
  db: Db | Tx,
  code: string,
): Promise<{ code: string; member: MemberRow } | null> {
  const [row] = await db
    .select({ code: affiliateCodes.code, member: members })
    .from(affiliateCodes)
    .innerJoin(members, eq(members.id, affiliateCodes.memberId))
    .where(
      and(
        sql`lower(${affiliateCodes.code}) = lower(${code})`,
        eq(affiliateCodes.enabled, true),
        inArray(members.isAgent, [...AGENT_TYPES]),
      ),
    );
  return row ?? null;
}

export async function findSocialMember(db: Db, provider: string, subject: string): Promise<MemberRow | null> {
  const [row] = await db
    .select({ member: members })
    .from(socialIdentities)
    .innerJoin(members, eq(members.id, socialIdentities.memberId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return row?.member ?? null;
}

/** Links; false when that identity already belongs to someone. */
export async function linkSocial(
  db: Db,
  provider: string,
  subject: string,
  memberId: number,
): Promise<boolean> {
  const rows = await db
    .insert(socialIdentities)
    .values({ provider, subject, memberId })
    .onConflictDoNothing()
    .returning({ memberId: socialIdentities.memberId });
  return rows.length > 0;
}
