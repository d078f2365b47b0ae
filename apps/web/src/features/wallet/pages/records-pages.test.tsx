import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { initI18n, loadLazyTranslation } from '../../../i18n';
import { useSessionStore } from '../../../stores/session-store';
import { ManualRebatePage } from './manual-rebate-page';
import { TransactionHistoryPage } from './transaction-history-page';

const row = (id: number, amount: string) => ({
  id,
  entryId: id,
  time: '2026-01-22T03:00:00Z',
  type: 'deposit',
  wallet: 'cash',
  amount,
  balanceAfter: '500.00',
  remark: '',
  orderNo: `D00000000000000${id}`,
  vendor: null,
});

const totals = { count: 2, in: '600.00', out: '0.00', net: '600.00' };
const rebate = (claimable: string) => ({
  enabled: true,
  minClaim: '1.00',
  claimable,
  validBet: '1000.00',
  games: [
    { gameType: 'RNG', bets: 3, validBet: '1000.00', rateBp: 80, ratePercent: '0.80', amount: claimable },
  ],
  lastClaimAt: null,
});

let answers: (url: URL, init?: RequestInit) => unknown;
const requests: { url: URL; method: string }[] = [];

function stubFetch() {
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    requests.push({ url, method: init?.method ?? 'GET' });
    const value = answers(url, init) ?? null;
    return Promise.resolve(new Response(JSON.stringify({ success: true, code: 'ok', message: '', value })));
  });
}

function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}

beforeAll(async () => {
  await initI18n();
  await loadLazyTranslation();
});

beforeEach(() => {
  requests.length = 0;
  useSessionStore.setState({ token: 't', isAgent: 0, account: 'juan01' });
  stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('account record', () => {
  beforeEach(() => {
    answers = (url) => {
      if (url.pathname !== '/wps/relay/ODSFE2_MemTrans') return null;
      const later = url.searchParams.has('cursor');
      return {
        list: later ? [row(40, '100.00')] : [row(42, '500.00')],
        nextCursor: later ? null : 42,
        totals: later ? null : totals,
        startDate: '2026-01-16',
        endDate: '2026-01-22',
        timeZone: 'Asia/Manila',
      };
    };
  });

  it('asks for the preset, then pages on with the dates the first page resolved to', async () => {
    renderPage(<TransactionHistoryPage timeZone="Asia/Manila" />);
    expect(await screen.findByText('+P 500.00')).toBeTruthy();
    expect(requests[0]?.url.searchParams.get('range')).toBe('today');
    expect(screen.getByText('2026/01/16 – 2026/01/22')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ipakita pa' }));
    expect(await screen.findByText('+P 100.00')).toBeTruthy();
    const next = requests.at(-1)?.url.searchParams;
    expect(Object.fromEntries(next ?? [])).toMatchObject({
      range: 'custom',
      startDate: '2026-01-16',
      endDate: '2026-01-22',
      cursor: '42',
    });
  });

  it('asks again when another period is chosen', async () => {
    renderPage(<TransactionHistoryPage timeZone="Asia/Manila" />);
    await screen.findByText('+P 500.00');
    fireEvent.click(screen.getByRole('button', { name: 'Kahapon' }));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('range')).toBe('yesterday'));
  });
});

describe('manual rebate', () => {
  it('claims what has accrued', async () => {
    answers = (url, init) => {
      if (url.pathname === '/wps/relay/MCS2_getManualRebate') return rebate('8.00');
      if (url.pathname === '/wps/relay/MCS2_getRebateClaims') return { list: [], nextCursor: null };
      if (url.pathname === '/wps/relay/MCS2_claimManualRebate' && init?.method === 'POST') {
        return {
          id: 1,
          period: '20260122-1',
          validBet: '1000.00',
          amount: '8.00',
          games: [],
          createdAt: '2026-01-22T03:00:00Z',
          mainBalance: '8.00',
        };
      }
      return null;
    };
    renderPage(<ManualRebatePage timeZone="Asia/Manila" />);
    const claim = await screen.findByRole('button', { name: 'I-claim ang rebate' });
    expect((claim as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(claim);
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.method === 'POST' && request.url.pathname.endsWith('MCS2_claimManualRebate'),
        ),
      ).toBe(true),
    );
  });

  it('does not offer a claim below the minimum', async () => {
    answers = (url) => {
      if (url.pathname === '/wps/relay/MCS2_getManualRebate') return rebate('0.50');
      if (url.pathname === '/wps/relay/MCS2_getRebateClaims') return { list: [], nextCursor: null };
      return null;
    };
    renderPage(<ManualRebatePage timeZone="Asia/Manila" />);
    const claim = await screen.findByRole('button', { name: 'I-claim ang rebate' });
    expect((claim as HTMLButtonElement).disabled).toBe(true);
  });
});
