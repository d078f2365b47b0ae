import type { PromotionInput } from '@swerte/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { depositMethods, deposits, promotions } from '../src/db/schema.js';

/** A bank deposit reported and approved through the payments services, as the back office would. */
export async function approvedDeposit(app: FastifyInstance, memberId: number, amount: string) {
  const { db } = app.database;
  const [method] = await db
    .select()
    .from(depositMethods)
    .where(and(eq(depositMethods.kind, 'bank'), eq(depositMethods.enabled, true)))
    .limit(1);
  if (!method) throw new Error('no bank deposit method seeded');
  const { deposits: service } = app.services.payments;
  const created = await service.createBankDeposit(
    memberId,
    { methodId: method.id, amount, reference: '', receipts: [] },
    '127.0.0.1',
  );
  const [row] = await db.select().from(deposits).where(eq(deposits.orderNo, created.orderNo));
  if (!row) throw new Error('deposit not stored');
  await service.approve(row.id, 'test', { actor: 'operator:test', ip: null });
  return row.id;
}

/** The id of the seeded promotion of one kind (the first in display order). */
export async function seededPromotion(app: FastifyInstance, kind: PromotionInput['rule']['kind']) {
  const [row] = await app.database.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.kind, kind))
    .orderBy(promotions.sortOrder)
    .limit(1);
  if (!row) throw new Error(`no seeded ${kind} promotion`);
  return row.id;
}

const HOUR = 3_600_000;
/** An ISO time `hours` from now (negative: in the past). */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A promotion body with both languages filled; `rule` and dates as given. */
export function promotionBody(
  rule: PromotionInput['rule'],
  extra: Partial<PromotionInput> = {},
): PromotionInput {
  return {
    category: 'daily',
    titleTy: 'Pang-araw-araw na gantimpala',
    titleEn: 'Daily reward',
    summaryTy: 'Isang maliit na regalo bawat araw',
    summaryEn: 'A small gift every day',
    contentTy: '<p>Mga tuntunin</p>',
    contentEn: '<p>Terms</p>',
    rule,
    ...extra,
  };
}
