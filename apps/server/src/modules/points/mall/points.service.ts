import {
  formatCents,
  type ConvertBodySchema,
  type ConvertValue,
  type Language,
  type PointBalance,
  type PointConfig,
  type PointRate,
  type PointReward,
  type PointRewardQuerySchema,
  GameTypeSchema,
} from '@swerte/contracts';
import { lte } from 'drizzle-orm';
import type { z } from 'zod';
import { pointRewards } from '../../../db/points-schema.js';
import type { Db } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import {
  accountKey,
  houseShardKey,
  InsufficientBalance,
  type LedgerService,
} from '../../wallet/ledger/index.js';
import { toReward } from './points.mapping.js';
import * as repo from './points.repository.js';

export interface PaymentPasswordCheck {
  verify(memberId: number, paymentPassword: string, ip: string): Promise<void>;
}

export interface PointsDeps {
  db: Db;
  ledger: Pick<LedgerService, 'post' | 'getBalance'>;
  paymentPasswords: PaymentPasswordCheck;
  houseShards: number;
}

export type PointsService = ReturnType<typeof createPointsService>;

/** Cents that `points` convert to at the settings' rate, rounded down. */
export function centsFor(points: bigint, settings: Pick<repo.SettingsRow, 'convertPoints' | 'convertCents'>) {
  return (points * settings.convertCents) / BigInt(settings.convertPoints);
}

/** A refusal on the member's points account is the points mall's own error, not the cash one. */
export function pointsRefusal(error: unknown): unknown {
  return error instanceof InsufficientBalance && error.accountKey.startsWith('points:')
    ? new AppError('error_points_insufficient')
    : error;
}

/** The member's points: balance, the mall's rewards, the rates, and conversion to cash. */
export function createPointsService({ db, ledger, paymentPasswords, houseShards }: PointsDeps) {
  async function getBalance(memberId: number): Promise<PointBalance> {
    const [balance, settings] = await Promise.all([ledger.getBalance(memberId, db), repo.getSettings(db)]);
    return { points: Number(balance.points), cashValue: formatCents(centsFor(balance.points, settings)) };
  }

  async function getRewards(
    memberId: number,
    lang: Language,
    query: z.output<typeof PointRewardQuerySchema>,
  ): Promise<PointReward[]> {
    const where =
      query.maxPoints === undefined ? [] : [lte(pointRewards.pointsPrice, BigInt(query.maxPoints))];
    const [rows, mine] = await Promise.all([
      repo.listRewards(db, true, where),
      repo.redeemedCounts(db, memberId),
    ]);
    return rows
      .filter((row) => query.kind === undefined || row.kind === query.kind)
      .map((row) => toReward(row, lang, mine.get(row.id) ?? 0));
  }

  async function getConfig(): Promise<PointConfig> {
    const [settings, rates] = await Promise.all([repo.getSettings(db), repo.listRates(db)]);
    return {
      convertPoints: settings.convertPoints,
      convertAmount: formatCents(settings.convertCents),
      minConvertPoints: settings.minConvertPoints,
      convertEnabled: settings.convertEnabled,
      rates: rates.flatMap((r): PointRate[] => {
        const gameType = GameTypeSchema.safeParse(r.gameType);
        return gameType.success ? [{ gameType: gameType.data, pointsPer100: r.pointsPer100 }] : [];
      }),
      expires: false,
    };
  }

  /**
   * Points to cash in one entry of four postings: the points go back to the house's points account and
   * the cash comes from house:point_rewards, so each currency balances on its own. The key is the
   * client's request id, so a retry moves nothing twice.
   */
  async function convert(
    memberId: number,
    body: z.output<typeof ConvertBodySchema>,
    ip: string,
  ): Promise<ConvertValue> {
    const settings = await repo.getSettings(db);
    if (!settings.convertEnabled) throw new AppError('error_convert_disabled');
    const points = BigInt(body.points);
    const cents = centsFor(points, settings);
    if (body.points < settings.minConvertPoints || cents <= 0n) throw new AppError('error_convert_below_min');
    await paymentPasswords.verify(memberId, body.paymentPassword, ip);
    const entry = await db
      .transaction((tx) =>
        ledger.post(tx, {
          idempotencyKey: `points:convert:${memberId}:${body.requestId}`,
          kind: 'point_convert',
          memberId,
          actor: `member:${memberId}`,
          reference: { points: body.points, requestId: body.requestId },
          remark: '',
          postings: [
            { accountKey: accountKey.points(memberId), amount: -points },
            { accountKey: houseShardKey('points', memberId, houseShards), amount: points },
            { accountKey: accountKey.house('point_rewards'), amount: -cents },
            { accountKey: accountKey.cash(memberId), amount: cents },
          ],
        }),
      )
      .catch((error: unknown) => {
        throw pointsRefusal(error);
      });
    const after = (key: string) => entry.postings.find((p) => p.accountKey === key)?.balanceAfter ?? 0n;
    return {
      points: body.points,
      amount: formatCents(cents),
      pointBalance: Number(after(accountKey.points(memberId))),
      mainBalance: formatCents(after(accountKey.cash(memberId))),
    };
  }

  return { getBalance, getRewards, getConfig, convert };
}
