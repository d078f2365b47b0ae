import { adminConsoleEndpoints } from '@swerte/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

export const dashboardQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['dashboard', from, to],
    queryFn: ({ signal }) => callEndpoint(adminConsoleEndpoints.dashboard, { query: { from, to }, signal }),
    refetchInterval: 60_000,
  });
