import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n, loadLazyTranslation } from '../../../i18n';
import { useBalanceVisibility } from '../../../stores/balance-visibility-store';
import { useSessionStore } from '../../../stores/session-store';
import { HeaderBalance } from './header-balance';

let sumBalance = '1234.5';
const fetchBalance = vi.fn(() =>
  Promise.resolve(
    new Response(
      JSON.stringify({
        success: true,
        code: 'ok',
        message: '',
        value: { sumBalance, mainBalance: sumBalance, isSingle: true, currencySymbol: 'P' },
      }),
    ),
  ),
);

function renderBalance() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HeaderBalance />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await loadLazyTranslation();
});

beforeEach(() => {
  sumBalance = '1234.5';
  fetchBalance.mockClear();
  vi.stubGlobal('fetch', fetchBalance);
  localStorage.clear();
  useBalanceVisibility.setState({ hidden: false });
  useSessionStore.setState({ token: 't', isAgent: 0, account: 'juan01' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('header balance', () => {
  it('shows the updating placeholder, then symbol and amount with 2 decimals', async () => {
    renderBalance();
    expect(screen.getByRole('button', { name: /Ina-update ang balanse/ })).toBeTruthy();
    expect(await screen.findByText('1,234.50')).toBeTruthy();
    expect(screen.getByText('P')).toBeTruthy();
  });

  it('asks again on a click', async () => {
    renderBalance();
    await screen.findByText('1,234.50');
    sumBalance = '2000.00';
    fireEvent.click(screen.getByRole('button', { name: /I-refresh ang balanse/ }));
    expect(await screen.findByText('2,000.00')).toBeTruthy();
    expect(fetchBalance).toHaveBeenCalledTimes(2);
  });

  it('hides the amount and remembers the choice', async () => {
    renderBalance();
    await screen.findByText('1,234.50');
    fireEvent.click(screen.getByRole('button', { name: 'Itago ang balanse' }));
    expect(screen.queryByText('1,234.50')).toBeNull();
    expect(localStorage.getItem('hideBalance')).toBe('1');
    const show = screen.getByRole('button', { name: 'Ipakita ang balanse' });
    expect(show.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(show);
    await waitFor(() => expect(screen.getByText('1,234.50')).toBeTruthy());
    expect(localStorage.getItem('hideBalance')).toBe('0');
  });
});
