import type {
  memberEndpoints,
  securityEndpoints,
  sessionEndpoints,
  socialEndpoints,
  systemEndpoints,
} from '@swerte/contracts';
import { endpointRef } from '../endpoint-ref';

/**
 * Method and path of every account call (§7), typed by its contract. Shared by the session and
 * member features; src/app/endpoint-refs.test.ts checks them against packages/contracts.
 */
export const authRefs = {
  encryptionKey: endpointRef<typeof securityEndpoints.encryptionKey>('GET', '/wps/system/encryptionKey'),
  altchaChallenge: endpointRef<typeof securityEndpoints.altchaChallenge>('GET', '/wps/verification/altcha'),
  captcha: endpointRef<typeof securityEndpoints.captcha>('GET', '/wps/captcha'),
  registerSettings: endpointRef<typeof systemEndpoints.registerSettings>(
    'GET',
    '/wps/system/setting/register',
  ),
  login: endpointRef<typeof sessionEndpoints.login>('POST', '/wps/session/login'),
  verifyLogin: endpointRef<typeof sessionEndpoints.verifyLogin>('POST', '/wps/session/login/verify'),
  sendLoginVerification: endpointRef<typeof sessionEndpoints.sendLoginVerification>(
    'POST',
    '/wps/session/login/verify/send',
  ),
  rememberedLogin: endpointRef<typeof sessionEndpoints.rememberedLogin>(
    'POST',
    '/wps/session/login/remember',
  ),
  freePlay: endpointRef<typeof sessionEndpoints.freePlay>('POST', '/wps/session/login/freeplay'),
  logout: endpointRef<typeof sessionEndpoints.logout>('DELETE', '/wps/session/logout'),
  smsRegister: endpointRef<typeof sessionEndpoints.smsRegister>('POST', '/wps/verification/sms/register'),
  smsNoLogin: endpointRef<typeof sessionEndpoints.smsNoLogin>('POST', '/wps/verification/sms/noLogin'),
  socialProviders: endpointRef<typeof sessionEndpoints.socialProviders>('GET', '/wps/session/social'),
  socialExchange: endpointRef<typeof socialEndpoints.exchange>('POST', '/wps/session/social/exchange'),
  register: endpointRef<typeof memberEndpoints.register>('PUT', '/wps/member/register'),
  registerMobile: endpointRef<typeof memberEndpoints.registerMobile>('PUT', '/wps/member/register/mobile'),
  affiliate: endpointRef<typeof memberEndpoints.affiliate>('GET', '/wps/agent/affiliate'),
  memberInfo: endpointRef<typeof memberEndpoints.info>('GET', '/wps/member/info'),
  changePassword: endpointRef<typeof memberEndpoints.changePassword>('POST', '/wps/member/password'),
  forgotByEmail: endpointRef<typeof memberEndpoints.forgotByEmail>('POST', '/wps/member/password/email'),
  resetByEmailToken: endpointRef<typeof memberEndpoints.resetByEmailToken>(
    'POST',
    '/wps/member/password/reset',
  ),
  resetByPhone: endpointRef<typeof memberEndpoints.resetByPhone>('POST', '/wps/member/password/verification'),
};
