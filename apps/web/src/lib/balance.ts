import type { walletEndpoints } from '@swerte/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../stores/session-store';
import { callEndpoint } from './api-client';
import { endpointRef } from './endpoint-ref';

export const balanceEndpoint = endpointRef<typeof walletEndpoints.balance>('GET', '/wps/v2/wallets/balance');

/**
 * Prefix of every balance query. Whatever moves money (deposit, withdrawal, transfer, a claimed
 * bonus, a finished game) invalidates it so the header shows the new balance:
 * `queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY })`.
 */
export const BALANCE_QUERY_KEY = ['wallet', 'balance'] as const;

/** GET /wps/v2/wallets/balance for the current token (a new login is a new key). */
export function balanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...BALANCE_QUERY_KEY, token],
    queryFn: ({ signal }) => callEndpoint(balanceEndpoint, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

export function useBalance() {
  const token = useSessionStore((state) => state.token);
  return useQuery(balanceQueryOptions(token));
}
