import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { requireGate } from '../../../lib/gate';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { favouriteIdsOptions, setFavourite } from '../api/favourites';
import { gameKeys } from '../api/game-refs';
import { toggleFavouriteId } from '../lib/favourite-ids';

/**
 * The member's favourite ids and the star's toggle (§4): the star changes at once, the call follows,
 * and a refused call puts it back and says why. The favourites list is asked again afterwards.
 */
export function useFavourites() {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const openNotice = useModalStore((state) => state.openNotice);
  const options = favouriteIdsOptions(token);
  const { data } = useQuery(options);
  const ids = useMemo(() => new Set(data ?? []), [data]);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const idsKey = options.queryKey;

  const toggle = useCallback(
    async (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) => {
      if (!requireGate('login')) return;
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData(idsKey) ?? [];
      const add = !before.includes(game.nodeId);
      queryClient.setQueryData(idsKey, toggleFavouriteId(before, game.nodeId));
      setPending((current) => new Set(current).add(game.nodeId));
      try {
        queryClient.setQueryData(idsKey, await setFavourite(game, add));
        void queryClient.invalidateQueries({ queryKey: gameKeys.favourites });
      } catch (error) {
        queryClient.setQueryData(idsKey, before);
        openNotice({ kind: 'message', tone: 'warning', text: errorText(error, t) });
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(game.nodeId);
          return next;
        });
      }
    },
    [idsKey, openNotice, queryClient, t],
  );

  return {
    isLoggedIn: token !== null,
    /** The ids have arrived. */
    hasIds: data !== undefined,
    isFavourite: (nodeId: number) => ids.has(nodeId),
    isPending: (nodeId: number) => pending.has(nodeId),
    toggle,
  };
}
