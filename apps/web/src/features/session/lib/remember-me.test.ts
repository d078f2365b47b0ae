import { beforeEach, describe, expect, it } from 'vitest';
import { readRememberCookies, saveRememberCookies } from './remember-me';

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

describe('remember-me cookies (§3)', () => {
  beforeEach(clearCookies);

  it('keeps the username and the flag, never the password, even when a whole form is passed', () => {
    const form = {
      rememberMe: true,
      type: 'username' as const,
      username: 'demoplayer',
      password: 'S3cret!pass',
    };
    saveRememberCookies(form);
    expect(document.cookie).not.toContain('S3cret');
    expect(decodeURIComponent(document.cookie)).not.toMatch(/password/i);
    expect(readRememberCookies()).toEqual({ remember: true, username: 'demoplayer', sms: null });
  });

  it('keeps the mobile number and its country for an SMS login, without the code', () => {
    const form = {
      rememberMe: true,
      type: 'sms' as const,
      mobileNum: '9171234567',
      countryCode: 'PH',
      verificationCode: '909090',
    };
    saveRememberCookies(form);
    expect(document.cookie).not.toContain('909090');
    expect(readRememberCookies().sms).toEqual({ mobileNum: '9171234567', countryCode: 'PH' });
  });

  it('clears everything when remember me is unticked', () => {
    saveRememberCookies({ rememberMe: true, type: 'username', username: 'demoplayer' });
    saveRememberCookies({ rememberMe: false, type: 'username', username: 'demoplayer' });
    expect(readRememberCookies()).toEqual({ remember: false, username: '', sms: null });
  });
});
