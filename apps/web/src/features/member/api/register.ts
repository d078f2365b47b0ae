import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginValue, RegisterPayload } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { authRefs } from '../../../lib/auth/endpoints';
import { callEnc } from '../../../lib/auth/enc-call';

/** GET /wps/system/setting/register: which fields show, which are required, their rules. */
export function registerSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'registerSettings'],
    queryFn: ({ signal }) => callEndpoint(authRefs.registerSettings, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}

/** PUT /wps/member/register or /register/mobile ("enc"), the §3 payload. */
export function registerMember(mode: 'username' | 'mobile', body: RegisterPayload): Promise<LoginValue> {
  return callEnc(mode === 'mobile' ? authRefs.registerMobile : authRefs.register, body);
}

/** GET /wps/agent/affiliate: invitation_code_error when the code is not usable. */
export function checkAffiliate(code: string) {
  return callEndpoint(authRefs.affiliate, { query: { code, domain: window.location.host } });
}

/** POST /wps/verification/sms/register. */
export function sendRegisterSms(body: { countryDialingCode: string; mobileNo: string; altcha: string }) {
  return callEndpoint(authRefs.smsRegister, { body });
}
