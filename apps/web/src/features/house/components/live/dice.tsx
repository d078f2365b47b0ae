const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

/** One die face drawn with its pips; `rolling` tumbles it while the result is still hidden. */
export function Die({ face, rolling, small }: { face: number; rolling?: boolean; small?: boolean }) {
  return (
    <svg
      viewBox="0 0 100 100"
      className={`die${rolling ? ' is-rolling' : ''}${small ? ' is-small' : ''}`}
      role="img"
      aria-label={String(face)}
      data-face={face}
    >
      <rect x="4" y="4" width="92" height="92" rx="18" className="die__body" />
      {(PIPS[face] ?? []).map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r="9"
          className={face === 1 || face === 4 ? 'die__pip is-red' : 'die__pip'}
        />
      ))}
    </svg>
  );
}
