import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SabongCard } from '@swerte/contracts';
import { sabongCardOptions } from '../api/sabong-queries';
import { SABONG_STREAM_PATH, sabongKeys } from '../api/sabong-refs';

/**
 * The running card, live: the GET first, then every `card` event of the stream replaces it (pools and
 * payouts move with each bet on any node). The browser reconnects a dropped stream by itself; the
 * query's poll covers the time it is down.
 */
export function useSabongCard() {
  const queryClient = useQueryClient();
  const query = useQuery(sabongCardOptions());
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(SABONG_STREAM_PATH);
    const onCard = (event: MessageEvent<string>) => {
      queryClient.setQueryData(sabongKeys.card, JSON.parse(event.data) as SabongCard | null);
    };
    source.addEventListener('card', onCard);
    return () => {
      source.removeEventListener('card', onCard);
      source.close();
    };
  }, [queryClient]);
  return query;
}
