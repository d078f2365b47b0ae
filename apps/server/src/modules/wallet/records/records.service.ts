import {
  LOTTERY_VENDOR_CODES,
  SPORTSBOOK_VENDOR,
  GAME_TYPES,
  formatCents,
  type BetRecordPage,
  type BetRecordQuerySchema,
  type BetRow,
  type BonusGrant,
  type BonusQuerySchema,
  type GameType,
  type Language,
  type ProfitLoss,
  type DateRangeQuerySchema,
  type TransactionPage,
  type TransactionQuerySchema,
} from '@swerte/contracts';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.js';
import type { GamesService } from '../../games/games.service.js';
import type { MemberService } from '../../member/member.service.js';
import type { BetReads, BetRow as BetRecordRow, BetSums } from '../bets/index.js';
import type { BonusReads } from '../bonus/index.js';
import { resolveRange, type SiteRange } from './records-range.js';
import * as repo from './records.repository.js';
import { createTransactionDetail } from './transaction-detail.js';
import { lotteryDetailsOfBets } from '../../lottery/bet-details.js';
import { sportsDetailsOfBets } from '../../sports/bet-details.js';

export interface RecordDeps {
  db: Db;
  members: Pick<MemberService, 'findById'>;
  games: Pick<GamesService, 'getVendorNames'>;
  bets: BetReads;
  bonuses: BonusReads;
  timeZone: string;
  now?: () => Date;
}

export type RecordService = ReturnType<typeof createRecordService>;

type Page = { cursor?: number | undefined; pageSize: number };
const nextCursor = (rows: readonly { id: number }[], page: Page) =>
  rows.length === page.pageSize ? (rows.at(-1)?.id ?? null) : null;

/** The member centre's records: account record, betting record, profit and loss, bonus details. */
export function createRecordService({
  db,
  members,
  games,
  bets,
  bonuses,
  timeZone,
  now = () => new Date(),
}: RecordDeps) {
  const rangeOf = (query: z.output<typeof DateRangeQuerySchema>): SiteRange =>
    resolveRange(query, timeZone, now());
  const shown = (range: SiteRange) => ({ startDate: range.startDate, endDate: range.endDate, timeZone });

  async function listTransactions(
    memberId: number,
    query: z.output<typeof TransactionQuerySchema>,
  ): Promise<TransactionPage> {
    const range = rangeOf(query);
    const accounts = (await repo.recordAccounts(db, memberId)).filter(
      (a) => query.wallet === undefined || a.kind === query.wallet,
    );
    const filter = { accounts, from: range.from, to: range.to, kind: query.type };
    const [lines, sums] = await Promise.all([
      repo.listPostings(db, filter, query),
      query.cursor === undefined ? repo.sumPostings(db, filter) : null,
    ]);
    const walletOf = new Map(accounts.map((a) => [a.id, a.kind]));
    return {
      ...shown(range),
      list: lines.map((line) => ({
        id: line.id,
        entryId: line.entryId,
        time: line.createdAt.toISOString(),
        type: line.kind,
        wallet: walletOf.get(line.accountId) ?? 'cash',
        amount: formatCents(line.amount),
        balanceAfter: formatCents(line.balanceAfter),
        remark: line.remark,
        orderNo: line.orderNo,
        vendor: line.vendor,
      })),
      nextCursor: nextCursor(lines, query),
      totals: sums && {
        count: sums.count,
        in: formatCents(sums.in),
        out: formatCents(sums.out),
        net: formatCents(sums.in + sums.out),
      },
    };
  }

  async function listBets(
    memberId: number,
    query: z.output<typeof BetRecordQuerySchema>,
    lang: Language,
  ): Promise<BetRecordPage> {
    const range = rangeOf(query);
    const filter = {
      memberId,
      from: range.from,
      to: range.to,
      ...pick(query, 'gameType', 'vendor', 'status'),
    };
    const [rows, sums, names] = await Promise.all([
      bets.listBets(filter, query),
      query.cursor === undefined ? bets.sumBets(filter) : null,
      games.getVendorNames(),
    ]);
    const idsOf = (vendors: readonly string[]) =>
      rows.filter((row) => vendors.includes(row.vendor)).map((row) => row.id);
    const [lottery, sports] = await Promise.all([
      lotteryDetailsOfBets(db, idsOf(LOTTERY_VENDOR_CODES)),
      sportsDetailsOfBets(db, idsOf([SPORTSBOOK_VENDOR]), lang),
    ]);
    return {
      ...shown(range),
      list: rows.map((row) => {
        const ticket = lottery.get(row.id);
        const slip = sports.get(row.id);
        return {
          ...toBetRow(row, names),
          ...(ticket ? { lottery: ticket } : {}),
          ...(slip ? { sports: slip } : {}),
        };
      }),
      nextCursor: nextCursor(rows, query),
      totals: sums && {
        count: sums.count,
        stake: formatCents(sums.stake),
        validBet: formatCents(sums.validBet),
        payout: formatCents(sums.payout),
        winLoss: formatCents(sums.winLoss),
      },
    };
  }

  async function getProfitLoss(
    memberId: number,
    query: z.output<typeof DateRangeQuerySchema>,
  ): Promise<ProfitLoss> {
    const range = rangeOf(query);
    const accounts = await repo.recordAccounts(db, memberId);
    const [byType, flows] = await Promise.all([
      bets.sumSettledByGameType({ memberId, from: range.from, to: range.to }),
      repo.sumByKind(db, { accounts, from: range.from, to: range.to }, FLOW_KINDS),
    ]);
    const figures = (sums: BetSums | undefined) => ({
      bets: sums?.count ?? 0,
      stake: formatCents(sums?.stake ?? 0n),
      validBet: formatCents(sums?.validBet ?? 0n),
      payout: formatCents(sums?.payout ?? 0n),
      profitLoss: formatCents(sums?.winLoss ?? 0n),
    });
    const flow = (kind: string) => flows.get(kind) ?? 0n;
    return {
      ...shown(range),
      games: GAME_TYPES.map((gameType) => ({ gameType, ...figures(byType.get(gameType)) })),
      total: figures(totalOf(GAME_TYPES.flatMap((type) => byType.get(type) ?? []))),
      deposit: formatCents(flow('deposit')),
      withdrawal: formatCents(-(flow('withdrawal') + flow('withdrawal_release'))),
      bonus: formatCents(flow('bonus')),
      rebate: formatCents(flow('rebate')),
    };
  }

  async function listBonuses(memberId: number, query: z.output<typeof BonusQuerySchema>) {
    const rows = await bonuses.listGrants({ memberId, status: query.status }, query);
    const list: BonusGrant[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      source: row.source,
      amount: formatCents(row.amount),
      turnoverRequired: formatCents(row.turnoverRequired),
      turnoverDone: formatCents(row.turnoverDone),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }));
    return { list, nextCursor: nextCursor(rows, query) };
  }

  return {
    listTransactions,
    ...createTransactionDetail({ db, members, games, bets }),
    listBets,
    getProfitLoss,
    listBonuses,
  };
}

/** Entry kinds the profit-and-loss page sums besides bets. */
const FLOW_KINDS = ['deposit', 'withdrawal', 'withdrawal_release', 'bonus', 'rebate'] as const;

function toBetRow(row: BetRecordRow, names: ReadonlyMap<string, string>): BetRow {
  const winLoss = { open: null, settled: row.payout - row.stake, void: 0n }[row.status];
  return {
    id: row.id,
    placedAt: row.placedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    gameType: row.gameType as GameType,
    vendor: row.vendor,
    vendorName: names.get(row.vendor) ?? row.vendor,
    gameCode: row.gameCode,
    gameName: row.gameName,
    vendorBetId: row.vendorBetId,
    stake: formatCents(row.stake),
    validBet: formatCents(row.validBet),
    payout: formatCents(row.payout),
    winLoss: winLoss === null ? null : formatCents(winLoss),
    status: row.status,
  };
}

function totalOf(all: readonly BetSums[]): BetSums {
  return all.reduce(
    (sum, s) => ({
      count: sum.count + s.count,
      stake: sum.stake + s.stake,
      validBet: sum.validBet + s.validBet,
      payout: sum.payout + s.payout,
      winLoss: sum.winLoss + s.winLoss,
    }),
    { count: 0, stake: 0n, validBet: 0n, payout: 0n, winLoss: 0n },
  );
}

function pick<T extends object, K extends keyof T>(value: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}
