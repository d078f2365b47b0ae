import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Game } from '@swerte/contracts';
import { initI18n } from '../../../i18n';
import { useGameStore } from '../../../stores/game-store';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { EgamePage } from './egame-page';

const vendor = (vassalage: string, displayName: string) => ({
  displayName,
  vassalage,
  gameType: 'RNG',
  accountTypeId: 1,
  isHot: 0,
  logoUrl: `/media/vendors/${vassalage}.svg`,
});

const game = (nodeId: number, gameName: string, vassalage = 'SW_RNG'): Game => ({
  nodeId,
  gameCode: `${vassalage}_${nodeId}`,
  gameName,
  vassalage,
  vendorName: vassalage === 'SW_RNG' ? 'Swerte Slots' : 'Luzon Reels',
  gameType: 'RNG',
  gameClassify: 'video_slots',
  minBet: '0.05',
  minLineNum: 20,
  isHot: nodeId === 1 ? 1 : 0,
  isNew: 0,
  imageUrl: `/media/games/${nodeId}.svg`,
  launchMode: 'iframe',
  isRealMoneyOnly: false,
});

interface Call {
  path: string;
  query: Record<string, string>;
  method: string;
  body: unknown;
}
const calls: Call[] = [];
let favouriteIds: number[] = [];
let refuseFavourite = false;

/** Two vendors, 20 Swerte Slots games (two pages) and 3 Luzon Reels games. */
function answer(call: Call): { status?: number; value: unknown; code?: string; message?: string } {
  switch (call.path) {
    case '/wps/relay/GCSGAME_newGameVendor':
      return {
        value: {
          data: {
            lanes: [
              {
                gameType: 'RNG',
                vendors: [vendor('SW_RNG', 'Swerte Slots'), vendor('LUZON', 'Luzon Reels')],
              },
            ],
          },
        },
      };
    case '/wps/relay/GCSGAME_gameList': {
      const { vassalage, gameName, pageNo } = call.query;
      if (gameName) return { value: { games: [game(30, 'Dragon Fortune', 'LUZON')], totalPages: 1 } };
      if (vassalage === 'LUZON')
        return { value: { games: [1, 2, 3].map((n) => game(20 + n, `Luzon ${n}`, 'LUZON')), totalPages: 1 } };
      const from = pageNo === '2' ? 16 : 1;
      const count = pageNo === '2' ? 5 : 15;
      return {
        value: {
          games: Array.from({ length: count }, (_, i) => game(from + i, `Swerte ${from + i}`)),
          totalPages: 2,
        },
      };
    }
    case '/wps/relay/MCSFE_getFavoriteGames':
      return { value: { ids: favouriteIds } };
    case '/wps/relay/MCSFE_getFavoriteGamesList':
      return { value: { content: favouriteIds.map((id) => game(id, `Swerte ${id}`)), totalPages: 1 } };
    case '/wps/relay/MCSFE_removeFavoriteGamesV2':
    case '/wps/relay/MCSFE_addFavoriteGamesV2': {
      if (refuseFavourite)
        return {
          status: 400,
          value: null,
          code: 'error_invalid_request',
          message: 'Hindi wasto ang kahilingan.',
        };
      const { nodeId } = call.body as { nodeId: number };
      favouriteIds = call.path.includes('remove')
        ? favouriteIds.filter((id) => id !== nodeId)
        : [...favouriteIds, nodeId];
      return { value: { ids: favouriteIds } };
    }
    default:
      return { value: null };
  }
}

function renderAt(path: string) {
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const call = {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const { status = 200, value, code = 'ok', message = '' } = answer(call);
    return Promise.resolve(
      new Response(JSON.stringify({ success: status < 400, code, message, value }), { status }),
    );
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/rng', element: <EgamePage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const listCalls = () => calls.filter((call) => call.path === '/wps/relay/GCSGAME_gameList');
const tileNames = () =>
  screen.queryAllByTestId('game-tile').map(
    (tile) =>
      within(tile)
        .getByRole('button', { name: /^Laruin/ })
        .querySelector('.visually-hidden')?.textContent ?? null,
  );

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  calls.length = 0;
  favouriteIds = [];
  refuseFavourite = false;
  useGameStore.setState({ activeVendors: {} });
  useModalStore.setState({ auth: null, notice: null });
  useSessionStore.setState({ token: null, isAgent: 0, account: '' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/rng game list', () => {
  it("lists the first vendor's games with every query field, 15 a page, with more while pages remain", async () => {
    renderAt('/rng');
    expect(await screen.findByRole('button', { name: 'Laruin ang Swerte 1' })).toBeTruthy();
    expect(tileNames()).toHaveLength(15);
    expect(listCalls()[0]?.query).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
      gameType: 'RNG',
      vassalage: 'SW_RNG',
      gameClassify: '',
      gameName: '',
      minBet: 'all',
      language: 'TY',
      pageNo: '1',
      pageSize: '15',
    });
    expect(screen.getByRole('tab', { name: 'Swerte Slots', selected: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ipakita pa' }));
    expect(await screen.findByRole('button', { name: 'Laruin ang Swerte 20' })).toBeTruthy();
    expect(tileNames()).toHaveLength(20);
    expect(listCalls().at(-1)?.query.pageNo).toBe('2');
    expect(screen.queryByRole('button', { name: 'Ipakita pa' })).toBeNull();

    // Another vendor starts again on its page 1.
    fireEvent.click(screen.getByRole('tab', { name: 'Luzon Reels' }));
    expect(await screen.findByRole('button', { name: 'Laruin ang Luzon 1' })).toBeTruthy();
    await waitFor(() => expect(tileNames()).toHaveLength(3));
    expect(listCalls().at(-1)?.query).toMatchObject({ vassalage: 'LUZON', pageNo: '1' });
  });

  it('follows a vendor chosen in the nav dropdown while the page is open', async () => {
    renderAt('/rng');
    await screen.findByRole('button', { name: 'Laruin ang Swerte 1' });
    act(() => useGameStore.getState().setActiveVendor('RNG', 'LUZON'));
    expect(await screen.findByRole('button', { name: 'Laruin ang Luzon 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Luzon Reels', selected: true })).toBeTruthy();
  });

  it('searches every vendor by name after typing stops, and a classification or min bet replaces the search', async () => {
    renderAt('/rng');
    await screen.findByRole('button', { name: 'Laruin ang Swerte 1' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Maghanap ng laro' }), {
      target: { value: 'dragon' },
    });
    expect(
      await screen.findByRole('button', { name: 'Laruin ang Dragon Fortune' }, { timeout: 2000 }),
    ).toBeTruthy();
    expect(listCalls().at(-1)?.query).toMatchObject({ gameName: 'dragon', vassalage: '', pageNo: '1' });
    expect(screen.queryByRole('tab', { selected: true, name: 'Swerte Slots' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Klasiko' }));
    await waitFor(() =>
      expect(listCalls().at(-1)?.query).toMatchObject({ gameClassify: 'classic', gameName: '' }),
    );
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
    expect(screen.getByRole('button', { name: 'Klasiko', pressed: true })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Minimum na taya' }), { target: { value: '0.5' } });
    await waitFor(() => expect(listCalls().at(-1)?.query).toMatchObject({ minBet: '0.5', gameClassify: '' }));
  });

  it('asks a visitor to log in for favourites, and stays on the list', async () => {
    const router = renderAt('/rng');
    await screen.findByRole('button', { name: 'Laruin ang Swerte 1' });
    fireEvent.click(screen.getByRole('tab', { name: 'Mga paborito' }));
    expect(useModalStore.getState().auth).toEqual({ name: 'login' });
    expect(screen.getByRole('tab', { name: 'Lahat ng laro', selected: true })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    // No star for visitors.
    expect(screen.queryByRole('button', { name: /sa mga paborito$/ })).toBeNull();
  });

  it('stars a game, shows it in the favourites hall (?page=3), and unstars it there', async () => {
    useSessionStore.setState({ token: 'member-token', isAgent: 0, account: 'juan01' });
    const router = renderAt('/rng');
    const star = await screen.findByRole('button', { name: 'Idagdag ang Swerte 2 sa mga paborito' });
    fireEvent.click(star);
    expect(
      await screen.findByRole('button', { name: 'Alisin ang Swerte 2 sa mga paborito', pressed: true }),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/wps/relay/MCSFE_addFavoriteGamesV2')?.body).toEqual({
      nodeId: 2,
      vendor: 'SW_RNG',
      gameType: 'RNG',
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Mga paborito' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(tileNames()).toEqual(['Laruin ang Swerte 2']));

    fireEvent.click(screen.getByRole('button', { name: 'Alisin ang Swerte 2 sa mga paborito' }));
    expect(await screen.findByText('Wala ka pang paborito')).toBeTruthy();
  });

  it('puts the star back and says why when the server refuses the change', async () => {
    useSessionStore.setState({ token: 'member-token', isAgent: 0, account: 'juan01' });
    refuseFavourite = true;
    renderAt('/rng');
    fireEvent.click(await screen.findByRole('button', { name: 'Idagdag ang Swerte 3 sa mga paborito' }));
    await waitFor(() =>
      expect(useModalStore.getState().notice).toEqual({
        kind: 'message',
        tone: 'warning',
        text: 'Hindi wasto ang kahilingan.',
      }),
    );
    expect(
      screen.getByRole('button', { name: 'Idagdag ang Swerte 3 sa mga paborito', pressed: false }),
    ).toBeTruthy();
  });
});
