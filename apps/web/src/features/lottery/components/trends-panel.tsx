import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Flame, Snowflake } from 'lucide-react';
import { SectionHeading } from '../../../ui/heading-level';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { hotAndCold } from '../lib/trends';
import type { NumberCount } from '../lib/trends';

const FrequencyChart = lazy(() => import('./frequency-chart'));

/** Hot and cold numbers and the frequency chart over the last draws. */
export function TrendsPanel({ counts, draws }: { counts: readonly NumberCount[]; draws: number }) {
  const { t } = useTranslation();
  const { hot, cold } = useMemo(() => hotAndCold(counts), [counts]);
  return (
    <Panel title={t('lottery.trends.title')} className="lott-trends">
      {draws === 0 ? (
        <p className="lott-muted">{t('lottery.trends.none')}</p>
      ) : (
        <>
          <div className="lott-trends__lists">
            <NumberList icon="hot" title={t('lottery.trends.hot')} entries={hot} />
            <NumberList icon="cold" title={t('lottery.trends.cold')} entries={cold} />
          </div>
          <p className="lott-muted">{t('lottery.trends.frequency', { count: draws })}</p>
          <Suspense fallback={<Spinner label={t('lottery.loading')} />}>
            <FrequencyChart counts={counts} label={t('lottery.trends.chartLabel')} />
          </Suspense>
        </>
      )}
    </Panel>
  );
}

function NumberList({ icon, title, entries }: { icon: 'hot' | 'cold'; title: string; entries: NumberCount[] }) {
  const { t } = useTranslation();
  const Icon = icon === 'hot' ? Flame : Snowflake;
  return (
    <div className={`lott-trends__list lott-trends__list--${icon}`} data-testid={`trends-${icon}`}>
      <SectionHeading>
        <Icon size={16} aria-hidden />
        {title}
      </SectionHeading>
      <ul>
        {entries.map((entry) => (
          <li key={entry.number}>
            <span className="lott-trends__number">{entry.number}</span>
            <span className="lott-muted">{t('lottery.trends.times', { count: entry.count })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
