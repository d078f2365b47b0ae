import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Timer } from 'lucide-react';
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
 */
export function LockCountdown({ lockAt, clockOffsetMs }: { lockAt: number; clockOffsetMs: number }) {
  const { t } = useTranslation();
  const now = useNow();
  const left = lockAt - (now + clockOffsetMs);
  const open = left > 0;
  return (
    <div className={open ? 'lott-countdown' : 'lott-countdown is-closed'} data-testid="lock-countdown">
      <Timer size={18} aria-hidden />
      <span className="lott-countdown__label">{open ? t('lottery.closesIn') : t('lottery.closed')}</span>
      {open && (
        <time className="lott-countdown__time" role="timer" aria-live="off">
          {countdownText(left, t('lottery.dayShort'))}
        </time>
      )}
    </div>
  );
}
