import { afterEach, describe, expect, it, vi } from 'vitest';
import type { systemEndpoints } from '@swerte/contracts';
import { endpointRef } from './endpoint-ref';
import { buildUrl, callEndpoint, configureApiClient, fetchBlob, fillPath, parseEnvelope } from './api-client';
import { ApiError } from './api-error';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const helpCenter = endpointRef<typeof systemEndpoints.helpCenter>('GET', '/wps/system/helpCenter');
const status = endpointRef<typeof systemEndpoints.status>('GET', '/wps/system/status');

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ getToken: () => null, onUnauthorized: () => undefined, getLanguage: () => 'TY' });
});

describe('parseEnvelope', () => {
  it('returns the value of a successful envelope', () => {
    expect(parseEnvelope(200, { success: true, code: 'ok', message: 'OK', value: { status: 0 } })).toEqual({
      status: 0,
    });
  });

  it('throws a typed ApiError with code, message, status and request id', () => {
    const body = { success: false, code: 'error_forbidden', message: 'Nope', value: { requestId: 'r-1' } };
    try {
      parseEnvelope(403, body);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect([apiError.code, apiError.message, apiError.status, apiError.requestId]).toEqual([
        'error_forbidden',
        'Nope',
        403,
        'r-1',
      ]);
    }
  });

  it('treats success:false on a 200 as an error', () => {
    expect(() =>
      parseEnvelope(200, { success: false, code: 'error_conflict', message: 'x', value: null }),
    ).toThrow(ApiError);
  });

  it('turns a body that is not an envelope into error_internal', () => {
    expect(() => parseEnvelope(502, '<html>')).toThrow(
      expect.objectContaining({ code: 'error_internal', status: 502 }),
    );
  });
});

describe('buildUrl', () => {
  it('drops undefined query values', () => {
    expect(buildUrl('/wps/system/helpCenter', { lang: 'EN', device: undefined })).toBe(
      '/wps/system/helpCenter?lang=EN',
    );
    expect(buildUrl('/wps/system/status', undefined)).toBe('/wps/system/status');
  });
});

describe('fillPath', () => {
  it('puts the params into the :name segments, encoded', () => {
    expect(fillPath('/wps/member/bankAccounts/:id/default', { id: 7 })).toBe(
      '/wps/member/bankAccounts/7/default',
    );
    expect(fillPath('/wps/x/:orderNo', { orderNo: 'a/b' })).toBe('/wps/x/a%2Fb');
    expect(fillPath('/wps/system/status')).toBe('/wps/system/status');
  });
});

describe('callEndpoint', () => {
  it('sends Accept-Language and the bearer token', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(jsonResponse(200, { success: true, code: 'ok', message: '', value: [] })),
    );
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ getToken: () => 'tok', getLanguage: () => 'EN' });
    await callEndpoint(helpCenter, { query: { lang: 'EN', device: 'WEB' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/system/helpCenter?lang=EN&device=WEB');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en', Authorization: 'Bearer tok' });
  });

  it('calls the one 401 handler when a session was rejected, and rethrows', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        jsonResponse(401, { success: false, code: 'error_not_logged_in', message: 'Login', value: null }),
      ),
    );
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized, getToken: () => 'expired' });
    await expect(callEndpoint(status)).rejects.toMatchObject({ code: 'error_not_logged_in', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();

    // Without a session there is nothing to clear: no handler call, so no refetch loop.
    configureApiClient({ getToken: () => null });
    await expect(callEndpoint(status)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a network failure as error_network', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callEndpoint(status)).rejects.toMatchObject({ code: 'error_network', status: 0 });
  });

  it('sends extra headers without the member token, and leaves the member session alone on a 401', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        jsonResponse(401, { success: false, code: 'error_game_session', message: 'Gone', value: null }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized, getToken: () => 'member-token' });
    await expect(
      callEndpoint(status, { headers: { 'x-game-session': 'game-1' }, withToken: false }),
    ).rejects.toMatchObject({ code: 'error_game_session', status: 401 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'x-game-session': 'game-1' });
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('fetchBlob', () => {
  it('sends the bearer token and returns the bytes', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(new Uint8Array([0x89, 0x50]), { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ getToken: () => 'tok', getLanguage: () => 'EN' });
    const blob = await fetchBlob('/wps/wallet/deposits/D1/receipts/2');
    expect([blob.type, blob.size]).toEqual(['image/png', 2]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/wallet/deposits/D1/receipts/2');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en', Authorization: 'Bearer tok' });
  });

  it('turns an error envelope into an ApiError, and a rejected session into the one 401 call', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        jsonResponse(404, { success: false, code: 'error_not_found', message: 'Gone', value: null }),
      ),
    );
    await expect(fetchBlob('/x')).rejects.toMatchObject({ code: 'error_not_found', status: 404 });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        jsonResponse(401, { success: false, code: 'error_not_logged_in', message: 'Login', value: null }),
      ),
    );
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized, getToken: () => 'expired' });
    await expect(fetchBlob('/x')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
