/** §3 cookies, one day each. They never hold a password: remember-me is the server's httpOnly token. */
export const COOKIE_KEYS = {
  lastUsername: 'username',
  loginRemember: 'loginRemember',
  loginTypeSms: 'loginTypeSms',
} as const;

type CookieKey = (typeof COOKIE_KEYS)[keyof typeof COOKIE_KEYS];

const ONE_DAY_SECONDS = 24 * 60 * 60;

export function readCookie(key: CookieKey): string | null {
  for (const part of document.cookie.split('; ')) {
    const [name, ...rest] = part.split('=');
    if (name === key) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(key: CookieKey, value: string): void {
  document.cookie = `${key}=${encodeURIComponent(value)}; max-age=${ONE_DAY_SECONDS}; path=/; SameSite=Lax`;
}

export function removeCookie(key: CookieKey): void {
  document.cookie = `${key}=; max-age=0; path=/; SameSite=Lax`;
}
