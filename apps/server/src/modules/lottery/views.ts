import {
  formatCents,
  type DrawResult,
  type Language,
  type LotteryBetType,
  type LotteryItem,
  type LotteryTicket,
  type OpenedNumero,
  type PrizeLine,
} from '@swerte/contracts';
import {
  PRIZE_KEYS,
  PROVINCES,
  drawDayOfWeek,
  formatClock,
  formatDrawDate,
  parseNumero,
  vnBalls,
  zoneOffsetMinutes,
  type DrawTimes,
} from '@swerte/games';
import { outcomeOf } from './draws.service.js';
import type { DrawRow, GameRow, TicketRow } from './lottery.repository.js';

/** Wire shapes of the lottery's rows (pure). */

export const gameName = (game: Pick<GameRow, 'nameEn' | 'nameTy'>, language: Language) =>
  language === 'EN' ? game.nameEn : game.nameTy;

const EVERY_DAY = '1,2,3,4,5,6,7';

/** The line under a game's name: when it draws, in the site's zone, or how often. */
function remarkOf(game: GameRow, drawAt: number, timeZone: string, language: Language): string {
  if (game.kind === 'sea') {
    const n = game.intervalMinutes ?? 1;
    return language === 'EN' ? `Every ${n} minute${n === 1 ? '' : 's'}` : `Bawat ${n} minuto`;
  }
  const clock = formatClock(drawAt, zoneOffsetMinutes(timeZone, drawAt));
  return language === 'EN' ? `Draws at ${clock}` : `Bola tuwing ${clock}`;
}

export function lotteryItem(
  game: GameRow,
  times: Pick<DrawTimes, 'numero' | 'drawAt' | 'lockAt'>,
  now: number,
  timeZone: string,
  language: Language,
): LotteryItem {
  const province = PROVINCES.find((p) => p.code === game.gameCode);
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameName: gameName(game, language),
    vendor: game.vendor,
    kind: game.kind,
    gameMenuTag: game.group,
    remark: remarkOf(game, times.drawAt, timeZone, language),
    numero: times.numero,
    remainTime: Math.max(0, times.lockAt - now),
    lockTime: new Date(times.lockAt).toISOString(),
    drawDayOfWeek: province ? drawDayOfWeek(province) : EVERY_DAY,
    winningTime: new Date(times.drawAt).toISOString(),
    defaultPlayType: game.kind === 'sea' ? 'digit' : 'lo2',
  };
}

/** The prize lines of a Vietnamese result, special first. */
export function prizeLines(result: unknown): PrizeLine[] {
  const prizes = (result as { prizes?: Record<string, string[]> } | null)?.prizes;
  if (!prizes) return [];
  return PRIZE_KEYS.filter((key) => prizes[key]).map((prize) => ({ prize, numbers: [...prizes[prize]!] }));
}

/** The balls shown (§9 at most 6): the special prize's digits, or the SEA digits. */
export function ballsOf(game: GameRow, result: unknown): number[] {
  const outcome = outcomeOf(game, result);
  if (!outcome) return [];
  return outcome.kind === 'sea' ? outcome.digits.slice(0, 6) : vnBalls(outcome.result).slice(0, 6);
}

export function drawDate(numero: string): string {
  const parsed = parseNumero(numero);
  return parsed ? formatDrawDate(parsed.date) : '';
}

export function openedNumero(game: GameRow, draw: DrawRow, language: Language): OpenedNumero {
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameName: gameName(game, language),
    gameMenuTag: game.group,
    numero: draw.numero,
    drawDate: drawDate(draw.numero),
    winningTime: draw.drawAt.toISOString(),
    balls: ballsOf(game, draw.result),
  };
}

export function drawResult(game: GameRow, draw: DrawRow, language: Language): DrawResult {
  const outcome = outcomeOf(game, draw.result);
  return {
    ...openedNumero(game, draw, language),
    state: draw.state as DrawResult['state'],
    source: draw.source as DrawResult['source'],
    prizes: prizeLines(draw.result),
    digits: outcome?.kind === 'sea' ? outcome.digits : [],
  };
}

export function toTicketWire(row: TicketRow, name: string): LotteryTicket {
  return {
    ticketId: row.id,
    slipId: row.slipId,
    gameCode: row.gameCode,
    gameName: name,
    numero: row.numero,
    betType: row.betType as LotteryBetType,
    numbers: row.numbers,
    position: row.position,
    points: row.points,
    stake: formatCents(row.stake),
    payout: formatCents(row.payout),
    status: row.status as LotteryTicket['status'],
    wins: row.wins ?? [],
    placedAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
