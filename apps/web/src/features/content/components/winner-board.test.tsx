import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { RankEntry } from '@swerte/contracts';
import { loadEnglish } from '../../../test/english';
import { TICKER_VISIBLE_ROWS, WinnerBoard } from './winner-board';

const entry = (rank: number, winAmount: string, multiple: string): RankEntry => ({
  rank,
  account: `pl****${rank}`,
  gameType: 'RNG',
  gameName: 'Swerte Fiesta',
  vendorName: 'Swerte Slots',
  betAmount: '10.00',
  winAmount,
  multiple,
  settledAt: '2025-05-01T10:00:00.000Z',
});

let boards: Record<string, RankEntry[]>;
let reducedMotion = false;
const asked: URLSearchParams[] = [];

function stubApi(): void {
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://localhost');
    asked.push(url.searchParams);
    const list = boards[url.searchParams.get('period') ?? ''] ?? [];
    return Promise.resolve(
      new Response(JSON.stringify({ success: true, code: 'ok', message: '', value: { list } })),
    );
  });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderBoard() {
  stubApi();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WinnerBoard currencySymbol="P" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Winners' })).getAllByRole('listitem');

beforeAll(loadEnglish);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  asked.length = 0;
  reducedMotion = false;
});

describe('WinnerBoard', () => {
  it("shows today's winners with medals for the top three, masked names, gold amounts and multiples", async () => {
    boards = {
      day: [
        entry(1, '12550.00', '125.50'),
        entry(2, '900.00', '9.00'),
        entry(3, '50.00', '5.00'),
        entry(4, '20.00', '2.00'),
      ],
    };
    renderBoard();
    await waitFor(() => expect(rows()).toHaveLength(4));
    const [first, , , fourth] = rows();
    expect(first?.textContent).toContain('pl****1');
    expect(first?.textContent).toContain('Swerte Fiesta');
    expect(first?.textContent).toContain('Swerte Slots · Slots');
    expect(first?.textContent).toContain('P 12,550.00');
    expect(first?.textContent).toContain('×125.50');
    expect(within(first!).getByLabelText('Rank 1').classList).toContain('winners__rank--medal');
    expect(within(fourth!).getByLabelText('Rank 4').classList).not.toContain('winners__rank--medal');
    expect(asked[0]?.get('period')).toBe('day');
    expect(asked[0]?.get('count')).toBe('20');
  });

  it('switches period with the tabs and says so when nobody has won yet', async () => {
    boards = { day: [], week: [entry(1, '300.00', '30.00')] };
    renderBoard();
    expect(await screen.findByText('Nobody has won yet today')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'This week' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'This week' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'This month' }));
    expect(await screen.findByText('Nobody has won yet this month')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play now' }).getAttribute('href')).toBe('/rng');
  });

  it('runs the ticker only with more winners than fit, and never when motion is reduced', async () => {
    const many = Array.from({ length: TICKER_VISIBLE_ROWS + 4 }, (_, i) => entry(i + 1, '100.00', '10.00'));
    boards = { day: many };
    const { container, unmount } = renderBoard();
    await waitFor(() => expect(rows()).toHaveLength(many.length));
    expect(container.querySelector('[data-ticker="true"]')).not.toBeNull();
    // The loop's second copy is hidden from assistive tech: the list is read once.
    expect(container.querySelector('.winners__list--clone')?.getAttribute('aria-hidden')).toBe('true');
    unmount();

    reducedMotion = true;
    const again = renderBoard();
    await waitFor(() => expect(rows()).toHaveLength(many.length));
    expect(again.container.querySelector('[data-ticker="true"]')).toBeNull();
    expect(again.container.querySelector('.winners__list--clone')).toBeNull();
  });

  it('offers the rest of the list on phones', async () => {
    boards = { day: Array.from({ length: 8 }, (_, i) => entry(i + 1, '100.00', '10.00')) };
    renderBoard();
    const more = await screen.findByRole('button', { name: 'Show all (8)' });
    fireEvent.click(more);
    expect(screen.getByRole('list', { name: 'Winners' }).classList).toContain('is-expanded');
    expect(screen.queryByRole('button', { name: 'Show all (8)' })).toBeNull();
  });
});
