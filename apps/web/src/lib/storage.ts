/** Browser storage keys of §3; the names are the original site's, kept for continuity. */
export const STORAGE_KEYS = {
  token: 'token',
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
  referralCode: 'referralCode',
  /** §3 LOTTFAV: favourite lottery game ids per username (a JSON object). */
  lottFav: 'LOTTFAV',
  /** '1' while the member keeps the header balance hidden. */
  hideBalance: 'hideBalance',
  // Session storage of a logged-in member (§3).
  isAgent: 'isAgent',
  username: 'username',
  memberLabel: 'memberLabel',
  customerId: 'customerId',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  /** GCSGAME_newGameVendor's lanes per language, cached for the session (§2, §3). */
  gameVendors: 'newGameVendor',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (private mode, disabled cookies); a missing preference is never fatal.
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function readLocal(key: StorageKey): string | null {
  return safely(() => window.localStorage.getItem(key), null);
}

export function writeLocal(key: StorageKey, value: string): void {
  safely(() => window.localStorage.setItem(key, value), undefined);
}

export function readSession(key: StorageKey): string | null {
  return safely(() => window.sessionStorage.getItem(key), null);
}

export function writeSession(key: StorageKey, value: string): void {
  safely(() => window.sessionStorage.setItem(key, value), undefined);
}

export function removeSession(key: StorageKey): void {
  safely(() => window.sessionStorage.removeItem(key), undefined);
}

/** Logged in = a token in session storage (§4). */
export function getSessionToken(): string | null {
  return readSession(STORAGE_KEYS.token);
}
