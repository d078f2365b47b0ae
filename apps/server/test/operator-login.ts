import { setTimeout as sleep } from 'node:timers/promises';
import { totpAt } from '../src/platform/totp.js';

/** One JSON POST to the site under test: status, envelope code and value. */
export type OperatorPost = (
  path: string,
  body: unknown,
) => Promise<{ status: number; code: string; value: unknown }>;

interface Enrolled {
  secret: string;
  lastStep: number;
}

/** The authenticator app of the tests: secrets enrolled so far, per site and operator. */
const apps = new Map<string, Enrolled>();

const STEP_MS = 30_000;

/**
 * An operator's login as the console makes it, every step over HTTP: the password, then (admin and
 * finance) enrolment of a TOTP secret with its first code, or a code of the secret enrolled before. A
 * code is never used twice: a later step (the next one is accepted early) or a wait for it.
 */
export async function operatorLoginSteps(
  post: OperatorPost,
  username: string,
  password: string,
  site = 'app',
): Promise<string> {
  const key = `${site}|${username.toLowerCase()}`;
  const first = await post('/wps/admin/session/login', { username, password });
  if (first.status !== 200) throw new Error(`operator login: ${first.status} ${first.code}`);
  const step = first.value as { step: string; token?: string; challenge?: string };
  if (step.step === 'session') return String(step.token);
  if (step.step === 'enrol') {
    const enrolment = await post('/wps/admin/session/login/enrol', { challenge: step.challenge });
    if (enrolment.status !== 200) throw new Error(`operator enrol: ${enrolment.status} ${enrolment.code}`);
    const { secret } = enrolment.value as { secret: string };
    const now = Math.floor(Date.now() / STEP_MS);
    const confirmed = await post('/wps/admin/session/login/enrol/confirm', {
      challenge: step.challenge,
      code: totpAt(secret, now),
    });
    if (confirmed.status !== 200)
      throw new Error(`operator enrol confirm: ${confirmed.status} ${confirmed.code}`);
    apps.set(key, { secret, lastStep: now });
    return String((confirmed.value as { token: string }).token);
  }
  const enrolled = apps.get(key);
  if (!enrolled) throw new Error(`operator login: ${username} has a second factor the tests did not enrol`);
  const next = Math.max(Math.floor(Date.now() / STEP_MS), enrolled.lastStep + 1);
  // The server accepts one step ahead of its clock; further ahead, wait until it is.
  const wait = (next - 1) * STEP_MS - Date.now() + 50;
  if (wait > 0) await sleep(wait);
  const second = await post('/wps/admin/session/login/totp', {
    challenge: step.challenge,
    code: totpAt(enrolled.secret, next),
  });
  if (second.status !== 200) throw new Error(`operator totp: ${second.status} ${second.code}`);
  enrolled.lastStep = next;
  return String((second.value as { token: string }).token);
}

/** The TOTP secret the tests enrolled for an operator (to make codes of their own). */
export function enrolledSecret(username: string, site = 'app'): string | null {
  return apps.get(`${site}|${username.toLowerCase()}`)?.secret ?? null;
}
