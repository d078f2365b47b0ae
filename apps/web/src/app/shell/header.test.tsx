import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { initI18n } from '../../i18n';
import { useGameStore } from '../../stores/game-store';
import { Header } from './header';

const vendor = (gameType: string, vassalage: string, displayName: string) => ({
  displayName,
  vassalage,
  gameType,
  accountTypeId: 1,
  isHot: 0,
  logoUrl: `/media/vendors/${vassalage}.svg`,
});

interface Fixture {
  directReg: '0' | '1';
  helpTags: string[];
}

function stubApi({ directReg, helpTags }: Fixture): void {
  const values: Record<string, unknown> = {
    '/wps/system/whitelabel': { DIRECTREG3: directReg },
    '/wps/system/helpCenter': helpTags.map((tag) => ({ tag, title: tag, content: '' })),
    '/wps/system/permission': {
      info: {
        site: {
          name: 'Swerte',
          timeZone: 'Asia/Manila',
          currencySymbol: 'P',
          minimumAge: 18,
          licenceText: '',
        },
        customerService: { liveChat: true, facebookUrl: null, telegramUrls: [] },
      },
    },
    '/wps/relay/GCSGAME_newGameVendor': {
      data: {
        lanes: [
          { gameType: 'RNG', vendors: [vendor('RNG', 'PG', 'PG Soft')] },
          { gameType: 'SPORTS', vendors: [vendor('SPORTS', 'FB', 'FB Sports')] },
          { gameType: 'COCKFIGHT', vendors: [vendor('COCKFIGHT', 'DS88', 'DS88')] },
        ],
      },
    },
  };
  vi.stubGlobal('fetch', (input: string) => {
    const value = values[new URL(input, 'http://localhost').pathname] ?? null;
    return Promise.resolve(new Response(JSON.stringify({ success: true, code: 'ok', message: '', value })));
  });
}

function renderHeader(fixture: Fixture) {
  stubApi(fixture);
  const router = createMemoryRouter(
    [
      { path: '/', element: <Header /> },
      { path: '*', element: <Header /> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Header', () => {
  it('shows the clock, the language switcher with TY and EN, and the theme toggle', async () => {
    renderHeader({ directReg: '1', helpTags: [] });
    expect(await screen.findByTestId('header-clock')).toBeTruthy();
    const select = screen.getByTestId<HTMLSelectElement>('language-switcher');
    expect([...select.options].map((option) => option.value)).toEqual(['TY', 'EN']);
    expect(screen.getByTestId('theme-toggle').tagName).toBe('BUTTON');
  });

  it('offers sign-up only when DIRECTREG3 is on', async () => {
    renderHeader({ directReg: '0', helpTags: [] });
    await screen.findByRole('button', { name: 'Mag-login' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: 'Mag-register' })).toBeNull();
    cleanup();
    renderHeader({ directReg: '1', helpTags: [] });
    expect(await screen.findByRole('button', { name: 'Mag-register' })).toBeTruthy();
  });

  it('links to /help#agent only when the help centre has an agent entry', async () => {
    renderHeader({ directReg: '1', helpTags: ['term', 'agent'] });
    const link = await screen.findByRole('link', { name: 'Affiliate' });
    expect(link.getAttribute('href')).toBe('/help#agent');
  });

  it('lists game types without cockfight, and sends an RNG vendor to /rng as the active vendor', async () => {
    const router = renderHeader({ directReg: '1', helpTags: [] });
    const slots = await screen.findByRole('link', { name: 'Slots' });
    expect(screen.queryByRole('link', { name: 'Sabong' })).toBeNull();
    fireEvent.mouseEnter(slots.closest('li')!);
    fireEvent.click(await screen.findByRole('button', { name: 'PG Soft' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
    expect(useGameStore.getState().activeVendors.RNG).toBe('PG');
  });
});
