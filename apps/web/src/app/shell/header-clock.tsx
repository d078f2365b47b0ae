import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { formatClock } from '../../lib/time';

/** §2: the live clock, YYYY/MM/DD (ddd) HH:mm:ss in the site's time zone, ticking every second. */
export function HeaderClock({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The build's prerender (no window) has no time worth showing: the clock starts in the browser.
  const [now, setNow] = useState(() => (typeof window === 'undefined' ? null : new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className="header-clock" title={`${t('header.clockLabel')} (${timeZone})`}>
      <Clock size={13} aria-hidden />
      <time data-testid="header-clock" dateTime={now?.toISOString()}>
        {now && formatClock(now, timeZone, language)}
      </time>
    </span>
  );
}
