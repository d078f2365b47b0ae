import {
  formatCents,
  parseCents,
  type AdminPointSettingsSchema,
  type AdminReward,
  type AdminRewardInputSchema,
  type PointRate,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit.js';
import type { Db } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import { toAdminReward } from './points.mapping.js';
import * as repo from './points.repository.js';
import type { Acting } from './redeem.service.js';

type RewardInput = z.output<typeof AdminRewardInputSchema>;
type SettingsInput = z.output<typeof AdminPointSettingsSchema>;

export type PointsAdmin = ReturnType<typeof createPointsAdmin>;

const rewardColumns = (input: RewardInput) => ({
  kind: input.kind,
  title: input.title,
  description: input.description,
  imageUrl: input.imageUrl,
  pointsPrice: BigInt(input.pointsPrice),
  stock: input.stock,
  perMemberLimit: input.perMemberLimit,
  // Goods carry no money; cash and bonus rewards need an amount above zero.
  amountCents: input.kind === 'goods' ? 0n : parseCents(input.amount),
  turnoverMultiple: input.kind === 'bonus' ? input.turnoverMultiple : 0,
  enabled: input.enabled,
  sortOrder: input.sortOrder,
});

const settingsOf = (row: repo.SettingsRow): SettingsInput => ({
  convertPoints: row.convertPoints,
  convertAmount: formatCents(row.convertCents),
  minConvertPoints: row.minConvertPoints,
  convertEnabled: row.convertEnabled,
});

/** The operator's side of the mall: earning rates, conversion, rewards and their stock; all audited. */
export function createPointsAdmin({ db }: { db: Db }) {
  async function setRates(rates: PointRate[], by: Acting): Promise<PointRate[]> {
    return db.transaction(async (tx) => {
      const before = await repo.listRates(tx);
      for (const rate of rates) await repo.upsertRate(tx, rate.gameType, rate.pointsPer100);
      const after = (await repo.listRates(tx)).map((r) => ({
        gameType: r.gameType,
        pointsPer100: r.pointsPer100,
      }));
      await writeAudit(tx, { actor: by.actor, action: 'points.rates', before, after, ip: by.ip });
      return after as PointRate[];
    });
  }

  async function setConfig(input: SettingsInput, by: Acting): Promise<SettingsInput> {
    return db.transaction(async (tx) => {
      const before = settingsOf(await repo.getSettings(tx));
      const row = await repo.updateSettings(tx, {
        convertPoints: input.convertPoints,
        convertCents: parseCents(input.convertAmount),
        minConvertPoints: input.minConvertPoints,
        convertEnabled: input.convertEnabled,
      });
      await writeAudit(tx, {
        actor: by.actor,
        action: 'points.config',
        before,
        after: settingsOf(row),
        ip: by.ip,
      });
      return settingsOf(row);
    });
  }

  function checkAmount(input: RewardInput) {
    if (input.kind !== 'goods' && parseCents(input.amount) <= 0n) throw new AppError('error_amount_invalid');
  }

  async function createReward(input: RewardInput, by: Acting): Promise<AdminReward> {
    checkAmount(input);
    return db.transaction(async (tx) => {
      const row = toAdminReward(await repo.insertReward(tx, rewardColumns(input)));
      await writeAudit(tx, {
        actor: by.actor,
        action: 'points.reward.create',
        before: null,
        after: row,
        ip: by.ip,
      });
      return row;
    });
  }

  async function updateReward(id: number, input: RewardInput, by: Acting): Promise<AdminReward> {
    checkAmount(input);
    return db.transaction(async (tx) => {
      const before = await repo.lockReward(tx, id);
      if (!before) throw new AppError('error_not_found');
      const row = toAdminReward(await repo.updateReward(tx, id, rewardColumns(input)));
      await writeAudit(tx, {
        actor: by.actor,
        action: 'points.reward.update',
        before: toAdminReward(before),
        after: row,
        ip: by.ip,
      });
      return row;
    });
  }

  /** A reward someone redeemed stays (their history names it): disable it instead. */
  async function removeReward(id: number, by: Acting): Promise<null> {
    return db.transaction(async (tx) => {
      const before = await repo.lockReward(tx, id);
      if (!before) throw new AppError('error_not_found');
      if ((await repo.countRedemptions(tx, id)) > 0) throw new AppError('error_conflict');
      await repo.deleteReward(tx, id);
      await writeAudit(tx, {
        actor: by.actor,
        action: 'points.reward.delete',
        before: toAdminReward(before),
        after: null,
        ip: by.ip,
      });
      return null;
    });
  }

  return {
    listRates: async () => (await repo.listRates(db)) as PointRate[],
    setRates,
    getConfig: async () => settingsOf(await repo.getSettings(db)),
    setConfig,
    listRewards: async () => (await repo.listRewards(db, false)).map(toAdminReward),
    createReward,
    updateReward,
    removeReward,
  };
}
