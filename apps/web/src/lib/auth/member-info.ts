import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api-client';
import { useSessionStore } from '../../stores/session-store';
import { authRefs } from './endpoints';

/** GET /wps/member/info for the current token; a new login is a new key, so nothing stale shows. */
export function memberInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) => callEndpoint(authRefs.memberInfo, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery(memberInfoQueryOptions(token));
}
