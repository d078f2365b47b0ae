import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, protectionEndpoints, ProtectionStatus } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef, type EndpointRef } from '../../../lib/endpoint-ref';
import { useSessionStore } from '../../../stores/session-store';

type Calls = typeof protectionEndpoints;

/** Method and path of the protection calls; api-refs.test.ts checks them against the contract. */
export const protectionRefs = {
  status: endpointRef<Calls['status']>('GET', '/wps/member/protection'),
  setLimit: endpointRef<Calls['setLimit']>('POST', '/wps/member/protection/limits'),
  confirmLimit: endpointRef<Calls['confirmLimit']>('POST', '/wps/member/protection/limits/confirm'),
  cancelLimit: endpointRef<Calls['cancelLimit']>('POST', '/wps/member/protection/limits/cancel'),
  timeout: endpointRef<Calls['timeout']>('POST', '/wps/member/protection/timeout'),
  selfExclude: endpointRef<Calls['selfExclude']>('POST', '/wps/member/protection/selfExclusion'),
  requestReturn: endpointRef<Calls['requestReturn']>('POST', '/wps/member/protection/return'),
  realityCheck: endpointRef<Calls['realityCheck']>('POST', '/wps/member/protection/realityCheck'),
  session: endpointRef<Calls['session']>('GET', '/wps/member/protection/session'),
  activity: endpointRef<Calls['activity']>('GET', '/wps/member/protection/activity'),
  info: endpointRef<Calls['info']>('GET', '/wps/system/protection'),
};

const STATUS_KEY = ['protection', 'status'] as const;

export function useProtectionStatus() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...STATUS_KEY, token],
    queryFn: ({ signal }) => callEndpoint(protectionRefs.status, { signal }),
    enabled: token !== null,
  });
}

type StatusCall = 'setLimit' | 'confirmLimit' | 'cancelLimit' | 'timeout' | 'requestReturn' | 'realityCheck';

/** A change whose answer is the new status, written straight into the page's query. */
export function useProtectionChange<K extends StatusCall>(call: K) {
  const client = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: (body: EndpointBody<Calls[K]>): Promise<ProtectionStatus> =>
      callEndpoint<Calls['setLimit']>(protectionRefs[call] as EndpointRef<Calls['setLimit']>, {
        body: body as EndpointBody<Calls['setLimit']>,
      }),
    onSuccess: async (status) => {
      client.setQueryData([...STATUS_KEY, token], status);
      await client.invalidateQueries({ queryKey: ['protection', 'session'] });
    },
  });
}

export function useSelfExclude() {
  return useMutation({
    mutationFn: (months: 6 | 12 | 60) =>
      callEndpoint(protectionRefs.selfExclude, { body: { months, confirm: true } }),
  });
}

/** The reality check's figures; asked again every minute while shown. */
export function usePlaySession(enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['protection', 'session', token],
    queryFn: ({ signal }) => callEndpoint(protectionRefs.session, { signal }),
    enabled: enabled && token !== null,
    refetchInterval: 60_000,
  });
}

export function useActivity(by: 'day' | 'week' | 'month') {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['protection', 'activity', token, by],
    queryFn: ({ signal }) => callEndpoint(protectionRefs.activity, { signal, query: { by } }),
    enabled: token !== null,
  });
}
