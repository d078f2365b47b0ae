import {
  formatCents,
  isHttpsUrl,
  parseCents,
  REALITY_CHECK_DEFAULT_MINUTES,
  type AdminMemberProtectionSchema,
  type JurisdictionSettings,
  type RiskReportRowSchema,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import { cached } from '../../platform/cache.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { windowStartDate } from './limit-maths.js';
import * as repo from './protection.repository.js';
import { toBlock, type ProtectionService } from './protection.service.js';

export interface ProtectionAdminDeps {
  db: Db;
  protection: Pick<ProtectionService, 'status' | 'selfExclude'>;
  timeZone: string;
  now?: () => Date;
}

const SETTINGS_CACHE_TTL_MS = 3000;

type AdminMemberProtection = z.infer<typeof AdminMemberProtectionSchema>;
type RiskReportRow = z.infer<typeof RiskReportRowSchema>;
export interface ActingOperator {
  operatorId: number;
  ip: string;
}

export function toSettings(row: repo.SettingsRow): JurisdictionSettings {
  return {
    coolingOffHours: row.coolingOffHours,
    minimumAge: row.minimumAge === 21 ? 21 : 18,
    askDateOfBirth: row.askDateOfBirth,
    regulatorName: row.regulatorName,
    // Stored before links were checked on the way in: one that is not https is not shown.
    regulatorUrl: isHttpsUrl(row.regulatorUrl) ? row.regulatorUrl : '',
    supportName: row.supportName,
    supportUrl: isHttpsUrl(row.supportUrl) ? row.supportUrl : '',
    supportPhone: row.supportPhone,
    reportDays: row.reportDays,
    reportRisePercent: row.reportRisePercent,
    reportMinLoss: formatCents(row.reportMinLossCents),
  };
}

/** The back office: a member's protection and history, imposed exclusions, settings and the risk report. */
export function createProtectionAdmin({
  db,
  protection,
  timeZone,
  now = () => new Date(),
}: ProtectionAdminDeps) {
  // Read on every registration and permission call; an operator's change drops it here, other nodes
  // see it within the TTL.
  const settingsCache = cached(SETTINGS_CACHE_TTL_MS, async () => toSettings(await repo.readSettings(db)));

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
      realityCheckMinutes: state?.realityCheckMinutes ?? REALITY_CHECK_DEFAULT_MINUTES,
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

  async function settings(): Promise<JurisdictionSettings> {
    return toSettings(await repo.readSettings(db));
  }

  /** What registration checks: the minimum age, whether the date of birth is asked, and today's site date. */
  async function registrationRules() {
    const { minimumAge, askDateOfBirth } = await settingsCache.get();
    return { minimumAge, askDateOfBirth, today: windowStartDate('daily', timeZone, now()) };
  }

  async function setSettings(body: JurisdictionSettings, by: ActingOperator): Promise<JurisdictionSettings> {
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
      settingsCache.invalidate();
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

  /** What help and the registration form show: the minimum age, the date-of-birth question, the contacts. */
  async function publicInfo() {
    const { minimumAge, askDateOfBirth, regulatorName, regulatorUrl, supportName, supportUrl, supportPhone } =
      await settingsCache.get();
    return { minimumAge, askDateOfBirth, regulatorName, regulatorUrl, supportName, supportUrl, supportPhone };
  }

  return { member, impose, settings, setSettings, report, publicInfo, registrationRules };
}

export type ProtectionAdmin = ReturnType<typeof createProtectionAdmin>;
