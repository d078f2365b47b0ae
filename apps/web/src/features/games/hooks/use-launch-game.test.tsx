import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Game } from '@swerte/contracts';
import { initI18n } from '../../../i18n';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { VendorGamesDialog } from '../components/vendor-games-dialog';
import { useLaunchGame } from './use-launch-game';

const game = (over: Partial<Game> = {}): Game => ({
  nodeId: 7,
  gameCode: 'LUZON_007',
  gameName: 'Golden Dragon',
  vassalage: 'LUZON',
  vendorName: 'Luzon Reels',
  gameType: 'RNG',
  gameClassify: 'video_slots',
  minBet: '0.05',
  minLineNum: 20,
  isHot: 0,
  isNew: 0,
  imageUrl: '/media/games/7.svg',
  launchMode: 'iframe',
  isRealMoneyOnly: false,
  ...over,
});

let answer: { status: number; body: unknown };
const calls: { path: string; body: unknown }[] = [];

function harness() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  let launch: ReturnType<typeof useLaunchGame>['launch'] = () => Promise.resolve();
  function Probe() {
    const hook = useLaunchGame();
    launch = hook.launch;
    return hook.popupVendor && <VendorGamesDialog vendor={hook.popupVendor} onClose={hook.closePopup} />;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/rng'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { launch: (g: Game) => act(() => launch(g)), where, invalidate };
}

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  calls.length = 0;
  useSessionStore.setState({ token: 'member-token', isAgent: 0, account: 'juan01' });
  useModalStore.setState({ auth: null, notice: null });
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ path: new URL(input, 'http://localhost').pathname, body });
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ok = (value: unknown) => ({ status: 200, body: { success: true, code: 'ok', message: '', value } });

describe('launching a game', () => {
  it('asks a visitor to log in first and calls nothing', async () => {
    useSessionStore.setState({ token: null, isAgent: 0, account: '' });
    const { launch, where } = harness();
    await launch(game());
    expect(useModalStore.getState().auth).toEqual({ name: 'login' });
    expect(calls).toHaveLength(0);
    expect(where()).toBe('/rng');
  });

  it('lets a trial account (isAgent 4) play: games use play money', async () => {
    useSessionStore.setState({ token: 'trial-token', isAgent: 4, account: 'guest' });
    answer = ok({
      content: '/seamless?vendor=SW_RNG&gameCode=SWERTE_FIESTA&token=t1',
      launchMode: 'seamless',
      gameName: 'Swerte Fiesta',
    });
    const { launch, where } = harness();
    await launch(game({ launchMode: 'seamless' }));
    expect(useModalStore.getState().notice).toBeNull();
    expect(where()).toBe('/seamless?vendor=SW_RNG&gameCode=SWERTE_FIESTA&token=t1');
  });

  it('warns a trial account off a real-money-only game (in_need_true_account) and calls nothing', async () => {
    useSessionStore.setState({ token: 'trial-token', isAgent: 4, account: 'guest' });
    const { launch, where } = harness();
    await launch(game({ vassalage: 'PEARL', launchMode: 'popup', isRealMoneyOnly: true }));
    expect(useModalStore.getState().notice).toEqual({ kind: 'trialAccount' });
    expect(calls).toHaveLength(0);
    expect(where()).toBe('/rng');
  });

  it('opens a real-money-only game for a real account', async () => {
    answer = ok({ content: '/offline.html', launchMode: 'iframe', gameName: 'Pearl Baccarat' });
    const { launch, where } = harness();
    await launch(game({ vassalage: 'PEARL', isRealMoneyOnly: true }));
    expect(useModalStore.getState().notice).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/wps/game/launchGame']);
    expect(where()).toBe('/game?url=%2Foffline.html&name=Pearl%20Baccarat');
  });

  it('sends the vendor, code, type, language and platform, then frames an iframe game on /game', async () => {
    answer = ok({
      content: 'https://vendor.example/play?t=1',
      launchMode: 'iframe',
      gameName: 'Golden Dragon',
    });
    const { launch, where, invalidate } = harness();
    await launch(game());
    expect(calls).toEqual([
      {
        path: '/wps/game/launchGame',
        body: {
          vassalage: 'LUZON',
          gameCode: 'LUZON_007',
          gameType: 'RNG',
          language: 'TY',
          platform: 'html5-desktop',
        },
      },
    ]);
    expect(where()).toBe(
      `/game?url=${encodeURIComponent('https://vendor.example/play?t=1')}&name=Golden%20Dragon`,
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['games', 'recent'] });
  });

  it('opens lottery games on /lottery without a launch call', async () => {
    const { launch, where } = harness();
    await launch(game({ gameType: 'ELOTT', vassalage: 'SW_LOTTO', gameCode: 'SW_LOTTO_002' }));
    expect(calls).toHaveLength(0);
    expect(where()).toBe('/lottery?gameCode=SW_LOTTO_002&vendor=SW_LOTTO');
  });

  it("passes a lottery game's default play type to /lottery (§2 playType)", async () => {
    const { launch, where } = harness();
    await launch(
      game({
        gameType: 'ELOTT',
        vassalage: 'SW_LOTTO',
        gameCode: 'SW_LOTTO_002',
        defaultPlayType: 'STRAIGHT',
      }),
    );
    expect(calls).toHaveLength(0);
    expect(where()).toBe('/lottery?gameCode=SW_LOTTO_002&vendor=SW_LOTTO&playType=STRAIGHT');
  });

  it('opens the popup game list of a vendor entry (isGame VASSALAGE) instead of launching, even logged out', async () => {
    useSessionStore.setState({ token: null, isAgent: 0, account: '' });
    answer = ok({
      games: [game({ nodeId: 31, gameName: 'Pearl Baccarat', vassalage: 'PEARL' })],
      totalPages: 1,
    });
    const { launch, where } = harness();
    await launch(
      game({
        nodeId: -202,
        isGame: 'VASSALAGE',
        vassalage: 'PEARL',
        gameCode: 'PEARL',
        gameName: 'Pearl Live Casino',
        vendorName: 'Pearl Live Casino',
        gameType: 'LIVE',
        isRealMoneyOnly: true,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pearl Live Casino' });
    await within(dialog).findByRole('button', { name: 'Laruin ang Pearl Baccarat' });
    expect(calls.map((call) => call.path)).toEqual(['/wps/relay/GCSGAME_gameList']);
    expect(useModalStore.getState().auth).toBeNull();
    expect(useModalStore.getState().notice).toBeNull();
    expect(where()).toBe('/rng');
  });

  it('opens a popup game in a window opened inside the click, then points it at the game', async () => {
    const popup = { opener: {}, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    answer = ok({
      content: 'https://pearl.example/table?t=2',
      launchMode: 'popup',
      gameName: 'Pearl Baccarat',
    });
    const { launch, where } = harness();
    const pending = launch(game({ launchMode: 'popup', vassalage: 'PEARL' }));
    // Synchronously, before the call answers: a blank window the blocker lets through.
    expect(open).toHaveBeenCalledWith('', 'game', 'width=1280,height=760');
    await pending;
    expect(popup.opener).toBeNull();
    expect(popup.location.replace).toHaveBeenCalledWith('https://pearl.example/table?t=2');
    expect(popup.close).not.toHaveBeenCalled();
    expect(where()).toBe('/rng');
  });

  it('closes the popup and shows the server text when the game is under maintenance', async () => {
    const popup = { opener: {}, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    answer = {
      status: 503,
      body: {
        success: false,
        code: 'game_maintenance',
        message: 'Nasa maintenance ang larong ito.',
        value: null,
      },
    };
    const { launch, where } = harness();
    await launch(game({ launchMode: 'popup' }));
    expect(popup.close).toHaveBeenCalled();
    await waitFor(() =>
      expect(useModalStore.getState().notice).toEqual({
        kind: 'message',
        tone: 'warning',
        text: 'Nasa maintenance ang larong ito.',
      }),
    );
    expect(where()).toBe('/rng');
  });

  it('refuses an answer it cannot open safely', async () => {
    answer = ok({ content: 'javascript:alert(1)', launchMode: 'iframe', gameName: 'X' });
    const { launch, where } = harness();
    await launch(game());
    expect(where()).toBe('/rng');
    expect(useModalStore.getState().notice).toMatchObject({ kind: 'message', tone: 'warning' });
  });
});
