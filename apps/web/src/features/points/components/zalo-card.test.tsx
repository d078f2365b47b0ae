import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ZaloReward } from '@swerte/contracts';
import { loadEnglish } from '../../../test/english';
import { useSessionStore } from '../../../stores/session-store';
import { ZaloCard } from './zalo-card';

const LINK: ZaloReward = {
  enabled: true,
  upTo: '131000.00',
  oaId: '1234567890',
  oaLink: 'https://zalo.me/1234567890',
  status: 'link',
  code: 'K7QM2X',
  codeExpiresAt: '2026-11-26T16:30:00.000Z',
  refused: null,
  amount: null,
  rewardKind: 'cash',
  claimId: null,
};

/** Answers each call from `answers` by path; records what was asked. */
function serve(answers: Record<string, unknown>) {
  const asked: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname;
    asked.push({
      method: init?.method ?? 'GET',
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    const value = answers[path];
    return Promise.resolve(
      new Response(JSON.stringify({ success: true, code: 'ok', message: '', value: value ?? {} })),
    );
  });
  return asked;
}

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ZaloCard timeZone="Asia/Manila" />
    </QueryClientProvider>,
  );
}

describe('Zalo reward card', () => {
  beforeAll(loadEnglish);
  beforeEach(() => {
    useSessionStore.setState({ token: 't', isAgent: 0 });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows "up to 131K", the OA link and QR code, and the code to send', async () => {
    serve({ '/wps/relay/MCSFE_getZaloReward': LINK });
    show();
    expect((await screen.findByTestId('zalo-code')).textContent).toBe('K7QM2X');
    expect(screen.getByRole('heading').textContent).toBe('Zalo reward — up to 131K');
    expect(screen.getByTestId('zalo-oa-link').getAttribute('href')).toBe(LINK.oaLink);
    expect(screen.getByTestId('zalo-qr').getAttribute('aria-label')).toBe(
      'QR code of our Zalo Official Account',
    );
    expect(screen.getByTestId('zalo-card').textContent).toContain('Valid until');
  });

  it('says why a code bound nothing, and gets a new one for an expired code', async () => {
    const fresh = { ...LINK, code: 'P3RT9A' };
    const asked = serve({
      '/wps/relay/MCSFE_getZaloReward': { ...LINK, status: 'expired', refused: 'error_zalo_code_expired' },
      '/wps/relay/MCSFE_newZaloCode': fresh,
    });
    show();
    fireEvent.click(await screen.findByTestId('zalo-new-code'));
    await waitFor(() => expect(screen.getByTestId('zalo-code').textContent).toBe('P3RT9A'));
    expect(asked.some((call) => call.method === 'POST' && call.path === '/wps/relay/MCSFE_newZaloCode')).toBe(
      true,
    );
  });

  it('shows the refusal text of the last code sent', async () => {
    serve({ '/wps/relay/MCSFE_getZaloReward': { ...LINK, refused: 'error_zalo_taken' } });
    show();
    expect(await screen.findByText('This Zalo account is already linked to another member.')).toBeTruthy();
  });

  it('claims the bound prize through the reward center by its item', async () => {
    const asked = serve({
      '/wps/relay/MCSFE_getZaloReward': {
        ...LINK,
        status: 'claim',
        code: null,
        amount: '66000.00',
        claimId: 41,
      },
      '/wps/relay/MCSFE_claimReward': { claimed: [], count: 0 },
    });
    show();
    expect((await screen.findByTestId('zalo-amount')).textContent).toContain('66,000.00');
    fireEvent.click(screen.getByTestId('zalo-claim'));
    await waitFor(() =>
      expect(asked.some((call) => call.path === '/wps/relay/MCSFE_claimReward')).toBe(true),
    );
    expect(asked.find((call) => call.path === '/wps/relay/MCSFE_claimReward')?.body).toMatchObject({
      ids: [41],
    });
  });

  it('is not shown while the operator has it off', async () => {
    const asked = serve({
      '/wps/relay/MCSFE_getZaloReward': { ...LINK, enabled: false, upTo: null, code: null, oaLink: '' },
    });
    show();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('zalo-card')).toBeNull();
  });
});
