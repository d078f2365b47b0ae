/**
 * Names of ledger accounts. A key says whose money it is and what kind; the ledger creates the account
 * the first time a posting names it. Only house accounts may go below zero.
 */
export const HOUSE_CODES = [
  'deposits_clearing',
  'withdrawals_clearing',
  'game_revenue',
  'bonuses',
  'commissions',
  'play_money',
  'adjustments',
  /** Withdrawals paid out: the money that left the house for members' bank accounts. */
  'payouts',
  /** Manual rebates paid to members. */
  'rebates',
] as const;
export type HouseCode = (typeof HOUSE_CODES)[number];

export type AccountKind = 'cash' | 'play' | 'bonus' | 'vendor' | 'house';
export type MemberAccountKind = Exclude<AccountKind, 'vendor' | 'house'>;

export const accountKey = {
  cash: (memberId: number) => `cash:${memberId}`,
  /** Trial accounts' play money: never mixed with cash. */
  play: (memberId: number) => `play:${memberId}`,
  /** Bonus funds still locked by a turnover requirement. */
  bonus: (memberId: number) => `bonus:${memberId}`,
  /** The member's wallet at a transfer-mode vendor. */
  vendor: (memberId: number, vassalage: string) => `vendor:${memberId}:${vassalage}`,
  house: (code: HouseCode) => `house:${code}`,
};

export interface ParsedAccountKey {
  key: string;
  kind: AccountKind;
  memberId: number | null;
  vendor: string | null;
  allowNegative: boolean;
}

const MEMBER_KEY = /^(cash|play|bonus):([1-9]\d{0,15})$/;
const VENDOR_KEY = /^vendor:([1-9]\d{0,15}):([A-Za-z0-9_]{1,64})$/;

/** Reads a key; anything that is not one of the shapes above is a programming error and throws. */
export function parseAccountKey(key: string): ParsedAccountKey {
  const member = MEMBER_KEY.exec(key);
  if (member) {
    const kind = member[1] as MemberAccountKind;
    return { key, kind, memberId: Number(member[2]), vendor: null, allowNegative: false };
  }
  const vendor = VENDOR_KEY.exec(key);
  if (vendor) {
    return {
      key,
      kind: 'vendor',
      memberId: Number(vendor[1]),
      vendor: vendor[2] ?? null,
      allowNegative: false,
    };
  }
  if (key.startsWith('house:') && (HOUSE_CODES as readonly string[]).includes(key.slice(6))) {
    return { key, kind: 'house', memberId: null, vendor: null, allowNegative: true };
  }
  throw new Error(`not a ledger account key: ${key}`);
}
