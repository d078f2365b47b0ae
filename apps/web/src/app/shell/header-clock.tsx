import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { formatClock } from '../../lib/time';

/** §2: the live clock, YYYY/MM/DD (ddd) HH:mm:ss in the site's time zone, ticking every second. */
export function HeaderClock({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The build's prerender has no time worth showing: the clock starts once the page is in the browser
  // (after mount, so a hydrated page's first render matches the prerendered HTML).
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
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
