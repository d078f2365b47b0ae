import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { authRefs } from '../../../lib/auth/endpoints';

/** GET /wps/session/social: only configured providers get a button. */
export function socialProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['session', 'social'],
    queryFn: ({ signal }) => callEndpoint(authRefs.socialProviders, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useSocialProviders(enabled: boolean) {
  return useQuery({ ...socialProvidersQueryOptions(), enabled });
}
