import {
  LOTTERY_GROUPS,
  formatCents,
  type BetTypeOffer,
  type DrawFairness,
  type Language,
  type LotteryBetType,
  type LotteryGameDetail,
  type LotteryItem,
  type LotteryMenu,
  type Trends,
} from '@swerte/contracts';
import {
  PROVINCES,
  VN_BET_RULES,
  drawClientSeed,
  numberDigits,
  parseNumero,
  weekdayNumber,
  type VnBetType,
} from '@swerte/games';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { drawTimesOf, outcomeOf, type DrawService } from './draws.service.js';
import * as repo from './lottery.repository.js';
import { effectiveSettings, isSea, returnPercent } from './rules.js';
import { drawResult, gameName, lotteryItem, openedNumero, toTicketWire } from './views.js';

export interface ReadDeps {
  db: Db;
  draws: Pick<DrawService, 'ensureCurrent'>;
  timeZone: string;
}

const POPULAR_DAYS = 7;
const HOT_COLD = { vn: 10, sea: 3 } as const;

/** What players read: menus, popular and recent games, results, a draw's fairness, trends, tickets. */
export function createLotteryReads({ db, draws, timeZone }: ReadDeps) {
  async function enabledGames(): Promise<repo.GameRow[]> {
    return (await repo.listGames(db)).filter((g) => g.enabled);
  }

  async function gameOrThrow(gameCode: string): Promise<repo.GameRow> {
    const game = (await enabledGames()).find((g) => g.gameCode === gameCode);
    if (!game) throw new AppError('error_not_found');
    return game;
  }

  /** Items from the calendar alone (no draw rows): cheap enough for every menu call. */
  async function items(language: Language, filter?: (game: repo.GameRow) => boolean): Promise<LotteryItem[]> {
    const now = (await repo.dbNow(db)).getTime();
    return (await enabledGames())
      .filter((g) => !filter || filter(g))
      .map((game) => lotteryItem(game, drawTimesOf(game, now, timeZone), now, timeZone, language));
  }

  async function menus(language: Language): Promise<{ menus: LotteryMenu[]; serverTime: string }> {
    const all = await items(language);
    const names: Record<string, [string, string]> = {
      VN_NORTH: ['Northern Vietnam', 'Hilagang Vietnam'],
      VN_CENTRAL: ['Central Vietnam', 'Gitnang Vietnam'],
      VN_SOUTH: ['Southern Vietnam', 'Timog Vietnam'],
      SEA_FAST: ['Fast Draws', 'Mabilis na Bola'],
    };
    const list = LOTTERY_GROUPS.map((tag) => ({
      tag,
      name: names[tag]![language === 'EN' ? 0 : 1],
      accountTypeName: tag === 'SEA_FAST' ? ('TCG_SEA' as const) : ('TCG_LOTTO_VN' as const),
      gameMenus: all.filter((item) => item.gameMenuTag === tag),
    })).filter((menu) => menu.gameMenus.length > 0);
    return { menus: list, serverTime: (await repo.dbNow(db)).toISOString() };
  }

  /** Most tickets over the last 7 days first, then menu order, at most `count`. */
  async function popular(count: number, language: Language) {
    const since = new Date((await repo.dbNow(db)).getTime() - POPULAR_DAYS * 86_400_000);
    const counts = await repo.ticketCounts(db, since);
    const all = await items(language);
    const order = new Map(all.map((item, index) => [item.gameCode, index]));
    const sorted = [...all].sort(
      (a, b) =>
        (counts.get(b.gameCode) ?? 0) - (counts.get(a.gameCode) ?? 0) ||
        order.get(a.gameCode)! - order.get(b.gameCode)!,
    );
    return { list: sorted.slice(0, count) };
  }

  async function recent(memberId: number, count: number, language: Language) {
    const codes = await repo.recentGames(db, memberId, count);
    const byCode = new Map((await items(language)).map((item) => [item.gameCode, item]));
    return { list: codes.flatMap((code) => byCode.get(code) ?? []) };
  }

  async function vnNumeros(count: number, gameCode: string | undefined, language: Language) {
    const games = (await enabledGames()).filter(
      (g) => g.kind !== 'sea' && (!gameCode || g.gameCode === gameCode),
    );
    const byCode = new Map(games.map((g) => [g.gameCode, g]));
    const found = await repo.drawnDraws(db, { gameCodes: [...byCode.keys()], limit: count });
    return { list: found.map((draw) => openedNumero(byCode.get(draw.gameCode)!, draw, language)) };
  }

  async function openedNumeros(language: Language) {
    const byCode = new Map((await enabledGames()).map((g) => [g.gameCode, g]));
    const found = (await repo.lastDrawnPerGame(db)).filter((d) => byCode.has(d.gameCode));
    found.sort((a, b) => byCode.get(a.gameCode)!.sortOrder - byCode.get(b.gameCode)!.sortOrder);
    return { list: found.map((draw) => openedNumero(byCode.get(draw.gameCode)!, draw, language)) };
  }

  function offers(game: repo.GameRow): BetTypeOffer[] {
    const settings = effectiveSettings(game.kind, game.betSettings);
    return Object.entries(settings)
      .filter(([, s]) => s.enabled)
      .map(([betType, s]) => {
        const vn = !isSea(game.kind);
        return {
          betType: betType as LotteryBetType,
          price: formatCents(s.price),
          pays: formatCents(s.pays),
          maxPayout: formatCents(s.maxPayout),
          minStake: formatCents(s.minStake),
          maxStake: formatCents(s.maxStake),
          maxNumbers: s.maxNumbers,
          digits: vn ? numberDigits(betType as VnBetType) : betType === 'digit' ? 1 : 0,
          group: vn ? VN_BET_RULES[betType as VnBetType].group : 1,
          needsPosition: !vn && (betType === 'digit' || betType.startsWith('position')),
          returnPercent: returnPercent(game.kind, betType, s),
        };
      });
  }

  async function detail(gameCode: string, language: Language): Promise<LotteryGameDetail> {
    const game = await gameOrThrow(gameCode);
    const now = await repo.dbNow(db);
    const draw = await draws.ensureCurrent(game, now);
    const sameDay: LotteryItem[] = [];
    if (game.kind === 'south' || game.kind === 'central') {
      const parsed = parseNumero(draw.numero);
      const weekday = parsed ? weekdayNumber(parsed.date) : 0;
      const others = PROVINCES.filter(
        (p) => p.region === game.kind && p.code !== game.gameCode && p.days.includes(weekday),
      ).map((p) => p.code);
      sameDay.push(...(await items(language, (g) => others.includes(g.gameCode))));
    }
    return {
      game: lotteryItem(
        game,
        { numero: draw.numero, drawAt: draw.drawAt.getTime(), lockAt: draw.lockAt.getTime() },
        now.getTime(),
        timeZone,
        language,
      ),
      current: {
        drawId: draw.id,
        numero: draw.numero,
        state: draw.state as LotteryGameDetail['current']['state'],
        lockTime: draw.lockAt.toISOString(),
        winningTime: draw.drawAt.toISOString(),
        remainTime: Math.max(0, draw.lockAt.getTime() - now.getTime()),
        commitment: draw.commitment,
      },
      betTypes: offers(game),
      sameDay,
      serverTime: now.toISOString(),
    };
  }

  /** A page of drawn results, newest first: by keyset after `cursor` (a draw id), else page `pageNo`. */
  async function results(
    gameCode: string,
    page: { pageNo: number; pageSize: number; cursor?: number | undefined },
    language: Language,
  ) {
    const game = await gameOrThrow(gameCode);
    const total = await repo.countDrawn(db, gameCode);
    const found = await repo.drawnDraws(db, {
      gameCodes: [gameCode],
      limit: page.pageSize + 1,
      ...(page.cursor === undefined
        ? { offset: (page.pageNo - 1) * page.pageSize }
        : { before: page.cursor }),
    });
    const list = found.slice(0, page.pageSize);
    return {
      list: list.map((draw) => drawResult(game, draw, language)),
      totalPages: Math.ceil(total / page.pageSize),
      nextCursor: found.length > page.pageSize ? (list.at(-1)?.id ?? null) : null,
    };
  }

  async function fairness(gameCode: string, numero: string): Promise<DrawFairness> {
    const game = await gameOrThrow(gameCode);
    const draw = await repo.findDraw(db, gameCode, numero);
    if (!draw) throw new AppError('error_not_found');
    const drawn = draw.state === 'drawn' || draw.state === 'settled';
    return {
      gameCode,
      numero,
      kind: game.kind,
      state: draw.state as DrawFairness['state'],
      source: draw.source as DrawFairness['source'],
      commitment: draw.commitment,
      clientSeed: drawClientSeed(gameCode, numero),
      nonce: 0,
      // The seed is secret until the draw is drawn: it would tell the result in advance.
      serverSeed: drawn ? draw.serverSeed : null,
      result: drawn ? drawResult(game, draw, 'EN') : null,
    };
  }

  async function trends(gameCode: string, count: number): Promise<Trends> {
    const game = await gameOrThrow(gameCode);
    const found = await repo.drawnDraws(db, { gameCodes: [gameCode], limit: count });
    const sea = game.kind === 'sea';
    const values = sea ? 10 : 100;
    const label = (n: number) => (sea ? String(n) : String(n).padStart(2, '0'));
    const counts = new Array<number>(values).fill(0);
    const gaps = new Array<number>(values).fill(found.length);
    const positions = sea ? Array.from({ length: 5 }, () => new Array<number>(10).fill(0)) : [];
    found.forEach((draw, age) => {
      const outcome = outcomeOf(game, draw.result);
      if (!outcome) return;
      const seen =
        outcome.kind === 'sea'
          ? outcome.digits
          : Object.values(outcome.result.prizes).flatMap((numbers) =>
              (numbers ?? []).map((n) => Number(n.slice(-2))),
            );
      if (outcome.kind === 'sea') outcome.digits.forEach((d, p) => positions[p] && positions[p][d]!++);
      for (const value of seen) {
        counts[value]!++;
        gaps[value] = Math.min(gaps[value]!, age);
      }
    });
    const numbers = counts.map((count, n) => ({ number: label(n), count, gap: gaps[n]! }));
    const byCount = [...numbers].sort((a, b) => b.count - a.count || a.number.localeCompare(b.number));
    const k = sea ? HOT_COLD.sea : HOT_COLD.vn;
    return {
      gameCode,
      draws: found.length,
      numbers,
      hot: byCount.slice(0, k).map((n) => n.number),
      cold: byCount
        .slice(-k)
        .reverse()
        .map((n) => n.number),
      positions,
    };
  }

  async function tickets(
    memberId: number,
    query: { status: 'open' | 'settled' | 'all'; gameCode?: string; cursor?: number; pageSize: number },
    language: Language,
  ) {
    const rows = await repo.memberTickets(db, memberId, { ...query, limit: query.pageSize + 1 });
    const names = new Map((await repo.listGames(db)).map((g) => [g.gameCode, gameName(g, language)]));
    const page = rows.slice(0, query.pageSize);
    return {
      list: page.map((row) => toTicketWire(row, names.get(row.gameCode) ?? row.gameCode)),
      nextCursor: rows.length > query.pageSize ? page[page.length - 1]!.id : null,
    };
  }

  return {
    menus,
    popular,
    recent,
    vnNumeros,
    openedNumeros,
    detail,
    results,
    fairness,
    trends,
    tickets,
    offers,
  };
}

export type LotteryReads = ReturnType<typeof createLotteryReads>;
