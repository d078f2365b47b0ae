import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BetTypeOffer, LotteryItem } from '@swerte/contracts';
import { loadEnglish } from '../../../test/english';
import { useSlip } from '../hooks/use-slip';
import { BetSlip } from './bet-slip';

const offer = (betType: 'lo2' | 'de', price: string): BetTypeOffer => ({
  betType,
  price,
  pays: '95.00',
  maxPayout: '1000000.00',
  minStake: '1.00',
  maxStake: '50000.00',
  maxNumbers: 100,
  digits: 2,
  group: 1,
  needsPosition: false,
  returnPercent: '95.0000',
});
const province = { gameCode: 'DOTH', gameName: 'Đồng Tháp', numero: '20261130' } as LotteryItem;

type SlipState = ReturnType<typeof useSlip>;

/** The slip with its hook, handing the hook's state out so the test can add bets as the board does. */
function Harness({ onState }: { onState: (state: SlipState) => void }) {
  const state = useSlip({ gameCode: 'TPHCM' }, '20261130');
  onState(state);
  return (
    <BetSlip
      slip={state}
      sameDay={[province]}
      gameName="TP. Hồ Chí Minh"
      isOpen
      isLoggedIn
      onLogin={() => {}}
    />
  );
}

describe('bet slip', () => {
  beforeAll(loadEnglish);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each bet as bets × points × price and the cost over the provinces before confirming', () => {
    let slip: SlipState | null = null;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness onState={(state) => (slip = state)} />
      </QueryClientProvider>,
    );
    act(() => slip!.add(offer('lo2', '18.00'), ['12', '34', '56']));
    act(() => slip!.add(offer('de', '1.00'), ['07']));
    const formulas = screen.getAllByTestId('slip-formula').map((node) => node.textContent);
    expect(formulas).toEqual(['Bets 3 × points 1 × 18.00 = 54.00', 'Bets 1 × points 1 × 1.00 = 1.00']);
    expect(screen.getByTestId('slip-total').textContent).toContain('55.00');

    fireEvent.change(screen.getAllByLabelText('Points per number')[0]!, { target: { value: '10' } });
    expect(screen.getAllByTestId('slip-formula')[0]!.textContent).toBe('Bets 3 × points 10 × 18.00 = 540.00');
    fireEvent.click(screen.getByLabelText('Đồng Tháp'));
    // (540.00 + 1.00) on two provinces.
    expect(screen.getByTestId('slip-total').textContent).toBe('Cost (× 2 provinces)1,082.00');

    fireEvent.change(screen.getAllByLabelText('Points per number')[1]!, { target: { value: '' } });
    expect(screen.getByTestId('slip-total').textContent).toContain('–');
    expect(screen.getByTestId('slip-confirm')).toHaveProperty('disabled', true);
  });

  it("shows each number's room left in the draw, and a warning where the bet would pass it", async () => {
    const asked: URLSearchParams[] = [];
    vi.stubGlobal('fetch', (input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(url.searchParams);
      const list = [
        { number: '12', room: '9000.00', needed: '256.50', fits: true },
        { number: '34', room: '100.00', needed: '256.50', fits: false },
      ];
      const value = { gameCode: 'TPHCM', numero: '20261130', limit: '10000.00', list };
      return Promise.resolve(new Response(JSON.stringify({ success: true, code: 'ok', message: '', value })));
    });
    let slip: SlipState | null = null;
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Harness onState={(state) => (slip = state)} />
      </QueryClientProvider>,
    );
    act(() => slip!.add(offer('lo2', '18.00'), ['12', '34']));
    const room = await screen.findByTestId('slip-room');
    expect(room.textContent).toContain('Room left on 12: 9,000.00');
    expect(room.textContent).toContain('34 has 100.00 left; this bet needs 256.50');
    expect(asked[0]?.get('numbers')).toBe('12,34');
    expect(asked[0]?.get('numero')).toBe('20261130');
    expect(asked[0]?.get('betType')).toBe('lo2');
  });
});
