import {
  adminEndpoints,
  securityEndpoints,
  type OperatorSession,
  type TotpEnrolment,
} from '@swerte/contracts';
import { callEndpoint } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { setSession } from '../../lib/session';

/*
 * The console's one way in, as the server's login steps have it: the password (and a captcha after a
 * failure), then the authenticator's code; an operator who must have a second factor and has none
 * enrols one first (a QR code, a first code, ten recovery codes shown once). Nothing else in the
 * console knows how a session is made.
 */

export interface Credentials {
  username: string;
  password: string;
  captchaKey?: string;
  captcha?: string;
}

export type Refusal = { kind: 'refused'; code: string; message: string; captchaNeeded: boolean };

export type LoginOutcome =
  | { kind: 'signed-in'; session: OperatorSession }
  | { kind: 'code'; challenge: string }
  | { kind: 'enrol'; challenge: string }
  | Refusal;

const asksForCaptcha = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;

async function attempt<T>(call: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await call();
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

const signedIn = (session: OperatorSession): LoginOutcome => {
  setSession(session);
  return { kind: 'signed-in', session };
};

export async function login(credentials: Credentials): Promise<LoginOutcome> {
  return attempt(async () => {
    const value = await callEndpoint(adminEndpoints.login, { body: credentials });
    if (value.step === 'session') return signedIn(value);
    return { kind: value.step === 'totp' ? 'code' : 'enrol', challenge: value.challenge } as const;
  });
}

/** The second step: the authenticator's 6 digits, or a recovery code. */
export function secondFactor(challenge: string, code: string): Promise<LoginOutcome> {
  return attempt(async () =>
    signedIn(await callEndpoint(adminEndpoints.loginTotp, { body: { challenge, code } })),
  );
}

/** A new secret for an operator who has none; asking again gives another. */
export function startEnrolment(challenge: string): Promise<TotpEnrolment | Refusal> {
  return attempt(() => callEndpoint(adminEndpoints.loginEnrol, { body: { challenge } }));
}

/**
 * The first code confirms the secret and opens a session; its recovery codes are for the operator's
 * eyes before the console opens (`enter` opens it).
 */
export function confirmEnrolment(
  challenge: string,
  code: string,
): Promise<{ kind: 'enrolled'; recoveryCodes: string[]; enter: () => void } | Refusal> {
  return attempt(async () => {
    const { recoveryCodes, ...session } = await callEndpoint(adminEndpoints.loginEnrolConfirm, {
      body: { challenge, code },
    });
    return { kind: 'enrolled', recoveryCodes, enter: () => setSession(session) } as const;
  });
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
