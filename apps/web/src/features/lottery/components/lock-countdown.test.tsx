import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { loadEnglish } from '../../../test/english';
import { LockCountdown } from './lock-countdown';

describe('lock countdown', () => {
  beforeAll(loadEnglish);
  afterEach(cleanup);

  const line = () => screen.getByTestId('lock-countdown').textContent ?? '';

  it('counts down to the lock while the draw is open', () => {
    render(<LockCountdown lockAt={Date.now() + 65_000} clockOffsetMs={0} state="open" />);
    expect(line()).toMatch(/^Betting closes in/);
    expect(screen.getByRole('timer').textContent).toMatch(/01:0[45]/);
  });

  it('says the draw is being drawn once the lock has passed', () => {
    render(<LockCountdown lockAt={Date.now() - 1_000} clockOffsetMs={0} state="locked" />);
    expect(line()).toBe('Betting closed — drawing');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says a settled draw is drawn and the next one opens soon, not "drawing"', () => {
    render(<LockCountdown lockAt={Date.now() - 60_000} clockOffsetMs={0} state="settled" />);
    expect(line()).toBe('Drawn — betting on the next draw opens soon');
  });

  it('says a voided draw refunded its stakes', () => {
    render(<LockCountdown lockAt={Date.now() + 60_000} clockOffsetMs={0} state="void" />);
    expect(line()).toMatch(/^Draw voided, stakes refunded/);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
