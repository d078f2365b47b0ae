import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { zaloEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useSessionStore } from '../../../stores/session-store';

type Calls = typeof zaloEndpoints;

/** Method and path of the Zalo reward calls; api-refs.test.ts checks them. */
export const zaloRefs = {
  reward: endpointRef<Calls['reward']>('GET', '/wps/relay/MCSFE_getZaloReward'),
  newCode: endpointRef<Calls['newCode']>('POST', '/wps/relay/MCSFE_newZaloCode'),
};

/** While the card waits for the member's code to reach the OA, it asks again this often. */
const WAITING_REFRESH_MS = 5_000;

/** The Zalo reward card; asked again every few seconds while a live code waits to be sent. */
export function useZaloReward(enabled = true) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    // Under 'missions' so a claim's refresh of the reward center refreshes the card too.
    queryKey: ['missions', 'zalo', token],
    queryFn: ({ signal }) => callEndpoint(zaloRefs.reward, { signal }),
    enabled: token !== null && enabled,
    refetchInterval: (query) => (query.state.data?.status === 'link' ? WAITING_REFRESH_MS : false),
  });
}

/** A fresh link code (the old one stops binding). */
export function useNewZaloCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(zaloRefs.newCode),
    onSuccess: (card) => {
      client.setQueryData(['missions', 'zalo', useSessionStore.getState().token], card);
    },
  });
}
