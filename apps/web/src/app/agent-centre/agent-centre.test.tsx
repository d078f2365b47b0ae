import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n, loadLazyTranslation } from '../../i18n';
import { useAgentCentreStore } from '../../stores/agent-centre-store';
import { useSessionStore } from '../../stores/session-store';
import { AgentCentre } from './agent-centre';

function stubApi(flags: Record<string, number>): void {
  const values: Record<string, unknown> = {
    '/wps/member/info/funds/consolidated': flags,
    '/wps/v2/wallets/balance': {
      sumBalance: '0.00',
      mainBalance: '0.00',
      isSingle: true,
      currencySymbol: 'P',
    },
  };
  vi.stubGlobal('fetch', (input: string) => {
    const value = values[new URL(input, 'http://localhost').pathname] ?? null;
    return Promise.resolve(new Response(JSON.stringify({ success: true, code: 'ok', message: '', value })));
  });
}

function renderCentre(flags: Record<string, number>) {
  stubApi(flags);
  useAgentCentreStore.getState().show('agentMyIncome');
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AgentCentre />
    </QueryClientProvider>,
  );
}

const menuLabels = () =>
  within(screen.getByRole('navigation', { name: 'Mga pahina ng Agent Center' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

beforeAll(async () => {
  await initI18n();
  await loadLazyTranslation();
});
beforeEach(() => {
  useSessionStore.setState({ token: 't', isAgent: 1, account: 'agent01' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('agent centre menu', () => {
  it('shows a contract page only while its §3 flag is on', async () => {
    renderCentre({ dailysalreqtype: 1, divtypereq: 0, contracthoursalreqtype: 0, realtimesalreqtype: 1 });
    await waitFor(() => expect(menuLabels()).toContain('Arawang Sahod'));
    expect(menuLabels()).toEqual([
      'Anunsyo',
      'Buod ng Team',
      'Pag-register ng Account',
      'Pamamahala ng Team',
      'Taya ng Team',
      'Kita at Lugi ng User',
      'Aking Kita',
      'Detalye ng Transaksyon',
      'Arawang Sahod',
      'Real-time na Sahod',
    ]);
  });

  it('shows none of them while every kind is off', async () => {
    renderCentre({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreqtype: 0, realtimesalreqtype: 0 });
    await screen.findByRole('dialog', { name: 'Agent Center' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(menuLabels()).toHaveLength(8);
  });
});
