import { describe, expect, it } from 'vitest';
import { sanitizeOperatorHtml } from './operator-html.js';
import { tagline } from './promo-art.js';
import { drawWinners, percentBonus, phaseOf, statusFor, ticketsFor } from './promotion-rules.js';

const at = (iso: string) => new Date(iso);
const now = at('2030-05-10T00:00:00Z');

describe('promotion rules', () => {
  it('places a promotion in time; a switched-off one is over', () => {
    const open = { enabled: true, startAt: null, endAt: null };
    expect(phaseOf(open, now)).toBe('live');
    expect(phaseOf({ ...open, startAt: at('2030-05-11T00:00:00Z') }, now)).toBe('upcoming');
    expect(phaseOf({ ...open, endAt: now }, now)).toBe('ended');
    expect(phaseOf({ ...open, enabled: false }, now)).toBe('ended');
  });

  it('answers the §4 status a member sees', () => {
    expect(statusFor('deposit_bonus', 'live', null, false)).toBe('join');
    expect(statusFor('apply', 'upcoming', null, false)).toBe('coming_soon');
    expect(statusFor('raffle', 'ended', null, false)).toBe('close');
    expect(statusFor('deposit_bonus', 'live', { state: 'joined' }, false)).toBe('joined');
    expect(statusFor('deposit_bonus', 'live', { state: 'joined' }, true)).toBe('claim');
    expect(statusFor('deposit_bonus', 'ended', { state: 'joined' }, true)).toBe('close');
    expect(statusFor('raffle', 'live', { state: 'joined' }, false)).toBe('joined');
    expect(statusFor('raffle', 'ended', { state: 'joined' }, false)).toBe('process');
    expect(statusFor('raffle', 'ended', { state: 'won' }, false)).toBe('claim');
    expect(statusFor('raffle', 'ended', { state: 'lost' }, false)).toBe('close');
    for (const state of ['claimed', 'issued', 'rejected', 'applying'] as const)
      expect(statusFor('apply', 'live', { state }, false)).toBe(state);
  });

  it('rounds percentage bonuses down to the cent and caps them', () => {
    expect(percentBonus(50_000n, 2_000, 100_000n)).toBe(10_000n);
    expect(percentBonus(33_333n, 1_500, 100_000n)).toBe(4_999n);
    expect(percentBonus(10_000_000n, 2_000, 100_000n)).toBe(100_000n);
  });

  it('counts whole tickets only', () => {
    expect(ticketsFor(299_999n, 100_000n)).toBe(2);
    expect(ticketsFor(0n, 100_000n)).toBe(0);
  });

  it('draws distinct winners weighted by tickets, never one without a ticket', () => {
    const entries = [
      { id: 1, tickets: 1 },
      { id: 2, tickets: 0 },
      { id: 3, tickets: 5 },
    ];
    // total 6: ticket 0 is entry 1's; then among entry 3 alone.
    expect(drawWinners(entries, 2, () => 0n).map((e) => e.id)).toEqual([1, 3]);
    expect(drawWinners(entries, 1, (total) => total - 1n).map((e) => e.id)).toEqual([3]);
    expect(drawWinners(entries, 5, () => 0n).map((e) => e.id)).toEqual([1, 3]);
    let seen = 0;
    for (let i = 0; i < 6; i++) if (drawWinners(entries, 1, () => BigInt(i))[0]?.id === 3) seen++;
    expect(seen).toBe(5);
  });
});

describe('promotion HTML and art text', () => {
  it('keeps formatting and drops scripts, handlers, frames and unsafe addresses', () => {
    const clean = sanitizeOperatorHtml(
      '<h3 style="color:red">Terms</h3><ul><li onmouseover="x()">One</li></ul><script>bad()</script>' +
        '<img src="data:image/png;base64,AAAA"><img src="/media/promotions/1.svg" alt="art"><a href="//evil.example">e</a>',
    );
    expect(clean).toBe(
      '<h3>Terms</h3><ul><li>One</li></ul><img src="/media/promotions/1.svg" alt="art" /><a>e</a>',
    );
  });

  it('cuts a long tagline at a word', () => {
    expect(tagline('Double your first deposit, up to ₱5,000.')).toBe(
      'Double your first deposit, up to ₱5,000.',
    );
    expect(tagline('Ipakita ang pinakamalaki mong panalo at makakuha ng dagdag na ₱288 ngayon')).toBe(
      'Ipakita ang pinakamalaki mong panalo at…',
    );
  });
});
