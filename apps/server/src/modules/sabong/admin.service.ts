import { formatCents, parseCents, type AdminFight, type SabongSettingsWire } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import { actorNames, writeAudit } from '../../platform/audit.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { FightService } from './fights.service.js';
import * as repo from './sabong.repository.js';
import { EMPTY_POOLS, percentOf, poolsByFight, toAdminFight } from './views.js';

export interface SabongAdminDeps {
  db: Db;
  fights: Pick<FightService, 'settle' | 'close' | 'pushSoon'>;
}

export type SabongAdmin = ReturnType<typeof createSabongAdmin>;

export interface Actor {
  actor: string;
  ip: string | null;
}

const toSettings = (row: repo.SettingsRow): SabongSettingsWire => ({
  plasadaPercent: percentOf(row.plasadaBp),
  plasadaBase: row.plasadaBase,
  drawMultiple: row.drawMultiple,
  minStake: formatCents(row.minStake),
  maxStake: formatCents(row.maxStake),
  demoCard: row.demoCard,
  demoWindowSeconds: row.demoWindowSeconds,
});

/** "7.5" → 750 basis points (the schema allows up to 2 decimals). */
const basisPoints = (percent: string) => Number(parseCents(percent));

/**
 * The operators' calls: settings, the card's fights and their windows, results entered by one operator
 * and confirmed by another (then paid at once, or by the next schedule run), cancellations. Audited.
 */
export function createSabongAdmin({ db, fights }: SabongAdminDeps) {
  async function adminFight(fightId: number): Promise<AdminFight> {
    const row = await repo.fightById(db, fightId);
    if (!row) throw new AppError('error_not_found');
    const card = (await repo.cardById(db, row.cardId))!;
    const pools = poolsByFight(await repo.poolsOf(db, [fightId])).get(fightId) ?? { ...EMPTY_POOLS, bets: 0 };
    const nameOf = await actorNames(db, [row.enteredBy, row.confirmedBy]);
    return toAdminFight(row, card, pools, await repo.dbNow(db), nameOf);
  }

  async function found(fightId: number): Promise<repo.FightRow> {
    const row = await repo.fightById(db, fightId);
    if (!row) throw new AppError('error_not_found');
    return row;
  }

  /** A move audited in its transaction; refused with error_sabong_fight_state when the fight is elsewhere. */
  async function audited(
    fightId: number,
    who: Actor,
    action: string,
    move: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<repo.FightRow | null>,
    after: Record<string, unknown>,
  ): Promise<repo.FightRow> {
    const before = await found(fightId);
    return db.transaction(async (tx) => {
      const moved = await move(tx);
      if (!moved) throw new AppError('error_sabong_fight_state');
      await writeAudit(tx, {
        actor: who.actor,
        action,
        before: { fightId, status: before.status, result: before.result },
        after: { fightId, status: moved.status, ...after },
        ip: who.ip,
      });
      return moved;
    });
  }

  return {
    async settings() {
      return toSettings(await repo.settings(db));
    },

    async saveSettings(
      body: {
        plasadaPercent: string;
        plasadaBase: 'gross' | 'losing';
        drawMultiple: number;
        minStake: string;
        maxStake: string;
        demoCard: boolean;
        demoWindowSeconds: number;
      },
      who: Actor,
    ) {
      const before = toSettings(await repo.settings(db));
      const minStake = parseCents(body.minStake);
      const maxStake = parseCents(body.maxStake);
      if (minStake > maxStake) throw new AppError('error_invalid_request');
      await db.transaction(async (tx) => {
        await repo.saveSettings(tx, {
          plasadaBp: basisPoints(body.plasadaPercent),
          plasadaBase: body.plasadaBase,
          drawMultiple: body.drawMultiple,
          minStake,
          maxStake,
          demoCard: body.demoCard,
          demoWindowSeconds: body.demoWindowSeconds,
        });
        await writeAudit(tx, {
          actor: who.actor,
          action: 'sabong.settings',
          before,
          after: body,
          ip: who.ip,
        });
      });
      return toSettings(await repo.settings(db));
    },

    async fights(query: { status?: repo.FightStatus | undefined; pageSize: number }) {
      const found = await repo.adminFights(db, query.status, query.pageSize);
      const pools = poolsByFight(
        await repo.poolsOf(
          db,
          found.map((f) => f.fight.id),
        ),
      );
      const now = await repo.dbNow(db);
      const nameOf = await actorNames(
        db,
        found.flatMap(({ fight }) => [fight.enteredBy, fight.confirmedBy]),
      );
      return {
        list: found.map(({ fight, card }) =>
          toAdminFight(fight, card, pools.get(fight.id) ?? { ...EMPTY_POOLS, bets: 0 }, now, nameOf),
        ),
      };
    },

    adminFight,

    async addFight(
      body: { cardName: string; cardDate: string; fightNo: number; meron: string; wala: string },
      who: Actor,
    ) {
      const settings = await repo.settings(db);
      const fight = await db.transaction(async (tx) => {
        const card = await repo.ensureCard(tx, body.cardName, body.cardDate);
        const inserted = await repo.insertFight(tx, {
          cardId: card.id,
          fightNo: body.fightNo,
          meron: body.meron,
          wala: body.wala,
          status: 'scheduled',
          plasadaBp: settings.plasadaBp,
          plasadaBase: settings.plasadaBase,
          drawMultiple: settings.drawMultiple,
          minStake: settings.minStake,
          maxStake: settings.maxStake,
        });
        if (!inserted) throw new AppError('error_invalid_request', { detail: 'fightNo' });
        await writeAudit(tx, {
          actor: who.actor,
          action: 'sabong.fight.add',
          before: null,
          after: body,
          ip: who.ip,
        });
        return inserted;
      });
      fights.pushSoon();
      return adminFight(fight.id);
    },

    /** Opens betting with the settings as they are now; with a schedule, the window closes by itself. */
    async open(fightId: number, closesInSeconds: number | null, who: Actor) {
      const settings = await repo.settings(db);
      await audited(
        fightId,
        who,
        'sabong.fight.open',
        (tx) =>
          repo.moveFight(tx, fightId, ['scheduled'], {
            status: 'open',
            closesAt:
              closesInSeconds === null
                ? null
                : (sql`now() + ${closesInSeconds} * interval '1 second'` as unknown as Date),
            plasadaBp: settings.plasadaBp,
            plasadaBase: settings.plasadaBase,
            drawMultiple: settings.drawMultiple,
            minStake: settings.minStake,
            maxStake: settings.maxStake,
          }),
        { closesInSeconds },
      );
      fights.pushSoon();
      return adminFight(fightId);
    },

    async close(fightId: number, who: Actor) {
      await audited(fightId, who, 'sabong.fight.close', (tx) => fights.close(tx, fightId, false), {});
      return adminFight(fightId);
    },

    async enterResult(fightId: number, result: 'meron' | 'wala' | 'draw', who: Actor) {
      await audited(
        fightId,
        who,
        'sabong.result.enter',
        (tx) =>
          repo.moveFight(
            tx,
            fightId,
            ['closed'],
            { pendingResult: result, enteredBy: who.actor },
            sql`result IS NULL`,
          ),
        { pendingResult: result },
      );
      return adminFight(fightId);
    },

    /** A second operator confirms the entered result: the fight is paid at once (the schedule resumes it). */
    async confirmResult(fightId: number, who: Actor) {
      const fight = await found(fightId);
      if (!fight.pendingResult || fight.result) throw new AppError('error_sabong_fight_state');
      if (fight.enteredBy === who.actor) throw new AppError('error_sabong_same_operator');
      const pending = fight.pendingResult;
      const moved = await audited(
        fightId,
        who,
        'sabong.result.confirm',
        (tx) =>
          repo.moveFight(
            tx,
            fightId,
            ['closed'],
            { result: pending, confirmedBy: who.actor },
            sql`result IS NULL AND pending_result = ${pending}`,
          ),
        { result: pending, enteredBy: fight.enteredBy },
      );
      await fights.settle(moved);
      return adminFight(fightId);
    },

    /** Cancels a fight not yet resulted: closed at once and every bet refunded in bulk. */
    async cancel(fightId: number, reason: string, who: Actor) {
      const moved = await audited(
        fightId,
        who,
        'sabong.fight.cancel',
        (tx) =>
          repo.moveFight(
            tx,
            fightId,
            ['scheduled', 'open', 'closed'],
            {
              status: 'closed',
              result: 'cancelled',
              closedAt: sql`coalesce(closed_at, now())` as unknown as Date,
            },
            sql`result IS NULL`,
          ),
        { reason },
      );
      await fights.settle(moved);
      return adminFight(fightId);
    },
  };
}
