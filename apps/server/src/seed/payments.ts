import type { depositMethods } from '../db/schema.js';

/**
 * The demo operator's deposit methods: a manual transfer to its BDO account, approved by hand, and
 * the sandbox gateway, which credits at once. The sandbox moves no real money: a live site switches
 * it off (deposit_methods.enabled) and configures its real gateway instead.
 */
export function demoDepositMethods(): (typeof depositMethods.$inferInsert)[] {
  return [
    {
      kind: 'bank',
      name: 'Bank transfer (BDO)',
      minAmount: 10_000n,
      maxAmount: 5_000_000n,
      bankCode: 'BDO',
      accountName: 'SWERTE GAMING CORP',
      accountNumber: '001234567890',
      sortOrder: 10,
    },
    {
      kind: 'gateway',
      name: 'Online payment (sandbox)',
      minAmount: 10_000n,
      maxAmount: 2_000_000n,
      gateway: 'sandbox',
      sortOrder: 20,
    },
  ];
}
