import { adminEndpoints, securityEndpoints, type OperatorSession } from '@swerte/contracts';
import { callEndpoint } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { setSession } from '../../lib/session';

/*
 * The console's one way in: the operator login call as the server has it today (password, and a
 * captcha after a failure). A second factor becomes one more outcome here ({ kind: 'second-factor' })
 * and one more step in the login page; nothing else in the console knows how a session is made.
 */

export interface Credentials {
  username: string;
  password: string;
  captchaKey?: string;
  captcha?: string;
}

export type LoginOutcome =
  | { kind: 'signed-in'; session: OperatorSession }
  | { kind: 'refused'; code: string; message: string; captchaNeeded: boolean };

const asksForCaptcha = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;

export async function login(credentials: Credentials): Promise<LoginOutcome> {
  try {
    const session = await callEndpoint(adminEndpoints.login, { body: credentials });
    setSession(session);
    return { kind: 'signed-in', session };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return {
      kind: 'refused',
      code: error.code,
      message: error.message,
      captchaNeeded: asksForCaptcha(error.value),
    };
  }
}

export const fetchCaptcha = () => callEndpoint(securityEndpoints.captcha);

/** Revokes the token on the server; the session is dropped here whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await callEndpoint(adminEndpoints.logout);
  } finally {
    setSession(null);
  }
}
