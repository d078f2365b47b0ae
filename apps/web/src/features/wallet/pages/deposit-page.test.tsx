import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import type { Deposit, DepositMethod } from '@swerte/contracts';
import { initI18n, loadLazyTranslation } from '../../../i18n';
import { configureApiClient } from '../../../lib/api-client';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { DepositPage } from './deposit-page';

const methods: DepositMethod[] = [
  {
    id: 1,
    kind: 'gateway',
    name: 'Online payment',
    minAmount: '100.00',
    maxAmount: '20000.00',
    receivingAccount: null,
  },
  {
    id: 2,
    kind: 'bank',
    name: 'Bank transfer (BDO)',
    minAmount: '100.00',
    maxAmount: '50000.00',
    receivingAccount: {
      bankCode: 'BDO',
      bankName: 'BDO',
      accountName: 'SWERTE',
      accountNumber: '0012345678',
    },
  },
];
const deposit = (orderNo: string, change: Partial<Deposit>): Deposit => ({
  orderNo,
  methodId: 2,
  methodName: 'Bank transfer (BDO)',
  kind: 'bank',
  amount: '500.00',
  status: 'pending',
  reference: '',
  remark: '',
  receiptIds: [],
  createdAt: '2026-01-22T03:00:00Z',
  decidedAt: null,
  ...change,
});

let list: Deposit[] = [];
const requests: { path: string; method: string; headers: Record<string, string> }[] = [];

function stubFetch() {
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const { pathname } = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push({ path: pathname, method, headers: (init?.headers ?? {}) as Record<string, string> });
    if (pathname.includes('/receipts/')) {
      return Promise.resolve(new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200 }));
    }
    const cancelled = /^\/wps\/wallet\/deposits\/(\w+)\/cancel$/.exec(pathname);
    if (cancelled) list = list.map((d) => (d.orderNo === cancelled[1] ? { ...d, status: 'cancelled' } : d));
    const value =
      pathname === '/wps/wallet/deposit/methods'
        ? methods
        : pathname === '/wps/wallet/deposits'
          ? { list, nextCursor: null }
          : cancelled
            ? list.find((d) => d.orderNo === cancelled[1])
            : null;
    return Promise.resolve(new Response(JSON.stringify({ success: true, code: 'ok', message: '', value })));
  });
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderPage(entry = '/?mc=depositv2') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <DepositPage timeZone="Asia/Manila" />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await loadLazyTranslation();
});

beforeEach(() => {
  requests.length = 0;
  list = [];
  useSessionStore.setState({ token: 't', isAgent: 0, account: 'juan01' });
  configureApiClient({ getToken: () => 't' });
  useModalStore.setState({ notice: null });
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', { value: () => `blob:r${++next}`, configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
  stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  configureApiClient({ getToken: () => null });
});

describe('deposit page', () => {
  it('opens the guide at the chosen method’s kind, switches kinds, and goes back to the form', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('deposit-method-2'));
    fireEvent.click(screen.getByTestId('deposit-guide-link'));
    const guide = await screen.findByTestId('deposit-guide');
    expect(guide.querySelectorAll('.guide-step')).toHaveLength(6);
    expect(guide.querySelectorAll('.guide-step svg')).toHaveLength(6);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);

    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getByTestId('deposit-guide').querySelectorAll('.guide-step')).toHaveLength(4);
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[1]);

    fireEvent.click(screen.getByTestId('guide-back'));
    expect(await screen.findByTestId('deposit-method-1')).toBeTruthy();
    expect(screen.queryByTestId('deposit-guide')).toBeNull();
  });

  it('opens at the guide a ?guide= link names, then takes it out of the address', async () => {
    renderPage('/?mc=depositv2&guide=gateway');
    const guide = await screen.findByTestId('deposit-guide');
    expect(guide.querySelectorAll('.guide-step')).toHaveLength(4);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?mc=depositv2'));
  });

  it('shows receipts fetched with the token as thumbnails that open larger', async () => {
    list = [deposit('D2026012200000002', { status: 'approved', receiptIds: [7, 8] })];
    renderPage();
    const history = await screen.findByTestId('deposit-history');
    const thumbs = within(history).getAllByTestId('receipt-thumb');
    expect(thumbs).toHaveLength(2);
    await waitFor(() => expect(history.querySelectorAll('img[src^="blob:"]')).toHaveLength(2));
    const fetched = requests.filter((r) => r.path.includes('/receipts/'));
    expect(fetched.map((r) => r.path)).toEqual([
      '/wps/wallet/deposits/D2026012200000002/receipts/7',
      '/wps/wallet/deposits/D2026012200000002/receipts/8',
    ]);
    expect(fetched[0]?.headers.Authorization).toBe('Bearer t');
    // An approved deposit cannot be cancelled.
    expect(within(history).queryByTestId('deposit-cancel')).toBeNull();

    fireEvent.click(thumbs[1]!);
    const viewer = document.querySelector<HTMLElement>('[data-modal="receiptViewer"]')!;
    expect(viewer.textContent).toContain('D2026012200000002');
    await waitFor(() => expect(viewer.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    // Both images were fetched once: the viewer shows the bytes already held.
    expect(requests.filter((r) => r.path.includes('/receipts/'))).toHaveLength(2);
  });

  it('cancels a pending bank deposit after asking, then reads the list again', async () => {
    list = [deposit('D2026012200000003', {}), deposit('D2026012200000004', { kind: 'gateway' })];
    renderPage();
    const history = await screen.findByTestId('deposit-history');
    const buttons = within(history).getAllByTestId('deposit-cancel');
    // Only the bank transfer: an online payment may still be paid by the gateway.
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    const dialog = document.querySelector<HTMLElement>('[data-modal="cancelDepositDialog"]')!;
    expect(dialog.textContent).toContain('D2026012200000003');
    fireEvent.click(within(dialog).getByTestId('confirm'));
    await waitFor(() => expect(useModalStore.getState().notice).toMatchObject({ tone: 'success' }));
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/D2026012200000003/cancel'))).toBe(
      true,
    );
    await waitFor(() => expect(within(history).queryByTestId('deposit-cancel')).toBeNull());
  });
});
