import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureApiClient } from '../lib/api-client';
import { isApiError } from '../lib/api-error';
import { getToken, setSession } from '../lib/session';
import { Shell } from './shell';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      // A refusal (401, 403, 404) is an answer, not a blip: only network failures are retried.
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status > 0),
      refetchOnWindowFocus: false,
    },
  },
});

// A 401 on any call ends the session here: the shell then shows the login page.
configureApiClient({
  getToken,
  onUnauthorized: () => {
    setSession(null);
    sessionStorage.setItem('swerte.console.expired', '1');
    queryClient.clear();
  },
});

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const MembersPage = lazy(() => import('../features/members/members-page'));
const MemberPage = lazy(() => import('../features/members/member-page'));
const PaymentsPage = lazy(() => import('../features/payments/payments-page'));
const ContentPage = lazy(() => import('../features/content/content-page'));
const GamesPage = lazy(() => import('../features/games/games-page'));
const SystemPage = lazy(() => import('../features/system/system-page'));
const LoyaltyPage = lazy(() => import('../features/loyalty/loyalty-page'));
const LotteryPage = lazy(() => import('../features/lottery/lottery-page'));
const AgentsPage = lazy(() => import('../features/agents/agents-page'));
const ApprovalsPage = lazy(() => import('../features/approvals/approvals-page'));
const AuditPage = lazy(() => import('../features/audit/audit-page'));
const SportsPage = lazy(() => import('../features/sports/sports-page'));
const SabongPage = lazy(() => import('../features/sabong/sabong-page'));
const ProtectionPage = lazy(() => import('../features/protection/protection-page'));
const PvpPage = lazy(() => import('../features/pvp/pvp-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

const router = createBrowserRouter(
  [
    {
      element: <Shell />,
      children: [
        // The shell sends the first page to the first section the operator's role may open.
        { index: true, element: null },
        { path: 'dashboard', element: <DashboardPage /> },
        { path: 'members', element: <MembersPage /> },
        { path: 'members/:id', element: <MemberPage /> },
        { path: 'payments', element: <PaymentsPage /> },
        { path: 'content', element: <ContentPage /> },
        { path: 'games', element: <GamesPage /> },
        { path: 'system', element: <SystemPage /> },
        { path: 'loyalty', element: <LoyaltyPage /> },
        { path: 'lottery', element: <LotteryPage /> },
        { path: 'agents', element: <AgentsPage /> },
        { path: 'approvals', element: <ApprovalsPage /> },
        { path: 'audit', element: <AuditPage /> },
        { path: 'sports', element: <SportsPage /> },
        { path: 'sabong', element: <SabongPage /> },
        { path: 'protection', element: <ProtectionPage /> },
        { path: 'pvp', element: <PvpPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  { basename: '/console' },
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
