import { useTranslation } from 'react-i18next';
import { BACCARAT_BET_WINDOW_SECONDS } from '@swerte/contracts';

interface RoundTimerProps {
  remainingMs: number;
  /** What the table is doing now, for the line under the ring. */
  phase: 'betting' | 'placed' | 'dealing';
}

/** The betting window as a ring that empties, with the seconds left in the middle; red in the last 5. */
export function RoundTimer({ remainingMs, phase }: RoundTimerProps) {
  const { t } = useTranslation();
  const seconds = Math.ceil(remainingMs / 1000);
  const share = Math.min(1, remainingMs / (BACCARAT_BET_WINDOW_SECONDS * 1000));
  const circumference = 2 * Math.PI * 44;
  const urgent = remainingMs > 0 && seconds <= 5;
  return (
    <div className={urgent ? 'round-timer is-urgent' : 'round-timer'} data-phase={phase}>
      <svg viewBox="0 0 100 100" className="round-timer__ring" aria-hidden>
        <circle cx="50" cy="50" r="44" className="round-timer__track" />
        <circle
          cx="50"
          cy="50"
          r="44"
          className="round-timer__bar"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
        />
      </svg>
      <span
        className="round-timer__seconds"
        data-testid="round-seconds"
        role="timer"
        aria-label={t('house.baccarat.secondsLeft', { count: seconds })}
      >
        {remainingMs > 0 ? seconds : 0}
      </span>
      <span className="round-timer__phase" aria-live="polite">
        {t(`house.baccarat.phases.${phase}`)}
      </span>
    </div>
  );
}
