import {
  isHttpsUrl,
  type Jurisdiction,
  type JurisdictionInput,
  type PublicProtectionInfo,
} from '@swerte/contracts';
import { asc, eq, or, sql } from 'drizzle-orm';
import { members, protectionJurisdictions } from '../../db/schema.js';
import { writeAudit } from '../../platform/audit.js';
import { cached } from '../../platform/cache.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';

type Row = typeof protectionJurisdictions.$inferSelect;

const CACHE_TTL_MS = 3000;

export function toJurisdiction(row: Row): Jurisdiction {
  return {
    code: row.code,
    nameTy: row.nameTy,
    nameEn: row.nameEn,
    countries: [...row.countries].sort(),
    isDefault: row.isDefault,
    minimumAge: row.minimumAge === 21 ? 21 : 18,
    askDateOfBirth: row.askDateOfBirth,
    mandatoryLimits: row.mandatoryLimits,
    realityCheckMinutes: row.realityCheckMinutes,
    coolingOffHours: row.coolingOffHours,
    licence: row.licence,
    regulatorName: row.regulatorName,
    // Stored before links were checked on the way in: one that is not https is not shown.
    regulatorUrl: isHttpsUrl(row.regulatorUrl) ? row.regulatorUrl : '',
    supportName: row.supportName,
    supportUrl: isHttpsUrl(row.supportUrl) ? row.supportUrl : '',
    supportPhone: row.supportPhone,
  };
}

/** Rules when no row exists at all (an empty database before its migration's default row). */
const FALLBACK: Jurisdiction = {
  code: 'DEFAULT',
  nameTy: 'Default',
  nameEn: 'Default',
  countries: [],
  isDefault: true,
  minimumAge: 18,
  askDateOfBirth: false,
  mandatoryLimits: false,
  realityCheckMinutes: 60,
  coolingOffHours: 24,
  licence: '',
  regulatorName: '',
  regulatorUrl: '',
  supportName: '',
  supportUrl: '',
  supportPhone: '',
};

/** The jurisdiction whose countries hold `country`, else the default one (pure). */
export function jurisdictionFor(list: readonly Jurisdiction[], country: string | null): Jurisdiction {
  const listed = country === null ? undefined : list.find((j) => j.countries.includes(country.toUpperCase()));
  return listed ?? list.find((j) => j.isDefault) ?? list[0] ?? FALLBACK;
}

export function publicInfoOf(j: Jurisdiction): PublicProtectionInfo {
  const { code, minimumAge, askDateOfBirth, mandatoryLimits, licence } = j;
  const { regulatorName, regulatorUrl, supportName, supportUrl, supportPhone } = j;
  return {
    code,
    minimumAge,
    askDateOfBirth,
    mandatoryLimits,
    licence,
    regulatorName,
    regulatorUrl,
    supportName,
    supportUrl,
    supportPhone,
  };
}

export interface ActingOperator {
  operatorId: number;
  ip: string;
}

export type Jurisdictions = ReturnType<typeof createJurisdictions>;

/**
 * The jurisdictions (migration 0036): read on every registration, permission call and limit change, so
 * kept in memory; an operator's change drops it here, other nodes see it within the TTL.
 */
export function createJurisdictions(db: Db) {
  const cache = cached(CACHE_TTL_MS, async () =>
    (await db.select().from(protectionJurisdictions).orderBy(asc(protectionJurisdictions.code))).map(
      toJurisdiction,
    ),
  );

  async function forCountry(country: string | null): Promise<Jurisdiction> {
    return jurisdictionFor(await cache.get(), country);
  }

  /** The member's jurisdiction (decided at registration; none recorded: the default). */
  async function ofMember(from: Db | Tx, memberId: number): Promise<Jurisdiction> {
    // Read through the caller's handle, not the cache: inside a transaction on the embedded database
    // (one connection) a cache refill on the pool would wait for the transaction forever.
    const [member] = await from
      .select({ code: members.jurisdiction })
      .from(members)
      .where(eq(members.id, memberId));
    const rows = await from
      .select()
      .from(protectionJurisdictions)
      .where(
        member?.code
          ? or(eq(protectionJurisdictions.code, member.code), eq(protectionJurisdictions.isDefault, true))
          : eq(protectionJurisdictions.isDefault, true),
      );
    const list = rows.map(toJurisdiction);
    return list.find((j) => j.code === member?.code) ?? jurisdictionFor(list, null);
  }

  /**
   * Creates or changes one jurisdiction, audited. Exactly one stays the default (making one the default
   * takes it from the other; the default cannot give it up itself), and a country belongs to one at most.
   */
  async function set(code: string, input: JurisdictionInput, by: ActingOperator): Promise<Jurisdiction> {
    const saved = await db.transaction(async (tx) => {
      // One change at a time: the default and the countries are judged across every row.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('protection_jurisdictions'))`);
      const rows = await tx.select().from(protectionJurisdictions);
      const before = rows.find((row) => row.code === code) ?? null;
      if (!input.isDefault && (before?.isDefault ?? false)) throw new AppError('error_jurisdiction_default');
      if (!input.isDefault && !rows.some((row) => row.isDefault && row.code !== code))
        throw new AppError('error_jurisdiction_default');
      const countries = [...new Set(input.countries)];
      for (const other of rows) {
        if (other.code === code) continue;
        const taken = countries.find((country) => other.countries.includes(country));
        if (taken) throw new AppError('error_jurisdiction_country_taken', { params: { country: taken } });
      }
      if (input.isDefault)
        await tx
          .update(protectionJurisdictions)
          .set({ isDefault: false, updatedAt: sql`now()` })
          .where(sql`${protectionJurisdictions.isDefault} AND ${protectionJurisdictions.code} <> ${code}`);
      const values = { ...input, countries, updatedAt: sql`now()` };
      const [row] = await tx
        .insert(protectionJurisdictions)
        .values({ code, ...values })
        .onConflictDoUpdate({ target: protectionJurisdictions.code, set: values })
        .returning();
      const after = toJurisdiction(row!);
      await writeAudit(tx, {
        actor: `operator:${by.operatorId}`,
        action: 'protection.jurisdiction',
        before: before ? toJurisdiction(before) : null,
        after,
        ip: by.ip,
      });
      return after;
    });
    cache.invalidate();
    return saved;
  }

  return {
    list: () => cache.get(),
    forCountry,
    ofMember,
    set,
    exists: async (code: string) => (await cache.get()).some((j) => j.code === code),
  };
}
