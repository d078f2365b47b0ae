import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * After money moved: every wallet answer (balance under BALANCE_QUERY_KEY, game wallets, deposit and
 * withdrawal lists, withdrawal limits) is asked again.
 */
export function useMoneyMoved(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['wallet'] }), [queryClient]);
}
