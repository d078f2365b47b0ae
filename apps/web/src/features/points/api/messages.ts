import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { messagesEndpoints } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { callEndpoint } from '../../../lib/api-client';
import { endpointRef } from '../../../lib/endpoint-ref';
import { useSessionStore } from '../../../stores/session-store';

type Calls = typeof messagesEndpoints;

/** Method and path of the inbox calls; api-refs.test.ts checks them against the contract. */
export const messageRefs = {
  unreadCount: endpointRef<Calls['unreadCount']>('GET', '/wps/relay/CSP_unreadCount'),
  list: endpointRef<Calls['list']>('GET', '/wps/relay/CSP_getMessageList'),
  read: endpointRef<Calls['read']>('POST', '/wps/relay/CSP_readMessage'),
  remove: endpointRef<Calls['remove']>('POST', '/wps/relay/CSP_deleteMessage'),
};

export type MessageFilter = 'all' | 'unread' | 'read';
/** How often the header's count is asked again while the page is open. */
const UNREAD_REFRESH_MS = 60_000;

/** The unread count (header bell and the member centre badge); 0 when logged out. */
export function useUnreadCount(): number {
  const token = useSessionStore((state) => state.token);
  const query = useQuery({
    queryKey: ['messages', 'unread', token],
    queryFn: ({ signal }) => callEndpoint(messageRefs.unreadCount, { signal }),
    enabled: token !== null,
    refetchInterval: UNREAD_REFRESH_MS,
  });
  return token === null ? 0 : (query.data?.count ?? 0);
}

export function useInbox(filter: MessageFilter) {
  const token = useSessionStore((state) => state.token);
  const language = useLanguage();
  return useInfiniteQuery({
    queryKey: ['messages', 'inbox', token, language, filter],
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(messageRefs.list, { signal, query: { filter, cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: token !== null,
  });
}

/** Read or delete: the answer is the new unread count, written straight into the header's query. */
export function useMessageAction(action: 'read' | 'remove') {
  const client = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: (ids: number[]) => callEndpoint(messageRefs[action], { body: { ids } }),
    onSuccess: async (unread) => {
      client.setQueryData(['messages', 'unread', token], unread);
      await client.invalidateQueries({ queryKey: ['messages', 'inbox'] });
    },
  });
}
