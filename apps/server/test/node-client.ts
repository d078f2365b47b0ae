import {
  EncryptionKeySchema,
  encryptBody,
  type AltchaChallenge,
  type EncryptionKey,
} from '@swerte/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { operatorLoginSteps } from './operator-login.js';

export interface Reply {
  status: number;
  headers: Headers;
  code: string;
  value: Record<string, unknown> | null;
}

/** A server node reached over HTTP, as a browser or a console would call it. */
export function nodeClient(base: string) {
  let key: EncryptionKey | null = null;

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(base + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { code: string; value: Record<string, unknown> | null };
    return { status: response.status, headers: response.headers, code: json.code, value: json.value };
  }

  async function altcha(): Promise<string> {
    const challenge = (await call('GET', '/wps/verification/altcha')).value as unknown as AltchaChallenge;
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    return Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
  }

  /** A member's bearer token from the enc login, as the site's login form gets it. */
  async function memberLogin(username: string, password: string): Promise<string> {
    key ??= EncryptionKeySchema.parse((await call('GET', '/wps/system/encryptionKey')).value);
    const body = await encryptBody(key, { type: 'username', username, password, altcha: await altcha() });
    const reply = await call('POST', '/wps/session/login', body);
    if (reply.status !== 200) throw new Error(`member login: ${reply.status} ${reply.code}`);
    return String(reply.value?.token);
  }

  /** The console's login steps (admin and finance enrol or give a TOTP code; see operator-login). */
  function operatorLogin(username: string, password: string): Promise<string> {
    return operatorLoginSteps((path, body) => call('POST', path, body), username, password);
  }

  return { call, memberLogin, operatorLogin };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
