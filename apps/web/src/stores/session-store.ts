import { create } from 'zustand';
import { STORAGE_KEYS, readSession, removeSession, writeSession } from '../lib/storage';

interface SessionState {
  /** Logged in = a token in session storage (§4). */
  token: string | null;
  isAgent: number;
  account: string;
  clear: () => void;
}

/** §3: the merchant values every visitor's session carries, re-set after logout. */
const MERCHANT = { merchant: 'swerte', merchantCode: 'SWERTE' } as const;

const MEMBER_KEYS = ['token', 'isAgent', 'username', 'memberLabel', 'customerId', 'account'] as const;

export function resetMerchant(): void {
  writeSession(STORAGE_KEYS.merchant, MERCHANT.merchant);
  writeSession(STORAGE_KEYS.merchantCode, MERCHANT.merchantCode);
}

/** Reads §3 session storage; the login code writes it, then calls this to publish it. */
export function readSessionState() {
  return {
    token: readSession(STORAGE_KEYS.token),
    isAgent: Number(readSession(STORAGE_KEYS.isAgent) ?? 0),
    account: readSession(STORAGE_KEYS.account) ?? '',
  };
}

export const useSessionStore = create<SessionState>((set) => ({
  ...readSessionState(),
  clear: () => {
    for (const key of MEMBER_KEYS) removeSession(STORAGE_KEYS[key]);
    resetMerchant();
    set(readSessionState());
  },
}));
