import {
  MAX_BANK_ACCOUNTS,
  checkFieldRule,
  profileRule,
  type AddBankAccountSchema,
  type AdminBankAccount,
  type Bank,
  type BankAccount,
  type Language,
  type RegisterSettings,
} from '@swerte/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { uniqueViolation } from '../../platform/db/errors.js';
import { AppError } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-errors.js';
import * as repo from './bank-accounts.repository.js';
import * as memberRepo from './member.repository.js';
import type { PaymentPasswordService } from './payment-password.service.js';
import { normalisePayeeName, samePayeeName } from './profile-rules.js';

export interface BankAccountDeps {
  db: Db;
  paymentPasswords: Pick<PaymentPasswordService, 'verify'>;
  registerRules: () => Promise<RegisterSettings>;
  now?: () => Date;
}

export type BankAccountService = ReturnType<typeof createBankAccountService>;

export const maskAccountNumber = (number: string) => `****${number.slice(-4)}`;

function toBankAccount(row: repo.BankAccountRow): BankAccount {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: maskAccountNumber(row.accountNumber),
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A member's withdrawal accounts: at most five active, all in the member's payee name. */
export function createBankAccountService(deps: BankAccountDeps) {
  const { db, now = () => new Date() } = deps;

  async function list(memberId: number, tx: Db | Tx) {
    const rows = await repo.listActiveAccounts(tx, memberId);
    return { list: rows.map(toBankAccount), max: MAX_BANK_ACCOUNTS };
  }

  async function add(
    memberId: number,
    body: z.output<typeof AddBankAccountSchema>,
    ip: string,
    language: Language,
  ) {
    const bank = await repo.findEnabledBank(db, body.bankCode);
    if (!bank) throw new AppError('error_bank_invalid');
    const accountNumber = body.accountNumber.replace(/[\s-]/g, '');
    if (!/^\d{6,20}$/.test(accountNumber)) throw new AppError('error_bank_account_number');
    const accountName = normalisePayeeName(body.accountName);
    const nameProblem = checkFieldRule(profileRule('payeeName', await deps.registerRules()), accountName);
    if (nameProblem) throw fieldError({ accountName: nameProblem }, language);
    await deps.paymentPasswords.verify(memberId, body.paymentPassword, ip);
    try {
      return await db.transaction(async (tx) => {
        const member = await repo.lockMember(tx, memberId);
        if (!member) throw new AppError('error_not_logged_in');
        if (member.payeeName === null) {
          await memberRepo.updateMember(tx, memberId, { payeeName: accountName });
        } else if (!samePayeeName(member.payeeName, accountName)) {
          throw new AppError('error_payee_name_mismatch');
        }
        const active = await repo.countActiveAccounts(tx, memberId);
        if (active >= MAX_BANK_ACCOUNTS) throw new AppError('error_bank_account_limit');
        const id = await repo.insertAccount(tx, {
          memberId,
          bankCode: bank.code,
          accountName: member.payeeName ?? accountName,
          accountNumber,
          isDefault: active === 0,
        });
        await writeAudit(tx, {
          actor: `member:${memberId}`,
          action: 'member.bank_account_add',
          before: null,
          after: {
            id,
            bankCode: bank.code,
            accountNumber: maskAccountNumber(accountNumber),
            ...(member.payeeName === null ? { payeeNameSet: accountName } : {}),
          },
          ip,
        });
        return list(memberId, tx);
      });
    } catch (error) {
      if (uniqueViolation(error) === 'member_bank_accounts_uq')
        throw new AppError('error_bank_account_exists');
      throw error;
    }
  }

  async function setDefault(memberId: number, id: number, ip: string) {
    return db.transaction(async (tx) => {
      await repo.lockMember(tx, memberId);
      const account = await repo.findActiveAccount(tx, memberId, id);
      if (!account) throw new AppError('error_not_found');
      const before = (await repo.listActiveAccounts(tx, memberId)).find((row) => row.isDefault)?.id ?? null;
      await repo.setDefault(tx, memberId, id);
      await writeAudit(tx, {
        actor: `member:${memberId}`,
        action: 'member.bank_account_default',
        before: { defaultId: before },
        after: { defaultId: id },
        ip,
      });
      return list(memberId, tx);
    });
  }

  /** Soft removal; when the default goes, the newest remaining account becomes the default. */
  async function removeIn(tx: Tx, memberId: number, id: number) {
    if (!(await repo.lockMember(tx, memberId))) throw new AppError('error_not_found');
    const account = await repo.findActiveAccount(tx, memberId, id);
    if (!account) throw new AppError('error_not_found');
    await repo.removeAccount(tx, memberId, id, now());
    const [next] = await repo.listActiveAccounts(tx, memberId);
    if (account.isDefault && next) await repo.setDefault(tx, memberId, next.id);
    return { id, bankCode: account.bankCode, accountNumber: maskAccountNumber(account.accountNumber) };
  }

  async function remove(memberId: number, id: number, ip: string) {
    return db.transaction(async (tx) => {
      const before = await removeIn(tx, memberId, id);
      await writeAudit(tx, {
        actor: `member:${memberId}`,
        action: 'member.bank_account_remove',
        before,
        after: null,
        ip,
      });
      return list(memberId, tx);
    });
  }

  /** The console's list: every account in full, removed ones last, with who checked it. */
  async function adminList(memberId: number, tx: Db | Tx = db): Promise<{ list: AdminBankAccount[] }> {
    if (!(await memberRepo.findById(tx, memberId))) throw new AppError('error_not_found');
    const rows = await repo.listAllAccounts(tx, memberId);
    return {
      list: rows.map((row) => ({
        id: row.id,
        bankCode: row.bankCode,
        bankName: row.bankName,
        accountName: row.accountName,
        accountNumber: row.accountNumber,
        isDefault: row.isDefault,
        createdAt: row.createdAt.toISOString(),
        removedAt: row.removedAt?.toISOString() ?? null,
        verifiedAt: row.verifiedAt?.toISOString() ?? null,
        verifiedBy: row.verifierName,
      })),
    };
  }

  /** An operator checked an active account against the member's documents; checking it again changes nothing. */
  async function verify(memberId: number, id: number, by: { operatorId: number; ip: string }) {
    return db.transaction(async (tx) => {
      if (!(await repo.lockMember(tx, memberId))) throw new AppError('error_not_found');
      const account = await repo.findActiveAccount(tx, memberId, id);
      if (!account) throw new AppError('error_not_found');
      if (account.verifiedAt === null) {
        const at = now();
        await repo.markVerified(tx, id, by.operatorId, at);
        await writeAudit(tx, {
          actor: `operator:${by.operatorId}`,
          action: 'member.bank_account_verify',
          before: { memberId, id, verifiedAt: null },
          after: { memberId, id, verifiedAt: at.toISOString(), verifiedBy: by.operatorId },
          ip: by.ip,
        });
      }
      return adminList(memberId, tx);
    });
  }

  /** An operator removes an account (the member asked, or it is not theirs), with the reason audited. */
  async function adminRemove(
    memberId: number,
    id: number,
    reason: string,
    by: { operatorId: number; ip: string },
  ) {
    return db.transaction(async (tx) => {
      const before = await removeIn(tx, memberId, id);
      await writeAudit(tx, {
        actor: `operator:${by.operatorId}`,
        action: 'member.bank_account_remove',
        before: { memberId, ...before },
        after: { memberId, id, removed: true, reason },
        ip: by.ip,
      });
      return adminList(memberId, tx);
    });
  }

  return {
    list: (memberId: number) => list(memberId, db),
    listBanks: async (): Promise<Bank[]> =>
      (await repo.listBanks(db)).map((bank) => ({ code: bank.code, name: bank.name })),
    countActive: (memberId: number) => repo.countActiveAccounts(db, memberId),
    /** An active account of the member, unmasked, for a withdrawal; null when it is not theirs or removed. */
    findActive: (memberId: number, id: number, tx: Db | Tx) => repo.findActiveAccount(tx, memberId, id),
    findDefault: async (memberId: number, tx: Db | Tx) =>
      (await repo.listActiveAccounts(tx, memberId))[0] ?? null,
    add,
    setDefault,
    remove,
    adminList: (memberId: number) => adminList(memberId),
    verify,
    adminRemove,
  };
}
