import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadEnglish } from '../../../test/english';
import { HelpContacts } from './help-contacts';

const MALTA = {
  code: 'MT',
  minimumAge: 18,
  askDateOfBirth: true,
  mandatoryLimits: true,
  licence: 'Malta Gaming Authority MGA/B2C/000/2026',
  regulatorName: 'Malta Gaming Authority',
  regulatorUrl: 'https://www.mga.org.mt',
  supportName: 'Sedqa',
  supportUrl: 'https://fsws.gov.mt',
  supportPhone: '179',
};

function renderFor(info: Record<string, unknown>) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(JSON.stringify({ success: true, code: 'ok', message: '', value: info }))),
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <HelpContacts />
    </QueryClientProvider>,
  );
}

describe('help contacts', () => {
  beforeAll(loadEnglish);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the licence of the visitor's jurisdiction with its regulator and support", async () => {
    renderFor(MALTA);
    expect((await screen.findByTestId('rg-licence')).textContent).toBe(MALTA.licence);
    expect(screen.getByText('Licence')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Malta Gaming Authority' }).getAttribute('href')).toBe(
      'https://www.mga.org.mt',
    );
    expect(screen.getByText('Only for players aged 18 and over.')).toBeTruthy();
  });

  it('leaves the licence line out where the operator set none', async () => {
    renderFor({ ...MALTA, licence: '' });
    await screen.findByTestId('rg-contacts');
    expect(screen.queryByTestId('rg-licence')).toBeNull();
  });
});
