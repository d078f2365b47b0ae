import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { GameSession } from '@swerte/contracts';
import { initI18n } from '../../../i18n';
import { useFishingShots } from './use-fishing-shots';

const session: GameSession = {
  sessionToken: 'game-session',
  game: 'fishing',
  vendor: 'SW_FISH',
  gameCode: 'SWERTE_OCEAN',
  gameName: 'Swerte Ocean',
  currency: 'PHP',
  balance: '100.00',
  minBet: '0.10',
  fairness: { commitment: 'c', clientSeed: 's', nonce: 1 },
};

interface Sent {
  keepalive: boolean;
  requestId: string;
  shots: number;
}
let sent: Sent[];
/** Answers held back: a batch stays in flight until its answer is released. */
let held: (() => void)[];

function answer(shots: number) {
  const value = {
    round: {
      stake: '0.00',
      payout: '0.00',
      fishing: { shots: Array.from({ length: shots }, () => ({ killed: false, win: '0.00' })) },
    },
    balance: '100.00',
    fairness: session.fairness,
  };
  return new Response(JSON.stringify({ success: true, code: 'ok', message: '', value }));
}

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  sent = [];
  held = [];
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as { requestId: string; shots: unknown[] };
    sent.push({ keepalive: init.keepalive === true, requestId: body.requestId, shots: body.shots.length });
    return new Promise<Response>((resolve) => held.push(() => resolve(answer(body.shots.length))));
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function render() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const onOutcomes = vi.fn();
  const hook = renderHook(
    () =>
      useFishingShots({
        session,
        onSessionChange: () => undefined,
        onSessionEnd: () => undefined,
        onOutcomes,
      }),
    { wrapper },
  );
  const fire = (count: number, from = 0) =>
    act(() => {
      for (let id = from; id < from + count; id++) {
        hook.result.current.charge(10n);
        hook.result.current.record({ id, fish: 'clownfish', bet: 10n });
      }
    });
  return { hook, fire, onOutcomes };
}

describe('useFishingShots', () => {
  it('sends every queued shot in keepalive requests of at most 20 when the tab closes', () => {
    const { fire } = render();
    fire(45);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(sent.map((s) => [s.shots, s.keepalive])).toEqual([
      [20, true],
      [20, true],
      [5, true],
    ]);
    expect(new Set(sent.map((s) => s.requestId)).size).toBe(3);
  });

  it('sends a batch still in flight again under its own request id, and applies one answer', async () => {
    const { hook, fire, onOutcomes } = render();
    fire(3);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(sent).toEqual([{ keepalive: false, requestId: expect.any(String) as string, shots: 3 }]);
    fire(2, 3);
    // Leaving the game (the page stays): the in-flight batch again, the queued ones with it.
    hook.unmount();
    expect(sent.slice(1).map((s) => [s.requestId === sent[0]!.requestId, s.shots, s.keepalive])).toEqual([
      [true, 3, true],
      [false, 2, true],
    ]);
    await act(async () => {
      for (const release of held) release();
      await Promise.resolve();
    });
    // The in-flight batch answered twice counts once: one call of outcomes per batch.
    await vi.waitFor(() => expect(onOutcomes).toHaveBeenCalledTimes(2));
    expect(onOutcomes.mock.calls.map(([outcomes]) => (outcomes as unknown[]).length).sort()).toEqual([2, 3]);
  });
});
