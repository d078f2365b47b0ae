import type { securityCenterEndpoints } from '@swerte/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../stores/session-store';
import { callEndpoint } from './api-client';
import { endpointRef } from './endpoint-ref';

/** The member's withdrawal accounts: kept in "my account", chosen from when withdrawing. */
export const bankAccountsEndpoint = endpointRef<typeof securityCenterEndpoints.bankAccounts>(
  'GET',
  '/wps/member/bankAccounts',
);

export function bankAccountsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['member', 'bankAccounts', token],
    queryFn: ({ signal }) => callEndpoint(bankAccountsEndpoint, { signal }),
    enabled: token !== null,
  });
}

export function useBankAccounts() {
  const token = useSessionStore((state) => state.token);
  return useQuery(bankAccountsQueryOptions(token));
}
