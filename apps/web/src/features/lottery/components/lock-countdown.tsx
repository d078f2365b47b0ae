import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Timer } from 'lucide-react';
import type { DrawState } from '@swerte/contracts';
import { countdownText } from '../lib/draw-date';

/** The current time, ticking each second while mounted. */
export function useNow(stepMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return now;
}

/**
 * Time left to bet on the current draw. The server decides the lock by its own clock; this counts
 * down from the lock instant it sent, corrected by the offset between its clock and this browser's.
 * Once the draw is settled or voided it stays the current one until the schedule opens the next, and
 * the line says so instead of "drawing".
 */
export function LockCountdown({
  lockAt,
  clockOffsetMs,
  state,
}: {
  lockAt: number;
  clockOffsetMs: number;
  state: DrawState;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const left = lockAt - (now + clockOffsetMs);
  const open = left > 0 && (state === 'open' || state === 'scheduled');
  const label = open
    ? t('lottery.closesIn')
    : state === 'settled'
      ? t('lottery.settledNext')
      : state === 'void'
        ? t('lottery.voidNext')
        : t('lottery.closed');
  return (
    <div className={open ? 'lott-countdown' : 'lott-countdown is-closed'} data-testid="lock-countdown">
      <Timer size={18} aria-hidden />
      <span className="lott-countdown__label">{label}</span>
      {open && (
        <time className="lott-countdown__time" role="timer" aria-live="off">
          {countdownText(left, t('lottery.dayShort'))}
        </time>
      )}
    </div>
  );
}
