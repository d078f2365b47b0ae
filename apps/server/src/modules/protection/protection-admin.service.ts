import {
  formatCents,
  parseCents,
  type AdminMemberProtectionSchema,
  type ProtectionSettings,
  type RiskReportRowSchema,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { publicInfoOf, type ActingOperator, type Jurisdictions } from './jurisdictions.js';
import { windowStartDate } from './limit-maths.js';
import * as repo from './protection.repository.js';
import { toBlock, type ProtectionService } from './protection.service.js';

export interface ProtectionAdminDeps {
  db: Db;
  protection: Pick<ProtectionService, 'status' | 'selfExclude'>;
  jurisdictions: Jurisdictions;
  timeZone: string;
  now?: () => Date;
}

type AdminMemberProtection = z.infer<typeof AdminMemberProtectionSchema>;
type RiskReportRow = z.infer<typeof RiskReportRowSchema>;
export type { ActingOperator } from './jurisdictions.js';

export function toSettings(row: repo.SettingsRow): ProtectionSettings {
  return {
    reportDays: row.reportDays,
    reportRisePercent: row.reportRisePercent,
    reportMinLoss: formatCents(row.reportMinLossCents),
  };
}

/** The back office: a member's protection and history, imposed exclusions, settings and the risk report. */
export function createProtectionAdmin({
  db,
  protection,
  jurisdictions,
  timeZone,
  now = () => new Date(),
}: ProtectionAdminDeps) {
  async function member(memberId: number): Promise<AdminMemberProtection> {
    const username = await repo.usernameOf(db, memberId);
    if (username === null) throw new AppError('error_not_found');
    const [status, history, state] = [
      await protection.status(memberId),
      await repo.blockHistory(db, memberId),
      await repo.findState(db, memberId),
    ];
    return {
      memberId,
      username,
      limits: status.limits,
      realityCheckMinutes: state?.realityCheckMinutes ?? status.realityCheckMinutes,
      history: history.map((row) => ({
        ...toBlock(row),
        id: row.id,
        liftedAt: row.liftedAt?.toISOString() ?? null,
      })),
    };
  }

  /** Imposes a self-exclusion; one already reaching further is error_exclusion_shorter (never shortened). */
  async function impose(memberId: number, body: { months: number; reason: string }, by: ActingOperator) {
    if ((await repo.usernameOf(db, memberId)) === null) throw new AppError('error_not_found');
    await protection.selfExclude(memberId, body.months, {
      actor: `operator:${by.operatorId}`,
      ip: by.ip,
      reason: body.reason,
    });
    return member(memberId);
  }

  async function settings(): Promise<ProtectionSettings> {
    return toSettings(await repo.readSettings(db));
  }

  /**
   * What registration from `country` (the visitor's, else the mobile number's) checks: its jurisdiction,
   * the minimum age, whether the date of birth is asked and a deposit limit required, today's site date.
   * A member an agent registers from an unknown country is taken to be where the agent is (`uplineId`).
   */
  async function registrationRules(country: string | null, uplineId?: number) {
    const { code, minimumAge, askDateOfBirth, mandatoryLimits } =
      country === null && uplineId !== undefined
        ? await jurisdictions.ofMember(db, uplineId)
        : await jurisdictions.forCountry(country);
    return {
      jurisdiction: code,
      minimumAge,
      askDateOfBirth,
      mandatoryLimits,
      today: windowStartDate('daily', timeZone, now()),
    };
  }

  async function setSettings(body: ProtectionSettings, by: ActingOperator): Promise<ProtectionSettings> {
    return db.transaction(async (tx) => {
      const before = toSettings(await repo.readSettings(tx));
      const { reportMinLoss, ...rest } = body;
      const row = await repo.writeSettings(tx, { ...rest, reportMinLossCents: parseCents(reportMinLoss) });
      const after = toSettings(row);
      await writeAudit(tx, {
        actor: `operator:${by.operatorId}`,
        action: 'protection.settings',
        before,
        after,
        ip: by.ip,
      });
      return after;
    });
  }

  /**
   * The rule the operator tunes: over the last `reportDays` days against the same span before it, a
   * loss of at least `reportMinLoss` that rose by `reportRisePercent`, or session minutes that did.
   */
  async function report(): Promise<RiskReportRow[]> {
    const rule = await repo.readSettings(db);
    const rows = await repo.riskFigures(db, rule.reportDays);
    const rose = (recent: bigint, before: bigint) =>
      recent * 100n > before * BigInt(100 + rule.reportRisePercent);
    const flagged: RiskReportRow[] = [];
    for (const row of rows) {
      const [lr, lb, mr, mb] = [BigInt(row.lr), BigInt(row.lb), BigInt(row.mr), BigInt(row.mb)];
      const reasons: RiskReportRow['reasons'] = [];
      if (lr >= rule.reportMinLossCents && rose(lr, lb)) reasons.push('loss');
      if (mr >= 60n && rose(mr, mb)) reasons.push('session');
      if (reasons.length === 0) continue;
      flagged.push({
        memberId: Number(row.member_id),
        username: row.username,
        lossRecent: formatCents(lr),
        lossBefore: formatCents(lb),
        minutesRecent: Number(mr),
        minutesBefore: Number(mb),
        reasons,
      });
      if (flagged.length >= 200) break;
    }
    return flagged;
  }

  /** What help and the registration form show a visitor from `country`: its jurisdiction's rules and contacts. */
  async function publicInfo(country: string | null) {
    return publicInfoOf(await jurisdictions.forCountry(country));
  }

  return {
    member,
    impose,
    settings,
    setSettings,
    report,
    publicInfo,
    registrationRules,
    jurisdictions: jurisdictions.list,
    setJurisdiction: jurisdictions.set,
  };
}

export type ProtectionAdmin = ReturnType<typeof createProtectionAdmin>;
