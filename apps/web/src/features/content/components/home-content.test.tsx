import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { HomeTexts } from '@swerte/contracts';
import { initI18n } from '../../../i18n';
import { HomeContent } from './home-content';

const texts: HomeTexts = {
  steps: [
    { title: 'Sign up', text: 'Thirty seconds.' },
    { title: 'Top up', text: 'GCash or bank.' },
    { title: 'Win', text: 'Straight to your balance.' },
  ],
  promises: [
    { kind: 'support', title: 'Always here', text: 'Any hour.' },
    { kind: 'secure', title: '128-bit encryption', text: 'Every payment.' },
  ],
  licenceText: 'Licensed by PAGCOR.',
};

function show(value: HomeTexts | undefined) {
  // The currency symbol comes from the operator's settings query.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomeContent page="home" texts={value} siteName="Suwerte" categories={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

describe('HomeContent', () => {
  it("shows the operator's steps, promises (in their order, with their kind's icon) and licence text", () => {
    const { container } = show(texts);
    const steps = [...container.querySelectorAll('.steps .step')];
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual(['Sign up', 'Top up', 'Win']);
    expect(steps[2]?.textContent).toContain('Hakbang 3');
    const promises = [...container.querySelectorAll('.promise')];
    expect(promises.map((p) => p.getAttribute('data-kind'))).toEqual(['support', 'secure']);
    expect(promises[0]?.textContent).toContain('Any hour.');
    expect(container.querySelector('.home-licences__text')?.textContent).toBe('Licensed by PAGCOR.');
    expect(screen.getByRole('heading', { name: 'Bakit Suwerte' })).toBeTruthy();
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
  });

  it('keeps the places of the words while they load', () => {
    const { container } = show(undefined);
    expect(container.querySelectorAll('.steps.is-loading .step')).toHaveLength(3);
    expect(container.querySelectorAll('.promises__grid.is-loading .promise')).toHaveLength(5);
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
  });
});
