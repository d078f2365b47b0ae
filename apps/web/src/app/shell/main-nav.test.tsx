import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Game, GameType, VendorLane } from '@swerte/contracts';
import { initI18n } from '../../i18n';
import { useModalStore } from '../../stores/modal-store';
import { useSessionStore } from '../../stores/session-store';
import { MainNav } from './main-nav';

const vendor = (gameType: GameType, vassalage: string, displayName: string) => ({
  displayName,
  vassalage,
  gameType,
  accountTypeId: 1,
  isHot: 0 as const,
  logoUrl: `/media/vendors/${vassalage}.svg`,
});

const LANES: VendorLane[] = [
  { gameType: 'RNG', vendors: [vendor('RNG', 'SW_RNG', 'Swerte Slots')] },
  { gameType: 'LIVE', vendors: [vendor('LIVE', 'SW_LIVE', 'Swerte Live')] },
];

const game = (nodeId: number, gameName: string, gameType: GameType): Game => ({
  nodeId,
  gameCode: `G_${nodeId}`,
  gameName,
  vassalage: gameType === 'RNG' ? 'SW_RNG' : 'SW_LIVE',
  vendorName: gameType === 'RNG' ? 'Swerte Slots' : 'Swerte Live',
  gameType,
  gameClassify: 'video_slots',
  minBet: '0.05',
  minLineNum: 1,
  isHot: 1,
  isNew: 0,
  imageUrl: `/media/games/${nodeId}.svg`,
  launchMode: 'iframe',
  isRealMoneyOnly: false,
});

/** Eight hot slots (the dropdown shows six) and no hot live tables. */
const HOT: Record<string, Game[]> = {
  RNG: Array.from({ length: 8 }, (_, i) => game(i + 1, `Golden Slot ${i + 1}`, 'RNG')),
  LIVE: [],
};

const calls: { path: string; query: Record<string, string> }[] = [];

function renderNav(path = '/') {
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    calls.push({ path: url.pathname, query });
    const value =
      url.pathname === '/wps/relay/GCSGAME_hotGamesV2'
        ? { list: HOT[query.gameType ?? ''] ?? [], footer: [] }
        : url.pathname === '/wps/game/launchGame'
          ? { content: '/offline.html', launchMode: 'iframe', gameName: 'Golden Slot 2' }
          : null;
    return Promise.resolve(new Response(JSON.stringify({ success: true, code: 'ok', message: '', value })));
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <MainNav lanes={LANES} /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const hotCalls = () => calls.filter((call) => call.path === '/wps/relay/GCSGAME_hotGamesV2');
const open = (name: string) => fireEvent.mouseEnter(screen.getByRole('link', { name }).closest('li')!);

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  calls.length = 0;
  useModalStore.setState({ auth: null, notice: null });
  useSessionStore.setState({ token: null, isAgent: 0, account: '' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('nav dropdown hot games', () => {
  it('asks for the hot games of a type only when its dropdown opens, and shows six under the vendors', async () => {
    renderNav();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hotCalls()).toHaveLength(0);

    open('Slots');
    expect(await screen.findByRole('button', { name: 'Laruin ang Golden Slot 1' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Laruin ang Golden Slot/ })).toHaveLength(6);
    expect(screen.getByText('Sikat sa Slots')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Swerte Slots' })).toBeTruthy();
    expect(hotCalls().map((call) => call.query.gameType)).toEqual(['RNG']);
  });

  it('shows no hot strip for a type without hot games', async () => {
    renderNav();
    open('Live Casino');
    await screen.findByRole('button', { name: 'Swerte Live' });
    await waitFor(() => expect(hotCalls().map((call) => call.query.gameType)).toEqual(['LIVE']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Sikat sa Live Casino')).toBeNull();
  });

  it('launches a hot game through the launch hook: a visitor logs in first, a member plays', async () => {
    renderNav();
    open('Slots');
    fireEvent.click(await screen.findByRole('button', { name: 'Laruin ang Golden Slot 2' }));
    expect(useModalStore.getState().auth).toEqual({ name: 'login' });
    expect(calls.some((call) => call.path === '/wps/game/launchGame')).toBe(false);
    cleanup();

    useSessionStore.setState({ token: 'member-token', isAgent: 0, account: 'juan01' });
    const router = renderNav();
    open('Slots');
    fireEvent.click(await screen.findByRole('button', { name: 'Laruin ang Golden Slot 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    // The dropdown closes once the game is on its way.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Swerte Slots' })).toBeNull());
  });
});

describe('nav Home entry', () => {
  it('is current on every address of the home page, and on no other page', () => {
    for (const path of ['/', '/index', '/index.html', '/home']) {
      renderNav(path);
      expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current'), path).toBe('page');
      cleanup();
    }
    renderNav('/promotions');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Mga Promo' }).getAttribute('aria-current')).toBe('page');
  });
});
