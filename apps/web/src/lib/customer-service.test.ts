import { afterEach, describe, expect, it, vi } from 'vitest';
import { csTypeFor, resolveCsAddress } from './customer-service-address';
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
