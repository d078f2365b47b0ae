import { randomBytes } from 'node:crypto';
import {
  formatCents,
  parseCents,
  type AdminDraw,
  type DrawReport,
  type LotteryBetType,
  type LotteryGameSettings,
} from '@swerte/contracts';
import { commitSeed, prizeTiers, VN_REGIONS, type VnRegion } from '@swerte/games';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { lotteryDraws } from '../../db/schema.js';
import { actorNames, writeAudit } from '../../platform/audit.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './lottery.repository.js';
import { betTypesOf, effectiveSettings, returnPercent, storedSettings, type BetSettings } from './rules.js';

export interface SettingsInput {
  enabled?: boolean | undefined;
  lockSeconds?: number | undefined;
  resultSource?: 'house' | 'official' | undefined;
  liabilityLimit?: string | undefined;
  betTypes?:
    | {
        betType: string;
        enabled: boolean;
        price: string;
        pays: string;
        maxPayout: string;
        minStake: string;
        maxStake: string;
        maxNumbers: number;
      }[]
    | undefined;
}

function settingsView(game: repo.GameRow): LotteryGameSettings {
  const settings = effectiveSettings(game.kind, game.betSettings);
  return {
    gameCode: game.gameCode,
    gameName: game.nameEn,
    kind: game.kind,
    enabled: game.enabled,
    lockSeconds: game.lockSeconds,
    resultSource: game.resultSource,
    liabilityLimit: formatCents(game.liabilityLimit),
    betTypes: Object.entries(settings).map(([betType, s]) => ({
      betType: betType as LotteryBetType,
      enabled: s.enabled,
      price: formatCents(s.price),
      pays: formatCents(s.pays),
      maxPayout: formatCents(s.maxPayout),
      minStake: formatCents(s.minStake),
      maxStake: formatCents(s.maxStake),
      maxNumbers: s.maxNumbers,
      returnPercent: returnPercent(game.kind, betType, s),
    })),
  };
}

/** The operator side: games' settings, the draw calendar and the per-draw report. */
export function createLotteryAdmin({ db }: { db: Db }) {
  async function gameOrThrow(gameCode: string) {
    const game = (await repo.listGames(db)).find((g) => g.gameCode === gameCode);
    if (!game) throw new AppError('error_not_found');
    return game;
  }

  async function games() {
    return { list: (await repo.listGames(db)).map(settingsView) };
  }

  /** Saves settings (audited). New prices and odds apply to tickets bought from now on; old ones keep theirs. */
  async function saveGame(gameCode: string, input: SettingsInput, actor: string, ip: string | null) {
    const game = await gameOrThrow(gameCode);
    let betSettings: BetSettings | undefined;
    if (input.betTypes) {
      betSettings = effectiveSettings(game.kind, game.betSettings);
      const offered = betTypesOf(game.kind);
      for (const row of input.betTypes) {
        if (!offered.includes(row.betType)) throw new AppError('error_lottery_bet_type');
        const next = {
          enabled: row.enabled,
          price: parseCents(row.price),
          pays: parseCents(row.pays),
          maxPayout: parseCents(row.maxPayout),
          minStake: parseCents(row.minStake),
          maxStake: parseCents(row.maxStake),
          maxNumbers: row.maxNumbers,
        };
        if (next.price <= 0n || next.pays <= 0n || next.minStake > next.maxStake || next.maxPayout <= 0n)
          throw new AppError('error_invalid_request', { betType: row.betType });
        betSettings[row.betType] = next;
      }
    }
    await db.transaction(async (tx) => {
      await repo.updateGame(tx, gameCode, {
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        ...(input.lockSeconds !== undefined ? { lockSeconds: input.lockSeconds } : {}),
        ...(input.resultSource ? { resultSource: input.resultSource } : {}),
        ...(input.liabilityLimit ? { liabilityLimit: parseCents(input.liabilityLimit) } : {}),
        ...(betSettings ? { betSettings: storedSettings(betSettings) } : {}),
      });
      if (input.resultSource && input.resultSource !== game.resultSource)
        await repo.resourceOpenDraws(tx, gameCode, input.resultSource, () => {
          const serverSeed = randomBytes(32).toString('hex');
          return { serverSeed, commitment: commitSeed(serverSeed) };
        });
      await writeAudit(tx, {
        actor,
        action: 'lottery.game.settings',
        before: settingsView(game),
        after: { gameCode, ...input },
        ip,
      });
    });
    return settingsView(await gameOrThrow(gameCode));
  }

  /** The kind (region, or sea) of each game, for the result form of its draws. */
  async function kinds(): Promise<Map<string, string>> {
    return new Map((await repo.listGames(db)).map((g) => [g.gameCode, g.kind]));
  }
  const isRegion = (kind: string | undefined): kind is VnRegion =>
    (VN_REGIONS as readonly string[]).includes(kind ?? '');

  function adminDraw(
    draw: repo.DrawRow,
    kind: string | undefined,
    sums: { tickets: number; stakes: bigint; payouts: bigint } | undefined,
    nameOf: (actor: string) => string,
  ): AdminDraw {
    const drawn = draw.state === 'drawn' || draw.state === 'settled';
    return {
      drawId: draw.id,
      gameCode: draw.gameCode,
      numero: draw.numero,
      state: draw.state as AdminDraw['state'],
      source: draw.source as AdminDraw['source'],
      lockTime: draw.lockAt.toISOString(),
      winningTime: draw.drawAt.toISOString(),
      pendingResult:
        draw.pendingResult && draw.state === 'locked'
          ? { enteredBy: nameOf(draw.enteredBy ?? ''), enteredAt: draw.enteredAt?.toISOString() ?? '' }
          : null,
      commitment: draw.commitment,
      // The seed tells the result: secret until the draw is drawn.
      serverSeed: drawn ? draw.serverSeed : null,
      resultTiers: isRegion(kind) ? prizeTiers(kind).map((tier) => ({ ...tier })) : null,
      tickets: sums?.tickets ?? 0,
      stakes: formatCents(sums?.stakes ?? 0n),
      payouts: formatCents(sums?.payouts ?? 0n),
    };
  }

  async function draw(drawId: number): Promise<AdminDraw> {
    const found = await repo.drawById(db, drawId);
    if (!found) throw new AppError('error_not_found');
    return adminDraw(
      found,
      (await kinds()).get(found.gameCode),
      (await repo.drawSums(db, [drawId])).get(drawId),
      await actorNames(db, [found.enteredBy]),
    );
  }

  async function draws(query: {
    gameCode?: string | undefined;
    state?: string | undefined;
    pageNo: number;
    pageSize: number;
  }) {
    const conditions: SQL[] = [];
    if (query.gameCode) conditions.push(eq(lotteryDraws.gameCode, query.gameCode));
    if (query.state) conditions.push(eq(lotteryDraws.state, query.state));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [total] = await db.select({ n: count() }).from(lotteryDraws).where(where);
    const found = await db
      .select()
      .from(lotteryDraws)
      .where(where)
      .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const sums = await repo.drawSums(
      db,
      found.map((d) => d.id),
    );
    const kindOf = await kinds();
    const nameOf = await actorNames(
      db,
      found.map((d) => d.enteredBy),
    );
    return {
      list: found.map((d) => adminDraw(d, kindOf.get(d.gameCode), sums.get(d.id), nameOf)),
      totalPages: Math.ceil((total?.n ?? 0) / query.pageSize),
    };
  }

  async function report(drawId: number): Promise<DrawReport> {
    const summary = await draw(drawId);
    const byType = await repo.drawSumsByType(db, drawId);
    const stakes = byType.reduce((s, r) => s + r.stakes, 0n);
    const payouts = byType.reduce((s, r) => s + r.payouts, 0n);
    const margin = stakes - payouts;
    return {
      draw: summary,
      byBetType: byType.map((r) => ({
        betType: r.betType as LotteryBetType,
        tickets: r.tickets,
        stakes: formatCents(r.stakes),
        payouts: formatCents(r.payouts),
        margin: formatCents(r.stakes - r.payouts),
      })),
      stakes: formatCents(stakes),
      payouts: formatCents(payouts),
      margin: formatCents(margin),
      // Basis points then 2 decimals, in integers (no float on money).
      marginPercent: stakes === 0n ? '0.00' : formatCents((margin * 10_000n) / stakes),
    };
  }

  return { games, saveGame, draws, draw, report };
}

export type LotteryAdmin = ReturnType<typeof createLotteryAdmin>;
