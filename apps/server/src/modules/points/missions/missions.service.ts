import {
  GameTypeSchema,
  MONEY_MISSION_KINDS,
  parseCents,
  type AdminMission,
  type AdminMissionInputSchema,
  type Language,
  type Leaderboard,
  type MissionItem,
  type MissionKind,
  type MissionSummary,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import {
  countOf,
  maskName,
  missionStatus,
  percentOf,
  periodKeyFits,
  periodOf,
  quantityText,
  type Fact,
} from './mission-maths.js';
import * as repo from './missions.repository.js';
import { amountText, type RewardsService } from './rewards.service.js';

type MissionInput = z.output<typeof AdminMissionInputSchema>;
export interface Acting {
  actor: string;
  ip: string;
}

const BOARD_SIZE = 10;
/** Periods a leaderboard lists to choose from (the current one and past ones). */
const BOARD_PERIODS = 12;

/** The mission kinds each kind of fact can move. */
const KINDS_OF: Record<Fact['type'], MissionKind[]> = {
  bet: ['bet_amount', 'win_rounds', 'play_days'],
  deposit: ['deposit'],
  invitee: ['invite_deposit'],
};

export interface MissionsDeps {
  db: Db;
  rewards: Pick<RewardsService, 'offer'>;
  /** Whether a member label exists (a mission for a label names an existing one). */
  labels: { exists(id: number): Promise<boolean> };
  timeZone: string;
}

export type MissionsService = ReturnType<typeof createMissionsService>;

const parseQuantity = (kind: MissionKind | 'points', text: string): bigint => {
  if (kind === 'points' || !MONEY_MISSION_KINDS.includes(kind)) {
    if (!/^\d+$/.test(text)) throw new AppError('error_amount_invalid');
    return BigInt(text);
  }
  return parseCents(text);
};

function toAdmin(row: repo.MissionRow): AdminMission {
  const gameType = GameTypeSchema.safeParse(row.gameType);
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    gameType: gameType.success ? gameType.data : null,
    target: quantityText(row.kind, row.target),
    title: row.title,
    description: row.description,
    rewardKind: row.rewardKind,
    rewardAmount: amountText(row.rewardKind, row.rewardAmount),
    turnoverMultiple: row.turnoverMultiple,
    claimDays: row.claimDays,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    labelId: row.labelId,
    joinRequired: row.joinRequired,
  };
}

/**
 * Missions: progress counted from facts (settled bets, approved deposits, invitees' deposits) once per
 * source in the period of the event, a completed period offered to the reward center once; the member's
 * summary and the period's leaderboard; the operators' CRUD.
 */
export function createMissionsService({ db, rewards, labels, timeZone }: MissionsDeps) {
  /** Counts facts of one member towards every mission live at `at`, in the caller's transaction. */
  async function count(tx: Tx, memberId: number, facts: Fact[], at: Date): Promise<void> {
    const kinds = [...new Set(facts.flatMap((fact) => KINDS_OF[fact.type]))];
    if (kinds.length === 0) return;
    const live = await repo.liveMissions(tx, memberId, kinds, at);
    for (const mission of live) {
      const period = periodOf(mission.period, timeZone, at);
      for (const fact of facts) {
        const counted = countOf(mission, fact);
        if (!counted) continue;
        const result = await repo.addProgress(
          tx,
          { missionId: mission.id, memberId, periodKey: period.key, ...counted },
          mission.target,
        );
        if (!result?.completed) continue;
        await rewards.offer(tx, {
          memberId,
          source: `mission:${mission.id}:${period.key}`,
          kind: 'mission',
          title: mission.title,
          rewardKind: mission.rewardKind,
          amount: mission.rewardAmount,
          turnoverMultiple: mission.turnoverMultiple,
          claimDays: mission.claimDays,
        });
      }
    }
  }

  async function summary(memberId: number, lang: Language): Promise<MissionSummary> {
    const list = await itemsOf(memberId, await repo.visibleMissions(db, memberId), lang);
    return { list, claimable: list.filter((m) => m.status === 'claim').length };
  }

  /** The member's view of missions in their current periods. */
  async function itemsOf(memberId: number, rows: repo.MissionRow[], lang: Language): Promise<MissionItem[]> {
    const now = new Date();
    const periods = new Map(rows.map((m) => [m.id, periodOf(m.period, timeZone, now)]));
    const keyOf = (m: repo.MissionRow) => periods.get(m.id)?.key ?? 'O';
    const [progress, claims, joined] = await Promise.all([
      repo.progressOf(
        db,
        memberId,
        rows.map((m) => ({ missionId: m.id, periodKey: keyOf(m) })),
      ),
      repo.claimsBySource(
        db,
        memberId,
        rows.map((m) => `mission:${m.id}:${keyOf(m)}`),
      ),
      repo.joinedOf(
        db,
        memberId,
        rows.filter((m) => m.joinRequired).map((m) => m.id),
      ),
    ]);
    const progressBy = new Map(progress.map((p) => [p.missionId, p.progress]));
    const claimBy = new Map(claims.map((c) => [c.source, c]));
    return rows.map((m): MissionItem => {
      const claim = claimBy.get(`mission:${m.id}:${keyOf(m)}`) ?? null;
      const done = progressBy.get(m.id) ?? 0n;
      const periodEnd = periods.get(m.id)?.endsAt ?? null;
      const endsAt = m.endsAt && (!periodEnd || m.endsAt < periodEnd) ? m.endsAt : periodEnd;
      const gameType = GameTypeSchema.safeParse(m.gameType);
      return {
        id: m.id,
        kind: m.kind,
        period: m.period,
        gameType: gameType.success ? gameType.data : null,
        title: m.title[lang],
        description: m.description[lang],
        periodKey: keyOf(m),
        target: quantityText(m.kind, m.target),
        progress: quantityText(m.kind, done),
        percent: percentOf(done, m.target),
        rewardKind: m.rewardKind,
        rewardAmount: amountText(m.rewardKind, m.rewardAmount),
        status: missionStatus(m, claim, now, { joined: joined.has(m.id), progress: done }),
        joinRequired: m.joinRequired,
        claimId: claim?.id ?? null,
        endsAt: endsAt ? endsAt.toISOString() : null,
        startsAt: m.startsAt.toISOString(),
      };
    });
  }

  /**
   * Joins a mission that asks for it (§4 join → joined): facts from now on count. A closed one is
   * error_mission_closed; one that asks for no join error_mission_no_join; joining twice is one join.
   */
  async function join(memberId: number, missionId: number, lang: Language): Promise<MissionItem> {
    const mission = await db.transaction(async (tx) => {
      const row = await repo.missionFor(tx, memberId, missionId);
      if (!row) throw new AppError('error_not_found');
      if (!row.joinRequired) throw new AppError('error_mission_no_join');
      if (row.endsAt !== null && row.endsAt <= new Date()) throw new AppError('error_mission_closed');
      await repo.insertJoin(tx, missionId, memberId);
      return row;
    });
    const [item] = await itemsOf(memberId, [mission], lang);
    if (!item) throw new Error('a joined mission has no item');
    return item;
  }

  /**
   * A mission's leaderboard for the current period, or a past one (periodKey), with the caller's rank
   * in it and the periods there are to choose from. A mission the member cannot see is error_not_found.
   */
  async function leaderboard(
    memberId: number,
    missionId: number,
    periodKey?: string,
    periodsBefore?: string,
  ): Promise<Leaderboard> {
    const mission = await repo.missionFor(db, memberId, missionId);
    if (!mission) throw new AppError('error_not_found');
    const current = periodOf(mission.period, timeZone, new Date()).key;
    const key = periodKey ?? current;
    if (!periodKeyFits(mission.period, key) || key > current) throw new AppError('error_not_found');
    if (periodsBefore !== undefined && !periodKeyFits(mission.period, periodsBefore))
      throw new AppError('error_not_found');
    const [top, mine, past] = await Promise.all([
      repo.leaderboard(db, missionId, key, BOARD_SIZE),
      repo.progressOf(db, memberId, [{ missionId, periodKey: key }]),
      // One more than a page tells whether an older page exists.
      repo.periodsOf(db, missionId, BOARD_PERIODS + 1, periodsBefore ?? null),
    ]);
    const myProgress = mine[0]?.progress ?? null;
    const rank = myProgress === null ? null : (await repo.countAhead(db, missionId, key, myProgress)) + 1;
    return {
      missionId,
      periodKey: key,
      ...periodsPage(current, past, periodsBefore),
      list: top.map((row, i) => ({
        rank: i + 1,
        name: maskName(row.username),
        progress: quantityText(mission.kind, row.progress),
      })),
      me: { rank, progress: quantityText(mission.kind, myProgress ?? 0n) },
    };
  }

  /** A page of periods: the first starts with the current one (it may have no progress yet). */
  function periodsPage(current: string, past: string[], before: string | undefined) {
    const all = before === undefined ? [current, ...past.filter((p) => p !== current)] : past;
    const periods = all.slice(0, BOARD_PERIODS);
    return { periods, olderPeriods: all.length > BOARD_PERIODS ? periods.at(-1)! : null };
  }

  // Operators -------------------------------------------------------------------------------------

  function columns(input: MissionInput) {
    const target = parseQuantity(input.kind, input.target);
    const rewardAmount = parseQuantity(
      input.rewardKind === 'points' ? 'points' : 'deposit',
      input.rewardAmount,
    );
    if (target <= 0n || rewardAmount <= 0n) throw new AppError('error_amount_invalid');
    return {
      kind: input.kind,
      period: input.period,
      // Only what bets carry can be narrowed to a game type.
      gameType: ['bet_amount', 'win_rounds', 'play_days'].includes(input.kind) ? input.gameType : null,
      target,
      title: input.title,
      description: input.description,
      rewardKind: input.rewardKind,
      rewardAmount,
      turnoverMultiple: input.rewardKind === 'bonus' ? input.turnoverMultiple : 0,
      claimDays: input.claimDays,
      ...(input.startsAt ? { startsAt: new Date(input.startsAt) } : {}),
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      enabled: input.enabled,
      sortOrder: input.sortOrder,
      labelId: input.labelId,
      joinRequired: input.joinRequired,
    };
  }

  /** A mission for a label names one that exists. */
  async function checkLabel(input: MissionInput) {
    if (input.labelId !== null && !(await labels.exists(input.labelId)))
      throw new AppError('error_not_found');
  }

  async function create(input: MissionInput, by: Acting): Promise<AdminMission> {
    const values = columns(input);
    await checkLabel(input);
    return db.transaction(async (tx) => {
      const row = toAdmin(await repo.insertMission(tx, values));
      await writeAudit(tx, {
        actor: by.actor,
        action: 'missions.create',
        before: null,
        after: row,
        ip: by.ip,
      });
      return row;
    });
  }

  async function update(id: number, input: MissionInput, by: Acting): Promise<AdminMission> {
    const values = columns(input);
    await checkLabel(input);
    return db.transaction(async (tx) => {
      const before = await repo.lockMission(tx, id);
      if (!before) throw new AppError('error_not_found');
      const row = toAdmin(await repo.updateMission(tx, id, values));
      await writeAudit(tx, {
        actor: by.actor,
        action: 'missions.update',
        before: toAdmin(before),
        after: row,
        ip: by.ip,
      });
      return row;
    });
  }

  return {
    count,
    summary,
    join,
    leaderboard,
    list: async () => (await repo.listMissions(db)).map(toAdmin),
    create,
    update,
  };
}
