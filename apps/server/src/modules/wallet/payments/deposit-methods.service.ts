import { parseCents, type AdminDepositMethod, type DepositMethodInputSchema } from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit.js';
import type { Db, Tx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { BankAccountService } from '../../member/bank-accounts.service.js';
import * as repo from './deposit-methods.repository.js';
import { findMethod, type DepositMethodRow } from './deposit.repository.js';
import { toMethod, type ActingAs } from './deposit.service.js';

type MethodInput = z.output<typeof DepositMethodInputSchema>;

export interface DepositMethodAdminDeps {
  db: Db;
  /** A bank method's receiving account must be at a bank members can use too. */
  banks: Pick<BankAccountService, 'listBanks'>;
  /** The gateway adapters this server carries ('sandbox'). */
  gateways: readonly string[];
}

export type DepositMethodAdmin = ReturnType<typeof createDepositMethodAdmin>;

export function toAdminMethod(row: DepositMethodRow): AdminDepositMethod {
  return { ...toMethod(row), gateway: row.gateway, enabled: row.enabled, sortOrder: row.sortOrder };
}

/**
 * A new display order: the given ids first, in that order, then the others as they were. Each id must
 * be a method, and be named once.
 */
export function orderedMethodIds(ids: readonly number[], all: readonly { id: number }[]): number[] {
  const known = new Set(all.map((row) => row.id));
  if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw new AppError('error_invalid_request', { fields: { ids: 'deposit method ids, each once' } });
  }
  const chosen = new Set(ids);
  return [...ids, ...all.map((row) => row.id).filter((id) => !chosen.has(id))];
}

/**
 * The operators' deposit methods. Members read the methods from the database on every call (nothing
 * caches them), so each change, audited in its own transaction, shows on their next look.
 */
export function createDepositMethodAdmin(deps: DepositMethodAdminDeps) {
  const { db } = deps;

  /** The row values of a checked input: the fields of the other kind are dropped. */
  async function valuesOf(input: MethodInput) {
    const common = {
      name: input.name,
      kind: input.kind,
      minAmount: parseCents(input.minAmount),
      maxAmount: parseCents(input.maxAmount),
      enabled: input.enabled,
    };
    if (input.kind === 'gateway') {
      if (!input.gateway || !deps.gateways.includes(input.gateway)) {
        throw new AppError('error_invalid_request', {
          fields: { gateway: `one of: ${deps.gateways.join(', ')}` },
        });
      }
      return { ...common, gateway: input.gateway, bankCode: null, accountName: null, accountNumber: null };
    }
    const banks = await deps.banks.listBanks();
    if (!banks.some((bank) => bank.code === input.bankCode)) throw new AppError('error_bank_invalid');
    return {
      ...common,
      gateway: null,
      bankCode: input.bankCode,
      accountName: input.accountName,
      accountNumber: input.accountNumber,
    };
  }

  async function readBack(tx: Tx, id: number): Promise<AdminDepositMethod> {
    const row = await findMethod(tx, id);
    if (!row) throw new AppError('error_not_found');
    return toAdminMethod(row);
  }

  async function lockExisting(tx: Tx, id: number): Promise<DepositMethodRow> {
    const row = await repo.lockMethod(tx, id);
    if (!row) throw new AppError('error_not_found');
    return row;
  }

  return {
    list: async () => (await repo.listAllMethods(db)).map(toAdminMethod),

    async create(input: MethodInput, by: ActingAs) {
      const values = await valuesOf(input);
      return db.transaction(async (tx) => {
        const id = await repo.insertMethod(tx, { ...values, sortOrder: await repo.nextSortOrder(tx) });
        const after = await readBack(tx, id);
        await writeAudit(tx, { ...by, action: 'deposit_method.create', before: null, after });
        return after;
      });
    },

    async update(id: number, input: MethodInput, by: ActingAs) {
      const values = await valuesOf(input);
      return db.transaction(async (tx) => {
        const before = await lockExisting(tx, id);
        if (before.kind !== input.kind) throw new AppError('error_conflict');
        await repo.updateMethod(tx, id, values);
        const after = await readBack(tx, id);
        await writeAudit(tx, {
          ...by,
          action: 'deposit_method.update',
          before: toAdminMethod(before),
          after,
        });
        return after;
      });
    },

    setEnabled: (id: number, enabled: boolean, by: ActingAs) =>
      db.transaction(async (tx) => {
        const before = await lockExisting(tx, id);
        await repo.updateMethod(tx, id, { enabled });
        const after = await readBack(tx, id);
        await writeAudit(tx, {
          ...by,
          action: enabled ? 'deposit_method.enable' : 'deposit_method.disable',
          before: toAdminMethod(before),
          after,
        });
        return after;
      }),

    order: (ids: number[], by: ActingAs) =>
      db.transaction(async (tx) => {
        const all = await repo.lockAllMethods(tx);
        const sequence = orderedMethodIds(ids, all);
        for (const [index, id] of sequence.entries()) {
          await repo.updateMethod(tx, id, { sortOrder: (index + 1) * 10 });
        }
        await writeAudit(tx, {
          ...by,
          action: 'deposit_method.order',
          before: all.map((row) => row.id),
          after: sequence,
        });
        return (await repo.listAllMethods(tx)).map(toAdminMethod);
      }),
  };
}
