import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureApiClient } from '../lib/api-client';
import { isApiError } from '../lib/api-error';
import { getSessionToken } from '../lib/storage';
import { useModalStore } from '../stores/modal-store';
import { resetMerchant, useSessionStore } from '../stores/session-store';
import { getLanguage } from '../i18n';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will not change by asking again; network blips and 5xx get two more tries.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  resetMerchant();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
  configureApiClient({
    getLanguage,
    getToken: getSessionToken,
    onUnauthorized: () => {
      // The session is gone server-side: forget it here, ask for a login, refetch what depended on it.
      useSessionStore.getState().clear();
      useModalStore.getState().openAuth({ name: 'login' });
      void queryClient.invalidateQueries();
    },
  });
  return queryClient;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
