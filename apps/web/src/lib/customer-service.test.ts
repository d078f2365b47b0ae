import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-client';
import { csTypeFor, customerServiceAddress, resolveCsAddress } from './customer-service-address';
import { openCustomerService } from './customer-service';

// Made by the server's encoder (apps/server/src/modules/system/cs-path.ts) for 'https://chat.swerte.example/livechat';
// the round trip itself is tested on the server side with this same decoder.
const ENCODED =
  'YyFuiXKHVvJ0LhrS4vuANY7aL49UNtR6dt2E2NIagSdOUyNZ2Rk8DA2WyCGmiAW0q_5Ye8EHgnqU_zpnz90IlgcQXCyQRb';

describe('customer-service address', () => {
  it('sends rank levels above 4 to the VIP channel', () => {
    expect(csTypeFor(undefined)).toBe('LIVECHAT');
    expect(csTypeFor(4)).toBe('LIVECHAT');
    expect(csTypeFor(5)).toBe('VIP');
  });

  it('uses a type 1 entry as is and refuses anything but a web address', async () => {
    await expect(resolveCsAddress([{ type: 1, path: 'https://chat.example/' }])).resolves.toBe(
      'https://chat.example/',
    );
    await expect(resolveCsAddress([{ type: 1, path: 'javascript:alert(1)' }])).rejects.toThrow();
    await expect(resolveCsAddress([])).rejects.toThrow();
  });

  it('decodes a type 3 entry made by the server encoder, and refuses one whose key was changed', async () => {
    await expect(resolveCsAddress([{ type: 3, path: ENCODED }])).resolves.toBe(
      'https://chat.swerte.example/livechat',
    );
    const otherKey = `${ENCODED.slice(0, -8)}AAAAAAAA`;
    await expect(resolveCsAddress([{ type: 3, path: otherKey }])).rejects.toThrow();
  });
});

describe('openCustomerService', () => {
  afterEach(() => vi.unstubAllGlobals());

  function fakePopup() {
    return { opener: {} as unknown, closed: false, close: vi.fn(), location: { replace: vi.fn() } };
  }

  it('opens a blank 440×750 popup at once, then gives it the address', async () => {
    const popup = fakePopup();
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            success: true,
            code: 'ok',
            message: '',
            value: { csType: 'LIVECHAT', pathList: [{ type: 1, path: 'https://chat.example/' }] },
          }),
        ),
      ),
    );
    openCustomerService('shell');
    expect(open).toHaveBeenCalledWith('', 'swerte-live-chat', 'width=440,height=750');
    expect(popup.opener).toBeNull();
    await vi.waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith('https://chat.example/'));
  });

  it('is 440×500 outside the shell and closes when the call fails', async () => {
    const popup = fakePopup();
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(
          JSON.stringify({ success: false, code: 'error_cs_unavailable', message: '', value: null }),
          {
            status: 404,
          },
        ),
      ),
    );
    openCustomerService('page');
    expect(open).toHaveBeenCalledWith('', 'swerte-live-chat', 'width=440,height=500');
    await vi.waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(popup.location.replace).not.toHaveBeenCalled();
  });
});

describe('customerServiceAddress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    configureApiClient({ getToken: () => null });
  });

  const ok = (value: unknown) =>
    new Response(JSON.stringify({ success: true, code: 'ok', message: '', value }));

  it('asks for the VIP channel with the member token when the rank level is above 4', async () => {
    const token = 'member-token-0123456789abcdef';
    sessionStorage.setItem('token', token);
    configureApiClient({ getToken: () => token });
    const calls: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, authorization: new Headers(init.headers).get('authorization') });
      if (url.startsWith('/wps/member/info')) return Promise.resolve(ok({ clubLabel: { rankLevel: 5 } }));
      return Promise.resolve(
        ok({ csType: 'VIP', pathList: [{ type: 1, path: 'https://chat.example/vip' }] }),
      );
    });
    await expect(customerServiceAddress(new QueryClient())).resolves.toBe('https://chat.example/vip');
    const cs = calls.find((call) => call.url.startsWith('/wps/system/customerService'));
    expect(cs).toEqual({ url: '/wps/system/customerService?csType=VIP', authorization: `Bearer ${token}` });
  });
});
