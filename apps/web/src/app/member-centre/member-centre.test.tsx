import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { initI18n, loadLazyTranslation } from '../../i18n';
import { useMemberCentreStore } from '../../stores/member-centre-store';
import { useModalStore } from '../../stores/modal-store';
import { useSessionStore } from '../../stores/session-store';
import { MemberCentreHost } from '../shell/member-centre-host';
import { MemberCentre } from './member-centre';
import { MemberCentreMenu } from './member-centre-menu';
import { MEMBER_CENTRE_ENTRIES } from './pages';

const memberInfo = (toUpline: boolean) => ({
  id: 7,
  account: 'juan01',
  username: 'juan01',
  nickname: 'Juan',
  isAgent: 0,
  type: 0,
  customerId: 'C7',
  toUpline,
  clubLabel: null,
  memberLabel: [],
  mobileNum: '+63 917****567',
  email: null,
  hasPassword: true,
  hasPaymentPassword: false,
  language: 'TY',
  avatarUrl: '',
  lastLoginAt: null,
});

function stubApi(toUpline: boolean, unread = 0): void {
  const values: Record<string, unknown> = {
    '/wps/member/info': memberInfo(toUpline),
    '/wps/member/profile': {
      username: 'juan01',
      nickname: 'Juan',
      payeeName: null,
      mobileNum: '+63 917****567',
      email: null,
      line: null,
      whatsapp: null,
      facebook: null,
      wechat: null,
      qqNum: null,
      idNumber: null,
      hasPassword: true,
      hasPaymentPassword: false,
      bankAccountCount: 0,
    },
    '/wps/member/bankAccounts': { list: [], max: 5 },
    '/wps/relay/CSP_unreadCount': { count: unread },
    '/wps/relay/CSP_getMessageList': { list: [], nextCursor: null, unread },
    '/wps/relay/MCSFE_getClaimableCount': { rewardCenter: 0, missionLeaderboard: 0 },
    '/wps/relay/MCSFE_getRewardCenter': { list: [], count: 0 },
    '/wps/relay/ODSFE2_MemBetRecord': {
      list: [],
      nextCursor: null,
      totals: { count: 0, stake: '0.00', validBet: '0.00', payout: '0.00', winLoss: '0.00' },
      startDate: '2026-01-22',
      endDate: '2026-01-22',
      timeZone: 'Asia/Manila',
    },
    '/wps/v2/wallets/balance': {
      sumBalance: '1234.50',
      mainBalance: '1234.50',
      isSingle: true,
      currencySymbol: 'P',
    },
  };
  vi.stubGlobal('fetch', (input: string) => {
    const value = values[new URL(input, 'http://localhost').pathname] ?? null;
    return Promise.resolve(new Response(JSON.stringify({ success: true, code: 'ok', message: '', value })));
  });
}

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

function renderCentre({ toUpline = false, unread = 0 } = {}) {
  stubApi(toUpline, unread);
  useMemberCentreStore.getState().show();
  return render(
    <QueryClientProvider client={client()}>
      <MemberCentre />
    </QueryClientProvider>,
  );
}

const entry = (name: string) => screen.getByRole('button', { name });

beforeAll(async () => {
  await initI18n();
  await loadLazyTranslation();
});

beforeEach(() => {
  useSessionStore.setState({ token: 't', isAgent: 0, account: 'juan01' });
  useMemberCentreStore.setState({ open: false, page: 'securityCenter' });
  useModalStore.setState({ auth: null, notice: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('member centre overlay', () => {
  it('is a labelled dialog that opens at my account', async () => {
    renderCentre();
    const dialog = screen.getByRole('dialog', { name: 'Member Center' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(entry('Aking Account').getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('Impormasyon ng account')).toBeTruthy();
  });

  it('lists the §2 entries in order, without transfer to upline for a member who has none', async () => {
    renderCentre({ toUpline: false });
    await screen.findByText('Impormasyon ng account');
    const nav = screen.getByRole('navigation', { name: 'Mga pahina ng Member Center' });
    const labels = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual([
      'Aking Account',
      'Aking Wallet',
      'Mag-deposito',
      'Mag-withdraw',
      'Rekord ng Taya',
      'Rekord ng Account',
      'Panalo at Talo',
      'Detalye ng Bonus',
      'Reward Center',
      'Mag-imbita ng Kaibigan',
      'Mga Misyon',
      'Mensahe ng Platform',
      'Manual na Rebate',
      'Responsableng Paglalaro',
    ]);
  });

  it('shows transfer to upline when the member info says toUpline', async () => {
    renderCentre({ toUpline: true });
    expect(await screen.findByRole('button', { name: 'Ilipat sa Upline' })).toBeTruthy();
    expect(screen.getAllByRole('button').filter((b) => b.dataset.mcPage).length).toBe(15);
  });

  it('switches pages from the menu and marks the active entry', async () => {
    renderCentre();
    fireEvent.click(entry('Rekord ng Taya'));
    expect(useMemberCentreStore.getState().page).toBe('personalHistoryCopy');
    expect(entry('Rekord ng Taya').getAttribute('aria-current')).toBe('page');
    expect(entry('Aking Account').getAttribute('aria-current')).toBeNull();
    expect(await screen.findByText('Walang taya sa panahong ito')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Rekord ng Taya');
  });

  it('shows a real empty state on the pages of later areas, and an empty inbox', async () => {
    renderCentre();
    fireEvent.click(entry('Reward Center'));
    expect(await screen.findByText('Wala pang reward na ike-claim')).toBeTruthy();
    fireEvent.click(entry('Mensahe ng Platform'));
    expect(await screen.findByText('Wala kang mensahe')).toBeTruthy();
    expect(screen.queryByText(/malapit na/i)).toBeNull();
  });

  it('counts unread platform messages on their menu entry', async () => {
    renderCentre({ unread: 3 });
    await waitFor(() => expect(screen.getByTestId('mc-badge-messageV2').textContent).toContain('3'));
  });

  it('shows no badges while every count is 0', async () => {
    renderCentre();
    await screen.findByText('Impormasyon ng account');
    expect(document.querySelector('.mc-menu__badge')).toBeNull();
  });

  it('closes on Escape and on the close button', async () => {
    renderCentre();
    await screen.findByText('Impormasyon ng account');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(useMemberCentreStore.getState().open).toBe(false);
    useMemberCentreStore.getState().show();
    fireEvent.click(screen.getByRole('button', { name: 'Isara ang Member Center' }));
    expect(useMemberCentreStore.getState().open).toBe(false);
  });
});

describe('member centre menu badges', () => {
  it('shows a red count on mission activity, platform messages and reward center above 0', () => {
    render(
      <MemberCentreMenu
        entries={MEMBER_CENTRE_ENTRIES}
        active="securityCenter"
        counts={{ missionLeaderboard: 2, messageV2: 120, rewardCenter: 0 }}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByTestId('mc-badge-missionLeaderboard').textContent).toContain('2');
    expect(screen.getByTestId('mc-badge-messageV2').textContent).toContain('99+');
    expect(screen.queryByTestId('mc-badge-rewardCenter')).toBeNull();
  });
});

describe('member centre host', () => {
  function renderAt(path: string) {
    stubApi(false);
    const router = createMemoryRouter([{ path: '/', element: <MemberCentreHost /> }], {
      initialEntries: [path],
    });
    render(
      <QueryClientProvider client={client()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it('opens the page a ?mc= link names and keeps the address in step', async () => {
    const router = renderAt('/?mc=depositv2');
    expect(useMemberCentreStore.getState()).toMatchObject({ open: true, page: 'depositv2' });
    expect(await screen.findByRole('dialog', { name: 'Member Center' })).toBeTruthy();
    act(() => useMemberCentreStore.getState().show('withdraw'));
    expect(router.state.location.search).toBe('?mc=withdraw');
    act(() => useMemberCentreStore.getState().close());
    expect(router.state.location.search).toBe('');
  });

  it('keeps a centre a header button opened before the host arrived, and closes it on back', async () => {
    act(() => useMemberCentreStore.getState().show('messageV2'));
    const router = renderAt('/');
    expect(useMemberCentreStore.getState()).toMatchObject({ open: true, page: 'messageV2' });
    await waitFor(() => expect(router.state.location.search).toBe('?mc=messageV2'));
    await act(() => router.navigate('/'));
    expect(useMemberCentreStore.getState().open).toBe(false);
  });

  it('stays as the member left it while the address catches up (a close right after an open)', async () => {
    stubApi(false);
    // A loader that answers late: each change of ?mc= lands a while after the store changed, as it
    // does in a browser, where the router applies the address after a tick and renders it in a transition.
    const lateLoader = () => new Promise<null>((resolve) => setTimeout(() => resolve(null), 30));
    const router = createMemoryRouter(
      [{ path: '/', element: <MemberCentreHost />, loader: lateLoader, HydrateFallback: () => null }],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={client()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await settle();

    act(() => useMemberCentreStore.getState().show('depositv2'));
    act(() => useMemberCentreStore.getState().close());
    await settle();
    expect(useMemberCentreStore.getState().open).toBe(false);
    expect(router.state.location.search).toBe('');

    act(() => useMemberCentreStore.getState().show('withdraw'));
    act(() => useMemberCentreStore.getState().show('depositv2'));
    await settle();
    expect(useMemberCentreStore.getState()).toMatchObject({ open: true, page: 'depositv2' });
    expect(router.state.location.search).toBe('?mc=depositv2');
  });

  it('turns a trial account away with the §5 warning and drops the link', () => {
    useSessionStore.setState({ token: 't', isAgent: 4 });
    const router = renderAt('/?mc=securityCenter');
    expect(useMemberCentreStore.getState().open).toBe(false);
    expect(useModalStore.getState().notice).toEqual({ kind: 'trialAccount' });
    expect(router.state.location.search).toBe('');
  });

  it('ignores an unknown page name', () => {
    const router = renderAt('/?mc=nothing');
    expect(useMemberCentreStore.getState().open).toBe(false);
    expect(router.state.location.search).toBe('');
  });
});
