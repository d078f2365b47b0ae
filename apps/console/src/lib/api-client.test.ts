import { adminConsoleEndpoints, adminEndpoints } from '@swerte/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUrl, callEndpoint, configureApiClient, fillPath, parseEnvelope } from './api-client';
import { ApiError } from './api-error';

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ getToken: () => null, onUnauthorized: () => undefined });
});

describe('the console’s API client', () => {
  it('fills paths and leaves empty filters out of the query string', () => {
    expect(fillPath('/wps/admin/deposits/:id/approve', { id: 7 })).toBe('/wps/admin/deposits/7/approve');
    expect(
      buildUrl('/wps/admin/members', { q: 'ana marie', kind: undefined, order: 'desc', cursor: '' }),
    ).toBe('/wps/admin/members?q=ana+marie&order=desc');
  });

  it('reads the envelope: the value, or the server’s code, text and field errors', () => {
    expect(parseEnvelope(200, { success: true, code: 'ok', message: '', value: { a: 1 } })).toEqual({ a: 1 });
    const refusal = (() => {
      try {
        parseEnvelope(400, {
          success: false,
          code: 'error_field_invalid',
          message: 'Check the form',
          value: { fields: { amount: 'Enter an amount' } },
        });
      } catch (error) {
        return error as ApiError;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      code: 'error_field_invalid',
      status: 400,
      fields: { amount: 'Enter an amount' },
    });
    expect(() => parseEnvelope(502, '<html>')).toThrow(ApiError);
  });

  it('sends the bearer token and no cookie, and a 401 with a token ends the session once', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(
        envelope(401, { success: false, code: 'error_not_logged_in', message: 'Log in', value: null }),
      );
    vi.stubGlobal('fetch', fetch);
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => 'op_token', onUnauthorized });
    await expect(callEndpoint(adminEndpoints.me)).rejects.toMatchObject({ status: 401 });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/wps/admin/session');
    expect(init.credentials).toBe('omit');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer op_token');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not treat a refused login (no token yet) as an ended session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        envelope(401, {
          success: false,
          code: 'error_login_failed',
          message: 'Wrong',
          value: { captcha: true },
        }),
      ),
    );
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    await expect(
      callEndpoint(adminEndpoints.login, { body: { username: 'a', password: 'b' } }),
    ).rejects.toMatchObject({
      code: 'error_login_failed',
      value: { captcha: true },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a GET’s query from the contract and a network failure as error_network', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetch);
    await expect(
      callEndpoint(adminConsoleEndpoints.dashboard, { query: { from: '2026-11-01', to: '2026-11-26' } }),
    ).rejects.toMatchObject({ code: 'error_network', status: 0 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/wps/admin/dashboard?from=2026-11-01&to=2026-11-26');
  });
});
