import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastestDomain, measureDomains, timeDomain } from './domain-speed';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('domain speed', () => {
  it('picks the reachable domain with the lowest latency', () => {
    expect(fastestDomain([])).toBeNull();
    expect(fastestDomain([{ domain: 'https://a.example', speed: 0 }])).toBeNull();
    expect(
      fastestDomain([
        { domain: 'https://a.example', speed: 0 },
        { domain: 'https://b.example', speed: 180 },
        { domain: 'https://c.example', speed: 45 },
      ]),
    ).toBe('https://c.example');
  });

  it('times one small uncached, cookie-less request per domain, and 0 when it fails', async () => {
    const fetchMock = vi.fn((url: string) =>
      url.startsWith('https://down.example')
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve(new Response('')),
    );
    vi.stubGlobal('fetch', fetchMock);
    let clock = 100;
    const now = () => (clock += 40);
    expect(await timeDomain('https://up.example/some/path', now)).toBe(40);
    expect(fetchMock).toHaveBeenCalledWith(
      'https://up.example/favicon.svg',
      expect.objectContaining({ mode: 'no-cors', cache: 'no-store', credentials: 'omit' }),
    );
    expect(await timeDomain('https://down.example', now)).toBe(0);
    expect(await timeDomain('not a url', now)).toBe(0);
  });

  it('measures once per session: the second time answers from session storage', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url.includes('/wps/system/domainRoute')
          ? new Response(
              JSON.stringify({
                success: true,
                code: 'ok',
                message: '',
                value: { domainList: [{ domain: 'https://a.example', speed: 0 }], resources: [] },
              }),
            )
          : new Response(''),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = await measureDomains();
    expect(first[0]?.domain).toBe('https://a.example');
    expect(first[0]?.speed).toBeGreaterThan(0);
    const calls = fetchMock.mock.calls.length;
    expect(await measureDomains()).toEqual(first);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});
