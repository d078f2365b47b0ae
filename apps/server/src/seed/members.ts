import { hashPassword } from '../platform/password.js';

/** Demo accounts (CONFIG.md lists them); the player's upline is the agent. */
export const DEMO_AGENT = {
  username: 'demoagent',
  password: 'Agent1234',
  isAgent: 1,
  nickname: 'Demo Agent',
  mobile: '09181234567',
  email: 'demoagent@swerte.example',
};
export const DEMO_PLAYER = {
  username: 'demoplayer',
  password: 'Demo1234',
  isAgent: 0,
  nickname: 'Demo Player',
  mobile: '09171234567',
  email: 'demoplayer@swerte.example',
};

/** Hashing is slow, so it happens before the seed transaction opens. */
export async function withHash({ password, ...account }: typeof DEMO_PLAYER) {
  return { ...account, passwordHash: await hashPassword(password) };
}
