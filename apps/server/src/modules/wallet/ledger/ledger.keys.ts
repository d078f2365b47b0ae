import { sql, type SQL } from 'drizzle-orm';

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
  /**
   * The house's side of every points movement (earned, redeemed, converted, refunded), in points, not
   * cents: it sits below zero by the points members hold. Points entries balance on their own.
   */
  'points',
  /** Cash paid to members for points (converted or redeemed as a cash credit). */
  'point_rewards',
  /** Cash rewards of missions and referrals claimed in the reward center. */
  'loyalty_rewards',
] as const;
export type HouseCode = (typeof HOUSE_CODES)[number];

export type AccountKind = 'cash' | 'play' | 'bonus' | 'points' | 'vendor' | 'house';
export type MemberAccountKind = Exclude<AccountKind, 'vendor' | 'house'>;

export const accountKey = {
  cash: (memberId: number) => `cash:${memberId}`,
  /** Trial accounts' play money: never mixed with cash. */
  play: (memberId: number) => `play:${memberId}`,
  /** Bonus funds still locked by a turnover requirement. */
  bonus: (memberId: number) => `bonus:${memberId}`,
  /** Loyalty points (whole points, a second currency; never expire, §9); never mixed with money. */
  points: (memberId: number) => `points:${memberId}`,
  /** The member's wallet at a transfer-mode vendor. */
  vendor: (memberId: number, vassalage: string) => `vendor:${memberId}:${vassalage}`,
  house: (code: HouseCode) => `house:${code}`,
};

/** How many sub-accounts a house account every bet touches is split into (LEDGER_HOUSE_SHARDS). */
export const DEFAULT_HOUSE_SHARDS = 16;
/** Sub-account numbers are 0 to MAX_HOUSE_SHARDS - 1. */
export const MAX_HOUSE_SHARDS = 1024;

/**
 * The sub-account of a house account that a member's entry posts to: `house:<code>:<memberId mod
 * shards>`, or plain `house:<code>` with one shard. Bets of different members then lock different
 * rows, so no single balance row queues the site's bets; every posting stays double-entry, and the
 * house's balance is the sum of its sub-accounts (ledger.service houseBalances). A member always
 * lands on the same sub-account, so code that settles in bulk groups its postings by this key.
 */
export function houseShardKey(code: HouseCode, memberId: number, shards: number): string {
  if (!Number.isInteger(shards) || shards < 1 || shards > MAX_HOUSE_SHARDS)
    throw new Error(`house shards must be 1 to ${MAX_HOUSE_SHARDS}, not ${shards}`);
  return shards === 1 ? accountKey.house(code) : `house:${code}:${memberId % shards}`;
}

/**
 * The same keys in SQL, for statements that build postings from rows (bulk settlement): `memberId` is
 * an SQL expression of the member's id. A key they build that has no account yet is created by the
 * statement's caller through parseAccountKey, which also rejects any key of the wrong shape.
 */
export const accountKeySql = {
  /** 'cash:<id>', or 'play:<id>' where `play` (an SQL boolean) holds. */
  wallet: (play: SQL, memberId: SQL) => sql`(CASE WHEN ${play} THEN 'play:' ELSE 'cash:' END || ${memberId})`,
  houseShard: (code: HouseCode, memberId: SQL, shards: number): SQL => {
    houseShardKey(code, 0, shards);
    return shards === 1
      ? sql`${accountKey.house(code)}::text`
      : sql`(${`${accountKey.house(code)}:`}::text || (${memberId} % ${shards}::int))`;
  },
};

export interface ParsedAccountKey {
  key: string;
  kind: AccountKind;
  memberId: number | null;
  vendor: string | null;
  allowNegative: boolean;
}

const MEMBER_KEY = /^(cash|play|bonus|points):([1-9]\d{0,15})$/;
const VENDOR_KEY = /^vendor:([1-9]\d{0,15}):([A-Za-z0-9_]{1,64})$/;
const HOUSE_KEY = /^house:([a-z_]{1,32})(?::(0|[1-9]\d{0,3}))?$/;

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
  const house = HOUSE_KEY.exec(key);
  if (house && (HOUSE_CODES as readonly string[]).includes(house[1] ?? '')) {
    if (house[2] === undefined || Number(house[2]) < MAX_HOUSE_SHARDS)
      return { key, kind: 'house', memberId: null, vendor: null, allowNegative: true };
  }
  throw new Error(`not a ledger account key: ${key}`);
}
