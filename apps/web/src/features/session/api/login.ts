import type { LoginRequest, LoginValue } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { authRefs } from '../../../lib/auth/endpoints';
import { callEnc } from '../../../lib/auth/enc-call';

/** POST /wps/session/login ("enc"): username + password, or mobile number + SMS code. */
export function login(body: LoginRequest): Promise<LoginValue> {
  return callEnc(authRefs.login, body);
}

/** POST /wps/session/login/verify ("enc"): confirm a login from a new address. */
export function verifyLogin(body: {
  verifyToken: string;
  method: 'sms' | 'email' | 'bankName' | 'totp';
  answer: string;
}) {
  return callEnc(authRefs.verifyLogin, body);
}

export function sendLoginVerification(body: { verifyToken: string; method: 'sms' | 'email' }) {
  return callEndpoint(authRefs.sendLoginVerification, { body });
}

/** POST /wps/verification/sms/noLogin for a login code. */
export function sendLoginSms(body: { countryDialingCode: string; mobileNo: string; altcha: string }) {
  return callEndpoint(authRefs.smsNoLogin, { body: { ...body, purpose: 'login' } });
}

/** POST /wps/session/login/remember: the httpOnly remember-me cookie travels by itself. */
export function rememberedLogin(): Promise<LoginValue> {
  return callEndpoint(authRefs.rememberedLogin);
}

/** POST /wps/session/login/freeplay: a trial account (isAgent 4). */
export function freePlayLogin(altcha: string): Promise<LoginValue> {
  return callEndpoint(authRefs.freePlay, {
    body: { platform: 'W', os: navigator.platform.slice(0, 32), altcha },
  });
}

export function logout(): Promise<null> {
  return callEndpoint(authRefs.logout);
}

export function exchangeSocialCode(code: string): Promise<LoginValue> {
  return callEndpoint(authRefs.socialExchange, { body: { code } });
}
