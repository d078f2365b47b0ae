import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Fairness } from '@swerte/contracts';
import { callGame, houseRefs } from './house-refs';

const fairnessKey = (sessionToken: string) => ['house', 'fairness', sessionToken] as const;

/** The seed pair in use and the revealed ones, read when the fairness panel opens. */
export function useFairness(sessionToken: string, enabled: boolean) {
  return useQuery({
    queryKey: fairnessKey(sessionToken),
    queryFn: ({ signal }) => callGame(houseRefs.fairness, sessionToken, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** A new client seed: the server reveals the old server seed and commits to a new one. */
export function useRotateSeed(sessionToken: string, onRotated: (fairness: Fairness) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) =>
      callGame(houseRefs.rotateSeed, sessionToken, { body: { clientSeed } }),
    onSuccess: (fairness) => {
      queryClient.setQueryData(fairnessKey(sessionToken), fairness);
      onRotated(fairness);
    },
  });
}
