import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { houseRefs } from './house-refs';

/** One of the member's house rounds (game recall), read with the member's own session. */
export function useHouseRound(roundId: string | null) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['house', 'round', token, roundId],
    queryFn: ({ signal }) => callEndpoint(houseRefs.round, { params: { roundId: roundId ?? '' }, signal }),
    enabled: token !== null && roundId !== null,
  });
}
