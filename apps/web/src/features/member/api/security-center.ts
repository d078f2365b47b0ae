import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AddBankAccount,
  PaymentPasswordRequest,
  ProfileUpdate,
  securityCenterEndpoints,
} from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { bankAccountsEndpoint } from '../../../lib/bank-accounts';
import { callEnc } from '../../../lib/auth/enc-call';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useSessionStore } from '../../../stores/session-store';

type Calls = typeof securityCenterEndpoints;

/** Method and path of the my-account calls; security-center.test.ts checks them against the contract. */
export const securityRefs = {
  profile: endpointRef<Calls['profile']>('GET', '/wps/member/profile'),
  updateProfile: endpointRef<Calls['updateProfile']>('PUT', '/wps/member/profile'),
  paymentPassword: endpointRef<Calls['paymentPassword']>('POST', '/wps/member/paymentPassword'),
  mobileCode: endpointRef<Calls['mobileCode']>('POST', '/wps/member/security/mobile/code'),
  bindMobile: endpointRef<Calls['bindMobile']>('POST', '/wps/member/security/mobile'),
  emailCode: endpointRef<Calls['emailCode']>('POST', '/wps/member/security/email/code'),
  bindEmail: endpointRef<Calls['bindEmail']>('POST', '/wps/member/security/email'),
  banks: endpointRef<Calls['banks']>('GET', '/wps/member/banks'),
  bankAccounts: bankAccountsEndpoint,
  addBankAccount: endpointRef<Calls['addBankAccount']>('POST', '/wps/member/bankAccounts'),
  setDefaultBankAccount: endpointRef<Calls['setDefaultBankAccount']>(
    'PUT',
    '/wps/member/bankAccounts/:id/default',
  ),
  removeBankAccount: endpointRef<Calls['removeBankAccount']>('DELETE', '/wps/member/bankAccounts/:id'),
};

export function profileQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['member', 'profile', token],
    queryFn: ({ signal }) => callEndpoint(securityRefs.profile, { signal }),
    enabled: token !== null,
  });
}

export function useProfile() {
  const token = useSessionStore((state) => state.token);
  return useQuery(profileQueryOptions(token));
}

/** Banks and e-wallets change rarely: one answer serves the session. */
export function useBanks(enabled = true) {
  return useQuery({
    queryKey: ['member', 'banks'],
    queryFn: ({ signal }) => callEndpoint(securityRefs.banks, { signal }),
    staleTime: 30 * 60_000,
    enabled,
  });
}

export function updateProfile(body: ProfileUpdate) {
  return callEndpoint(securityRefs.updateProfile, { body });
}

/** "enc": sets the first payment password (with the login password) or changes it. */
export function changePaymentPassword(body: PaymentPasswordRequest) {
  return callEnc(securityRefs.paymentPassword, body);
}

export function sendMobileCode(body: { countryDialingCode: string; mobileNum: string }) {
  return callEndpoint(securityRefs.mobileCode, { body });
}

/** "enc": answers the updated profile. */
export function bindMobile(body: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  password?: string;
}) {
  return callEnc(securityRefs.bindMobile, body);
}

export function sendEmailCode(body: { email: string }) {
  return callEndpoint(securityRefs.emailCode, { body });
}

/** "enc": answers the updated profile. */
export function bindEmail(body: { email: string; verificationCode: string; password?: string }) {
  return callEnc(securityRefs.bindEmail, body);
}

/** "enc" (carries the payment password): answers the new list. */
export function addBankAccount(body: AddBankAccount) {
  return callEnc(securityRefs.addBankAccount, body);
}

export function setDefaultBankAccount(id: number) {
  return callEndpoint(securityRefs.setDefaultBankAccount, { params: { id } });
}

export function removeBankAccount(id: number) {
  return callEndpoint(securityRefs.removeBankAccount, { params: { id } });
}
