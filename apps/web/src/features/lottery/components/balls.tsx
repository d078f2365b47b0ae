import { MAX_BALLS_SHOWN } from '@swerte/games';

/** A result's balls: at most six (§9), the special prize's digits or a fast draw's positions. */
export function Balls({
  digits,
  label,
  size = 'md',
}: {
  digits: readonly number[];
  label: string;
  size?: 'sm' | 'md';
}) {
  const shown = digits.slice(0, MAX_BALLS_SHOWN);
  return (
    <ol
      className={`lott-balls lott-balls--${size}`}
      aria-label={`${label}: ${shown.join(' ')}`}
      data-testid="balls"
    >
      {shown.map((digit, index) => (
        <li key={index} className="lott-ball" aria-hidden>
          {digit}
        </li>
      ))}
    </ol>
  );
}
