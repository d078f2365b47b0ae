import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WHEEL_ORDER, pocketColour } from '../../lib/roulette-layout';

const SLICE = 360 / WHEEL_ORDER.length;

interface RouletteWheelProps {
  /** The pocket to show; null before the table's first result. */
  pocket: number | null;
  /** Spin to the pocket (a fresh result) rather than stand on it. */
  spinning: boolean;
  spinMs: number;
}

/** The wheel: it turns several times and stops with the drawn pocket under the marker at the top. */
export function RouletteWheel({ pocket, spinning, spinMs }: RouletteWheelProps) {
  const { t } = useTranslation();
  const turns = useRef(0);
  const [angle, setAngle] = useState(0);
  useEffect(() => {
    if (pocket === null) return;
    const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
    if (spinning) turns.current += 5;
    setAngle(turns.current * 360 - index * SLICE);
  }, [pocket, spinning]);
  const radius = 46;
  return (
    <figure className="rl-wheel" data-testid="live-outcome" data-pocket={pocket ?? ''}>
      <svg
        viewBox="-50 -50 100 100"
        className="rl-wheel__disc"
        style={{
          transform: `rotate(${angle}deg)`,
          transitionDuration: spinning ? `${spinMs}ms` : '0ms',
        }}
        aria-hidden
      >
        <circle r="49" className="rl-wheel__rim" />
        {WHEEL_ORDER.map((n, i) => {
          const from = ((i - 0.5) * SLICE - 90) * (Math.PI / 180);
          const to = ((i + 0.5) * SLICE - 90) * (Math.PI / 180);
          const mid = (i * SLICE - 90) * (Math.PI / 180);
          return (
            <g key={n}>
              <path
                d={`M0 0 L${radius * Math.cos(from)} ${radius * Math.sin(from)} A${radius} ${radius} 0 0 1 ${radius * Math.cos(to)} ${radius * Math.sin(to)} Z`}
                className={`rl-pocket is-${pocketColour(n)}`}
              />
              <text
                x={40 * Math.cos(mid)}
                y={40 * Math.sin(mid)}
                className="rl-wheel__number"
                transform={`rotate(${i * SLICE} ${40 * Math.cos(mid)} ${40 * Math.sin(mid)})`}
              >
                {n}
              </text>
            </g>
          );
        })}
        <circle r="30" className="rl-wheel__hub" />
        <circle r="6" className="rl-wheel__cap" />
      </svg>
      <span className="rl-wheel__marker" aria-hidden />
      <figcaption className={`rl-wheel__result is-${pocket === null ? 'none' : pocketColour(pocket)}`}>
        {pocket === null ? t('house.live.noResult') : spinning ? '…' : pocket}
      </figcaption>
    </figure>
  );
}
