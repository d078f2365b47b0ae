import { COOKIE_KEYS, readCookie, removeCookie, writeCookie } from '../../../lib/cookies';

/** What a login may remember (§3 cookies, one day). There is no password here by design. */
export interface RememberInput {
  rememberMe: boolean;
  type: 'username' | 'sms';
  username?: string;
  mobileNum?: string;
  /** ISO country of the number, to reopen the picker on it. */
  countryCode?: string;
}

export interface RememberedLogin {
  remember: boolean;
  username: string;
  sms: { mobileNum: string; countryCode: string } | null;
}

/**
 * Writes the remember-me cookies after a successful login: loginRemember, the last username, or
 * loginTypeSms (number and country). Only the named fields are read, so a form's other values
 * (its password above all) can never reach a cookie; unticked remember-me clears them all.
 */
export function saveRememberCookies({
  rememberMe,
  type,
  username,
  mobileNum,
  countryCode,
}: RememberInput): void {
  if (!rememberMe) {
    for (const key of Object.values(COOKIE_KEYS)) removeCookie(key);
    return;
  }
  writeCookie(COOKIE_KEYS.loginRemember, '1');
  if (type === 'username' && username) {
    writeCookie(COOKIE_KEYS.lastUsername, username);
    removeCookie(COOKIE_KEYS.loginTypeSms);
  } else if (type === 'sms' && mobileNum) {
    writeCookie(COOKIE_KEYS.loginTypeSms, JSON.stringify({ mobileNum, countryCode: countryCode ?? 'PH' }));
  }
}

export function readRememberCookies(): RememberedLogin {
  let sms: RememberedLogin['sms'] = null;
  try {
    const parsed = JSON.parse(readCookie(COOKIE_KEYS.loginTypeSms) ?? 'null') as RememberedLogin['sms'];
    if (parsed && typeof parsed.mobileNum === 'string' && typeof parsed.countryCode === 'string')
      sms = parsed;
  } catch {
    sms = null;
  }
  return {
    remember: readCookie(COOKIE_KEYS.loginRemember) === '1',
    username: readCookie(COOKIE_KEYS.lastUsername) ?? '',
    sms,
  };
}
