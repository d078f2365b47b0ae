import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, PromoApplyBody, promotionsEndpoints } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { BALANCE_QUERY_KEY } from '../../../lib/balance';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useSessionStore } from '../../../stores/session-store';

type Calls = typeof promotionsEndpoints;

/** Method and path of the promotion calls; promotions.test.ts checks them against the contract. */
export const promotionRefs = {
  list: endpointRef<Calls['list']>('GET', '/wps/relay/MCSFE_getPromotions'),
  detail: endpointRef<Calls['detail']>('GET', '/wps/relay/MCSFE_getPromotionDetail'),
  join: endpointRef<Calls['join']>('POST', '/wps/relay/MCS2_joinPromotion'),
  claim: endpointRef<Calls['claim']>('POST', '/wps/relay/MCS2_claimPromotion'),
  apply: endpointRef<Calls['apply']>('POST', '/wps/relay/MCS2_applyPromotion'),
  claimRaffle: endpointRef<Calls['claimRaffle']>('POST', '/wps/relay/MCS2_claimRafflePromotion'),
  vip: endpointRef<Calls['vip']>('GET', '/wps/relay/MCSFE_getVipLevels'),
};

/** Keys carry the token, so logging in or out shows the member's own statuses at once. */
export function promotionsQueryOptions(language: Language, token: string | null) {
  return queryOptions({
    queryKey: ['promotions', 'list', language, token],
    queryFn: ({ signal }) => callEndpoint(promotionRefs.list, { query: { language }, signal }),
    staleTime: 30_000,
  });
}

export function usePromotions(language: Language) {
  const token = useSessionStore((state) => state.token);
  return useQuery(promotionsQueryOptions(language, token));
}

export function usePromotionDetail(id: number | null, language: Language) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['promotions', 'detail', id, language, token],
    queryFn: ({ signal }) => callEndpoint(promotionRefs.detail, { query: { id: id ?? 0, language }, signal }),
    enabled: id !== null,
    staleTime: 15_000,
  });
}

export function useVip(language: Language) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['promotions', 'vip', language, token],
    queryFn: ({ signal }) => callEndpoint(promotionRefs.vip, { query: { language }, signal }),
    staleTime: 60_000,
  });
}

export type PromoAction = 'join' | 'claim' | 'claimRaffle';

/** Join, claim or claim a raffle prize; afterwards the lists, the balance and the bonuses refresh. */
export function usePromoAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: PromoAction; id: number }) =>
      callEndpoint(promotionRefs[action], { body: { id } }),
    onSettled: () => refreshAfterAction(queryClient),
  });
}

export function useApplyPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoApplyBody) => callEndpoint(promotionRefs.apply, { body }),
    onSettled: () => refreshAfterAction(queryClient),
  });
}

function refreshAfterAction(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['promotions'] }),
    queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['wallet'] }),
  ]);
}
