import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../../../i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { storedLanes, useGameVendors } from './get-game-vendors';

const lane = (vassalage: string) => [
  {
    gameType: 'RNG',
    vendors: [
      {
        displayName: vassalage,
        vassalage,
        gameType: 'RNG',
        accountTypeId: 1,
        isHot: 0,
        logoUrl: `/media/vendors/${vassalage}.svg`,
      },
    ],
  },
];

let fetches = 0;
let served = lane('SERVED');

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useGameVendors(), { wrapper });
}

const store = (value: unknown) =>
  window.sessionStorage.setItem(STORAGE_KEYS.gameVendors, JSON.stringify(value));
const stored = () => JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.gameVendors) ?? 'null') as unknown;
const vendorOf = (data: unknown) => (data as ReturnType<typeof lane> | undefined)?.[0]?.vendors[0]?.vassalage;

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  window.sessionStorage.clear();
  fetches = 0;
  served = lane('SERVED');
  vi.stubGlobal('fetch', () => {
    fetches += 1;
    const value = { data: { lanes: served } };
    return Promise.resolve(new Response(JSON.stringify({ success: true, code: 'ok', message: '', value })));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('vendor lanes cached in session storage (§3)', () => {
  it('fetches once, then keeps the lanes per language beside the other language', async () => {
    const english = { at: Date.now(), lanes: lane('ENGLISH') };
    store({ EN: english });
    const { result } = render();
    await waitFor(() => expect(vendorOf(result.current.data)).toBe('SERVED'));
    expect(fetches).toBe(1);
    expect(stored()).toEqual({ EN: english, TY: { at: expect.any(Number) as number, lanes: served } });
  });

  it('draws the stored lanes at once and asks nothing while they are fresh', async () => {
    store({ TY: { at: Date.now() - 60_000, lanes: lane('KEPT') } });
    const { result } = render();
    expect(vendorOf(result.current.data)).toBe('KEPT');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches).toBe(0);
  });

  it('shows stale stored lanes, then fetches and stores the new ones', async () => {
    store({ TY: { at: Date.now() - 11 * 60_000, lanes: lane('OLD') } });
    const { result } = render();
    expect(vendorOf(result.current.data)).toBe('OLD');
    await waitFor(() => expect(vendorOf(result.current.data)).toBe('SERVED'));
    expect(fetches).toBe(1);
    expect(vendorOf(storedLanes('TY')?.lanes)).toBe('SERVED');
  });

  it('ignores a stored value it cannot read and fetches instead', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.gameVendors, '{not json');
    expect(storedLanes('TY')).toBeUndefined();
    store({ TY: { at: Date.now(), lanes: [{ gameType: 'RNG' }] } });
    expect(storedLanes('TY')).toBeUndefined();
    const { result } = render();
    await waitFor(() => expect(vendorOf(result.current.data)).toBe('SERVED'));
    expect(fetches).toBe(1);
  });
});
