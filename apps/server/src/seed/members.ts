import { hashPassword } from '../platform/password.js';

interface DemoAccount {
  username: string;
  password: string;
  isAgent: number;
  nickname: string;
  mobileCountryCode: string;
  mobile: string;
  email: string;
  /** The '{secret}' flag: must change the password at the next login. */
  passwordFlagged?: boolean;
}

/** Demo accounts (CONFIG.md lists them); the player's upline is the agent. */
export const DEMO_AGENT: DemoAccount = {
  username: 'demoagent',
  password: 'Agent1234',
  isAgent: 1,
  nickname: 'Demo Agent',
  mobileCountryCode: '63',
  mobile: '9181234567',
  email: 'demoagent@swerte.example',
};
export const DEMO_PLAYER: DemoAccount = {
  username: 'demoplayer',
  password: 'Demo1234',
  isAgent: 0,
  nickname: 'Demo Player',
  mobileCountryCode: '63',
  mobile: '9171234567',
  email: 'demoplayer@swerte.example',
};
/** A member whose password is flagged: logging in forces the change-password modal. */
export const DEMO_RESET: DemoAccount = {
  username: 'demoreset',
  password: 'Reset1234',
  isAgent: 0,
  nickname: 'Demo Reset',
  mobileCountryCode: '63',
  mobile: '9191234567',
  email: 'demoreset@swerte.example',
  passwordFlagged: true,
};
/** The demo agent's invitation/affiliate code (/register?referralCode=SWERTE88). */
export const DEMO_AFFILIATE_CODE = 'SWERTE88';

/**
 * Hashing is slow, so it happens before the seed transaction opens. The demo accounts count as used
 * before: their first-login welcome is behind them.
 */
export async function withHash({ password, ...account }: DemoAccount) {
  const now = new Date();
  return {
    ...account,
    passwordHash: await hashPassword(password),
    passwordChangedAt: now,
    firstLoginAt: now,
  };
}
