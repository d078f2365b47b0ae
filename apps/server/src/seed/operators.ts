import type { OperatorRole } from '@swerte/contracts';
import { hashPassword } from '../platform/password.js';

/** The demo back-office operator (README lists it). Real operators are made with `npm run admin`. */
export const DEMO_OPERATOR: { username: string; password: string; role: OperatorRole } = {
  username: 'demoadmin',
  password: 'DemoAdmin1234',
  role: 'admin',
};

/** Hashing is slow, so it happens before the seed transaction opens. */
export async function withOperatorHash({ password, ...operator }: typeof DEMO_OPERATOR) {
  return { ...operator, passwordHash: await hashPassword(password) };
}
