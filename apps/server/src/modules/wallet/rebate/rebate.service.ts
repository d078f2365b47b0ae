import {
  formatCents,
  parseCents,
  type ManualRebate,
  type RebateClaim,
  type RebateClaimValue,
} from '@swerte/contracts';
import type { Db } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { RebateSettings } from '../../system/system.settings.js';
import { accountKey } from '../ledger/index.js';
import type { LedgerService } from '../ledger/index.js';
import { rebateLines, sumOf, toRebateGame } from './rebate-maths.js';
import * as repo from './rebate.repository.js';
import { siteDay } from '../../../platform/site-day.js';

export interface RebateDeps {
  db: Db;
  ledger: LedgerService;
  rebateSettings: () => Promise<RebateSettings>;
  timeZone: string;
  now?: () => Date;
}

export type RebateService = ReturnType<typeof createRebateService>;

function toClaim(row: repo.RebateClaimRow): RebateClaim {
  const detail = row.detail as { games?: RebateClaim['games'] };
  return {
    id: row.id,
    period: row.period,
    validBet: formatCents(row.validBet),
    amount: formatCents(row.amount),
    games: detail.games ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Manual rebate. A claim covers every settled bet not covered before, whenever it was placed, at the
 * rates in force when claiming, and credits the sum in the same transaction ('rebate:<member>:<period>',
 * house:rebates → cash). Bets settled later accrue for the next claim. Claims are numbered per site
 * day ('20260122-1', '-2'…): two claims racing for the same number credit once.
 */
export function createRebateService({
  db,
  ledger,
  rebateSettings,
  timeZone,
  now = () => new Date(),
}: RebateDeps) {
  async function getManualRebate(memberId: number): Promise<ManualRebate> {
    const [settings, covered, last] = await Promise.all([
      rebateSettings(),
      repo.sumUnclaimed(db, memberId),
      repo.lastClaimAt(db, memberId),
    ]);
    const lines = settings.enabled ? rebateLines(covered, settings.rates, true) : [];
    return {
      enabled: settings.enabled,
      minClaim: settings.minClaim,
      claimable: formatCents(sumOf(lines, 'amount')),
      validBet: formatCents(sumOf(lines, 'validBet')),
      games: lines.map(toRebateGame),
      lastClaimAt: last?.toISOString() ?? null,
    };
  }

  async function claim(memberId: number): Promise<RebateClaimValue> {
    const settings = await rebateSettings();
    if (!settings.enabled) throw new AppError('error_feature_disabled');
    const minClaim = parseCents(settings.minClaim);
    const day = siteDay(timeZone, now()).ymd;
    return db.transaction(async (tx) => {
      const period = `${day}-${(await repo.countClaimsOfDay(tx, memberId, day)) + 1}`;
      const claimId = await repo.insertClaim(tx, memberId, period);
      if (claimId === null) throw new AppError('error_rebate_claimed');
      const lines = rebateLines(await repo.coverUnclaimed(tx, memberId, claimId), settings.rates);
      const amount = sumOf(lines, 'amount');
      // Throwing rolls the claim and the covering back: the bets stay claimable.
      if (amount < minClaim || amount === 0n)
        throw new AppError('error_rebate_below_min', { min: settings.minClaim });
      const row = await repo.finishClaim(tx, claimId, {
        validBet: sumOf(lines, 'validBet'),
        amount,
        detail: { games: lines.map(toRebateGame) },
      });
      const cash = accountKey.cash(memberId);
      const entry = await ledger.post(tx, {
        idempotencyKey: `rebate:${memberId}:${period}`,
        kind: 'rebate',
        memberId,
        actor: `member:${memberId}`,
        reference: { claimId, period },
        postings: [
          { accountKey: accountKey.house('rebates'), amount: -amount },
          { accountKey: cash, amount },
        ],
      });
      const after = entry.postings.find((p) => p.accountKey === cash)?.balanceAfter ?? 0n;
      return { ...toClaim(row), mainBalance: formatCents(after) };
    });
  }

  async function listClaims(memberId: number, page: { cursor?: number | undefined; pageSize: number }) {
    const rows = await repo.listClaims(db, memberId, page);
    return {
      list: rows.map(toClaim),
      nextCursor: rows.length === page.pageSize ? (rows.at(-1)?.id ?? null) : null,
    };
  }

  return { getManualRebate, claim, listClaims };
}
