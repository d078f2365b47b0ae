import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { useAsPrerendered } from './hydration';

const options = queryOptions({
  queryKey: ['games', 'names'],
  queryFn: () => Promise.resolve(['Fortune Tree']),
  initialData: () => ['Stored Game'],
  staleTime: 60_000,
});

function Names() {
  const { data } = useQuery(useAsPrerendered(options));
  return <p>{data ? data.join(', ') : 'loading'}</p>;
}

const page = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <Names />
  </QueryClientProvider>
);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('useAsPrerendered', () => {
  it('hydrates the prerendered HTML with no data, whatever the browser holds, then shows it', async () => {
    // The build's prerender: nothing in the cache.
    const html = renderToString(page(new QueryClient()));
    expect(html).toBe('<p>loading</p>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The browser already holds an answer (initial data kept in this browser, an early response).
    const client = new QueryClient();
    client.setQueryData(['games', 'names'], ['Earlier Answer']);
    const mismatches: unknown[] = [];
    await act(() => {
      hydrateRoot(container, page(client), { onRecoverableError: (error) => mismatches.push(error) });
      return Promise.resolve();
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Earlier Answer');
  });

  it('leaves a page rendered without hydration as it is', async () => {
    const client = new QueryClient();
    const container = document.createElement('div');
    document.body.append(container);
    await act(() => {
      createRoot(container).render(page(client));
      return Promise.resolve();
    });
    expect(container.textContent).toBe('Stored Game');
  });
});
