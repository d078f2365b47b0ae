import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Game, GameType } from '@swerte/contracts';
import { initI18n } from '../../../i18n';
import { useGameStore } from '../../../stores/game-store';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { GamesPage } from './games-page';

const vendor = (gameType: GameType, vassalage: string, displayName: string) => ({
  displayName,
  vassalage,
  gameType,
  accountTypeId: 1,
  isHot: vassalage === 'FB' ? 1 : 0,
  logoUrl: `/media/vendors/${vassalage}.svg`,
});

/** Eight sports vendors (arrows above 7), FB first; two cockfight vendors; one lottery vendor. */
const LANES = [
  {
    gameType: 'SPORTS',
    vendors: [
      vendor('SPORTS', 'FB', 'FB Sports'),
      vendor('SPORTS', 'SW_SPORTS', 'Swerte Sportsbook'),
      ...['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((code) => vendor('SPORTS', code, `Arena ${code}`)),
    ],
  },
  {
    gameType: 'COCKFIGHT',
    vendors: [vendor('COCKFIGHT', 'DS88', 'DS88 Sabong'), vendor('COCKFIGHT', 'SW_SABONG', 'Swerte Sabong')],
  },
  { gameType: 'ELOTT', vendors: [vendor('ELOTT', 'SW_LOTTO', 'Swerte Lotto')] },
];

const game = (nodeId: number, gameName: string, vassalage: string, gameType: GameType = 'SPORTS'): Game => ({
  nodeId,
  gameCode: `${vassalage}_${nodeId}`,
  gameName,
  vassalage,
  vendorName: vassalage,
  gameType,
  gameClassify: gameType === 'SPORTS' ? 'sportsbook' : 'sabong',
  minBet: '0.1',
  minLineNum: 1,
  isHot: 0,
  isNew: 0,
  imageUrl: `/media/games/${nodeId}.svg`,
  launchMode: 'iframe',
  isRealMoneyOnly: false,
});

interface Call {
  path: string;
  query: Record<string, string>;
}
const calls: Call[] = [];

/** FB has 3 games; Swerte Sportsbook 18 (two pages); the cockfight and lottery vendors 2 each. */
function answer(call: Call): unknown {
  switch (call.path) {
    case '/wps/relay/GCSGAME_newGameVendor':
      return { data: { lanes: LANES } };
    case '/wps/relay/GCSGAME_gameList': {
      const { vassalage, gameName, gameClassify, gameType, pageNo } = call.query;
      if (gameName) return { games: [game(90, 'Virtual Football', 'SW_SPORTS')], totalPages: 1 };
      if (gameClassify) return { games: [game(91, 'Virtual Racing', 'A1')], totalPages: 1 };
      if (vassalage === 'FB') return { games: [1, 2, 3].map((n) => game(n, `FB ${n}`, 'FB')), totalPages: 1 };
      if (vassalage === 'SW_SPORTS') {
        const from = pageNo === '2' ? 16 : 1;
        const count = pageNo === '2' ? 3 : 15;
        const games = Array.from({ length: count }, (_, i) =>
          game(100 + from + i, `Sport ${from + i}`, 'SW_SPORTS'),
        );
        return { games, totalPages: 2 };
      }
      const type = gameType as GameType;
      return {
        games: [1, 2].map((n) => game(200 + n, `${vassalage} ${n}`, vassalage ?? '', type)),
        totalPages: 1,
      };
    }
    case '/wps/relay/GCSGAME_hotGamesV2':
      return { list: [game(300, 'Hot Derby', 'DS88', 'COCKFIGHT')], footer: [] };
    default:
      return null;
  }
}

function renderAt(path: string) {
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://localhost');
    const call = { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    calls.push(call);
    const body = { success: true, code: 'ok', message: '', value: answer(call) };
    return Promise.resolve(new Response(JSON.stringify(body)));
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      ...['/sports', '/esports', '/elott', '/cockfight'].map((p) => ({ path: p, element: <GamesPage /> })),
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const listCalls = () => calls.filter((call) => call.path === '/wps/relay/GCSGAME_gameList');
const tileCount = () => screen.queryAllByTestId('game-tile').length;

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  calls.length = 0;
  window.sessionStorage.clear();
  useGameStore.setState({ activeVendors: {} });
  useModalStore.setState({ auth: null, notice: null });
  useSessionStore.setState({ token: null, isAgent: 0, account: '' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/sports, /esports, /elott, /cockfight', () => {
  it("opens on the first vendor's tab with its games, and the FB sportsbook's card opening /fbsports", async () => {
    renderAt('/sports');
    expect(await screen.findByRole('button', { name: 'Laruin ang FB 1' })).toBeTruthy();
    expect(listCalls()[0]?.query).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
      gameType: 'SPORTS',
      vassalage: 'FB',
      gameClassify: '',
      gameName: '',
      minBet: 'all',
      language: 'TY',
      pageNo: '1',
      pageSize: '15',
    });
    expect(screen.getByRole('tab', { name: /^FB Sports/, selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab', { name: /Sports|Sportsbook|Arena/ })).toHaveLength(8);
    // Eight vendors: the tabs scroll with arrows (§9: above 7).
    expect(screen.getByRole('button', { name: 'Susunod na mga provider' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'FB Sports' });
    expect(within(card).getByRole('link', { name: 'Buksan ang sportsbook' }).getAttribute('href')).toBe(
      '/fbsports',
    );
  });

  it('lists another vendor 15 at a time with more, without the sportsbook card', async () => {
    renderAt('/sports');
    await screen.findByRole('button', { name: 'Laruin ang FB 1' });
    fireEvent.click(screen.getByRole('tab', { name: 'Swerte Sportsbook' }));
    expect(await screen.findByRole('button', { name: 'Laruin ang Sport 1' })).toBeTruthy();
    await waitFor(() => expect(tileCount()).toBe(15));
    expect(screen.queryByRole('region', { name: 'FB Sports' })).toBeNull();
    expect(useGameStore.getState().activeVendors.SPORTS).toBe('SW_SPORTS');

    fireEvent.click(screen.getByRole('button', { name: 'Ipakita pa' }));
    expect(await screen.findByRole('button', { name: 'Laruin ang Sport 18' })).toBeTruthy();
    expect(tileCount()).toBe(18);
    expect(listCalls().at(-1)?.query).toMatchObject({ vassalage: 'SW_SPORTS', pageNo: '2' });
    expect(screen.queryByRole('button', { name: 'Ipakita pa' })).toBeNull();
  });

  it('searches every vendor, and a classification or min bet replaces the search from page 1', async () => {
    renderAt('/sports');
    await screen.findByRole('button', { name: 'Laruin ang FB 1' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Maghanap ng laro' }), {
      target: { value: 'virtual' },
    });
    expect(
      await screen.findByRole('button', { name: 'Laruin ang Virtual Football' }, { timeout: 2000 }),
    ).toBeTruthy();
    expect(listCalls().at(-1)?.query).toMatchObject({ gameName: 'virtual', vassalage: '', pageNo: '1' });
    expect(screen.queryByRole('tab', { selected: true, name: /^FB Sports/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Birtwal' }));
    expect(await screen.findByRole('button', { name: 'Laruin ang Virtual Racing' })).toBeTruthy();
    expect(listCalls().at(-1)?.query).toMatchObject({ gameClassify: 'virtual', gameName: '', vassalage: '' });
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');

    fireEvent.change(screen.getByRole('combobox', { name: 'Minimum na taya' }), { target: { value: '0.1' } });
    await waitFor(() =>
      expect(listCalls().at(-1)?.query).toMatchObject({ minBet: '0.1', gameClassify: '', pageNo: '1' }),
    );
  });

  it('asks a visitor to log in for favourites and recent games, and shows the hot games of the type', async () => {
    renderAt('/cockfight');
    expect(await screen.findByRole('button', { name: 'Laruin ang DS88 1' })).toBeTruthy();
    // Two vendors, no arrows; one classification, so no classification chips.
    expect(screen.queryByRole('button', { name: 'Susunod na mga provider' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Klase ng laro' })).toBeNull();
    for (const name of ['Mga paborito', 'Kamakailan']) {
      fireEvent.click(screen.getByRole('tab', { name }));
      expect(useModalStore.getState().auth).toEqual({ name: 'login' });
      useModalStore.setState({ auth: null });
    }
    expect(screen.getByRole('tab', { name: 'Lahat ng laro', selected: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Sikat' }));
    expect(await screen.findByRole('button', { name: 'Laruin ang Hot Derby' })).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      path: '/wps/relay/GCSGAME_hotGamesV2',
      query: { gameType: 'COCKFIGHT' },
    });
  });

  it('follows a vendor chosen in the nav, and opens a lottery game on /lottery', async () => {
    useSessionStore.setState({ token: 'member-token', isAgent: 0, account: 'juan01' });
    const router = renderAt('/cockfight');
    await screen.findByRole('button', { name: 'Laruin ang DS88 1' });
    act(() => useGameStore.getState().setActiveVendor('COCKFIGHT', 'SW_SABONG'));
    expect(await screen.findByRole('button', { name: 'Laruin ang SW_SABONG 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Swerte Sabong', selected: true })).toBeTruthy();

    await act(() => router.navigate('/elott'));
    fireEvent.click(await screen.findByRole('button', { name: 'Laruin ang SW_LOTTO 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lottery'));
    expect(router.state.location.search).toBe('?gameCode=SW_LOTTO_202&vendor=SW_LOTTO');
  });
});
