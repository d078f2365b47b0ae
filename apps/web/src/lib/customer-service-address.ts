import type { QueryClient } from '@tanstack/react-query';
import { decodeCsPath, VIP_CS_RANK_LEVEL } from '@swerte/contracts';
import type { CsPath, CsType, systemEndpoints } from '@swerte/contracts';
import { callEndpoint } from './api-client';
import { memberInfoQueryOptions } from './auth/member-info';
import { endpointRef } from './endpoint-ref';
import { getSessionToken } from './storage';

export const customerServiceEndpoint = endpointRef<typeof systemEndpoints.customerService>(
  'GET',
  '/wps/system/customerService',
);

/** §4: members of rank level above 4 get the VIP channel, everyone else live chat. */
export function csTypeFor(rankLevel: number | null | undefined): CsType {
  return (rankLevel ?? 0) > VIP_CS_RANK_LEVEL ? 'VIP' : 'LIVECHAT';
}

/** The address of the first entry: type 3 is decoded (its last 8 characters are the key), type 1 used as is. */
export async function resolveCsAddress(pathList: readonly CsPath[]): Promise<string> {
  const entry = pathList[0];
  if (!entry) throw new Error('no customer-service address');
  const address = entry.type === 3 ? await decodeCsPath(entry.path) : entry.path;
  // Only web addresses may become the popup's location (never javascript: or data:).
  if (!/^https?:\/\//i.test(address)) throw new Error('customer-service address is not a web address');
  return address;
}

async function rankLevel(queryClient: QueryClient | undefined): Promise<number> {
  const token = getSessionToken();
  if (!token || !queryClient) return 0;
  const info = await queryClient.fetchQuery(memberInfoQueryOptions(token)).catch(() => null);
  return info?.clubLabel?.rankLevel ?? 0;
}

export async function customerServiceAddress(queryClient?: QueryClient): Promise<string> {
  const csType = csTypeFor(await rankLevel(queryClient));
  const { pathList } = await callEndpoint(customerServiceEndpoint, { query: { csType } });
  return resolveCsAddress(pathList);
}
