import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Game, GameType } from '@swerte/contracts';
import { initI18n } from '../../../i18n';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { HotPage } from './hot-page';

const game = (nodeId: number, gameName: string, gameType: GameType): Game => ({
  nodeId,
  gameCode: `G_${nodeId}`,
  gameName,
  vassalage: 'SW_RNG',
  vendorName: 'Swerte Slots',
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

/** 18 hot slots and 2 hot live tables; the member's favourites and recent games of two types. */
const HOT = [
  ...Array.from({ length: 18 }, (_, i) => game(i + 1, `Golden Slot ${i + 1}`, 'RNG')),
  game(50, 'Speed Baccarat', 'LIVE'),
  game(51, 'Lightning Roulette', 'LIVE'),
];
const FAVOURITES = [game(60, 'Ocean King', 'FISH'), game(61, 'Golden Slot 3', 'RNG')];
const RECENT = [game(70, 'Tongits', 'PVP'), game(71, 'Mega Lotto', 'ELOTT')];

/** Types with a vendor whose games open; the rest (sports, cockfight, esports) have none. */
const LISTED_TYPES: GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'ELOTT'];
const LANES = (['RNG', 'LIVE', 'SPORTS', 'FISH', 'COCKFIGHT', 'ESPORTS', 'PVP', 'ELOTT'] as const).map(
  (gameType, i) => ({
    gameType,
    vendors: LISTED_TYPES.includes(gameType)
      ? [
          {
            displayName: `Vendor ${i}`,
            vassalage: `V_${gameType}`,
            gameType,
            accountTypeId: 100 + i,
            isHot: 0,
            logoUrl: `/media/vendors/V_${gameType}.svg`,
          },
        ]
      : [],
  }),
);

interface Call {
  path: string;
  query: Record<string, string>;
}
const calls: Call[] = [];

function answer({ path, query }: Call): unknown {
  switch (path) {
    case '/wps/relay/GCSGAME_hotGamesV2':
      return { list: HOT.filter((g) => !query.gameType || g.gameType === query.gameType), footer: [] };
    case '/wps/relay/MCSFE_getFavoriteGamesList': {
      const content = FAVOURITES.filter((g) => !query.gameType || g.gameType === query.gameType);
      return { content, totalPages: 1 };
    }
    case '/wps/relay/MCSFE_getFavoriteGames':
      return { ids: FAVOURITES.map((g) => g.nodeId) };
    case '/wps/relay/GCSGAME_newGameVendor':
      return { data: { lanes: LANES } };
    case '/wps/relay/GCS_recentGame':
      return { list: RECENT, totalPages: 1 };
    default:
      return null;
  }
}

function renderHot() {
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://localhost');
    const call = { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    calls.push(call);
    const body = { success: true, code: 'ok', message: '', value: answer(call) };
    return Promise.resolve(new Response(JSON.stringify(body)));
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/hot', element: <HotPage /> }], { initialEntries: ['/hot'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const tileCount = () => screen.queryAllByTestId('game-tile').length;
const callsTo = (path: string) => calls.filter((call) => call.path === path);

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

describe('/hot', () => {
  it('shows the hot games of every type 15 at a time, with more, and a type chip narrows them', async () => {
    renderHot();
    expect(await screen.findByRole('button', { name: 'Laruin ang Golden Slot 1' })).toBeTruthy();
    expect(tileCount()).toBe(15);
    expect(screen.getByRole('tab', { name: 'Sikat', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ipakita pa' }));
    await waitFor(() => expect(tileCount()).toBe(20));
    expect(screen.queryByRole('button', { name: 'Ipakita pa' })).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Live Casino' }));
    await waitFor(() => expect(tileCount()).toBe(2));
    expect(callsTo('/wps/relay/GCSGAME_hotGamesV2').at(-1)?.query.gameType).toBe('LIVE');
  });

  it('offers a chip only for the types with a vendor whose games open', async () => {
    renderHot();
    const group = await screen.findByRole('group', { name: 'Uri ng laro' });
    await waitFor(() => expect(group.querySelectorAll('button')).toHaveLength(1 + LISTED_TYPES.length));
    expect(screen.queryByRole('button', { name: 'Palakasan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sabong' })).toBeNull();
  });

  it('searches the names shown, offers the whole list back when nothing matches, and a chip clears the search', async () => {
    renderHot();
    await screen.findByRole('button', { name: 'Laruin ang Golden Slot 1' });
    const asked = calls.length;
    const search = screen.getByRole('searchbox', { name: 'Maghanap ng laro' });
    fireEvent.change(search, { target: { value: 'slot 1' } });
    // Golden Slot 1 and 10 to 18: one page of 10; the list is searched in the browser.
    await waitFor(() => expect(tileCount()).toBe(10), { timeout: 2000 });
    expect(calls.length).toBe(asked);

    fireEvent.change(search, { target: { value: 'walang ganito' } });
    expect(await screen.findByText('Walang larong tumugma', undefined, { timeout: 2000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ipakita ang lahat ng laro' }));
    await waitFor(() => expect(tileCount()).toBe(15));

    fireEvent.change(search, { target: { value: 'baccarat' } });
    await waitFor(() => expect(tileCount()).toBe(1), { timeout: 2000 });
    fireEvent.click(await screen.findByRole('button', { name: 'Slots' }));
    await waitFor(() => expect(tileCount()).toBe(15));
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
  });

  it('asks a visitor to log in for favourites and recent games, and stays on the hot games', async () => {
    renderHot();
    await screen.findByRole('button', { name: 'Laruin ang Golden Slot 1' });
    for (const name of ['Mga paborito', 'Kamakailan']) {
      fireEvent.click(screen.getByRole('tab', { name }));
      expect(useModalStore.getState().auth).toEqual({ name: 'login' });
      useModalStore.setState({ auth: null });
    }
    expect(screen.getByRole('tab', { name: 'Sikat', selected: true })).toBeTruthy();
    expect(callsTo('/wps/relay/MCSFE_getFavoriteGamesList')).toHaveLength(0);
  });

  it("shows a member's favourites and recent games of every type or of the chosen one", async () => {
    useSessionStore.setState({ token: 'member-token', isAgent: 0, account: 'juan01' });
    renderHot();
    await screen.findByRole('button', { name: 'Laruin ang Golden Slot 1' });
    fireEvent.click(screen.getByRole('tab', { name: 'Mga paborito' }));
    expect(await screen.findByRole('button', { name: 'Laruin ang Ocean King' })).toBeTruthy();
    expect(tileCount()).toBe(2);
    const everyType = callsTo('/wps/relay/MCSFE_getFavoriteGamesList').at(-1)?.query;
    expect(everyType).toMatchObject({ pageNo: '1', pageSize: '50' });
    expect(everyType?.gameType).toBeUndefined();
    fireEvent.click(await screen.findByRole('button', { name: 'Pangingisda' }));
    await waitFor(() => expect(tileCount()).toBe(1));
    expect(callsTo('/wps/relay/MCSFE_getFavoriteGamesList').at(-1)?.query.gameType).toBe('FISH');

    fireEvent.click(screen.getByRole('tab', { name: 'Kamakailan' }));
    expect(await screen.findByText('Wala ka pang nilalaro')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lahat' }));
    expect(await screen.findByRole('button', { name: 'Laruin ang Tongits' })).toBeTruthy();
    expect(tileCount()).toBe(2);
  });
});
