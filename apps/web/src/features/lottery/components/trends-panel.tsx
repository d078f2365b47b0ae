import { Suspense, lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flame, Snowflake } from 'lucide-react';
import type { Trends } from '@swerte/contracts';
import { SectionHeading } from '../../../ui/heading-level';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { trendsOptions } from '../api/game-queries';

const FrequencyChart = lazy(() => import('./frequency-chart'));

/** Hot and cold numbers and the frequency chart over the game's last draws. */
export function TrendsPanel({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const trends = useQuery(trendsOptions(gameCode));
  const data = trends.data;
  return (
    <Panel title={t('lottery.trends.title')} className="lott-trends">
      {trends.isPending && <Spinner label={t('lottery.loading')} />}
      {data && data.draws === 0 && <p className="lott-muted">{t('lottery.trends.none')}</p>}
      {data && data.draws > 0 && (
        <>
          <div className="lott-trends__lists">
            <NumberList kind="hot" title={t('lottery.trends.hot')} numbers={data.hot} trends={data} />
            <NumberList kind="cold" title={t('lottery.trends.cold')} numbers={data.cold} trends={data} />
          </div>
          <p className="lott-muted">{t('lottery.trends.frequency', { count: data.draws })}</p>
          <Suspense fallback={<Spinner label={t('lottery.loading')} />}>
            <FrequencyChart counts={data.numbers} label={t('lottery.trends.chartLabel')} />
          </Suspense>
        </>
      )}
    </Panel>
  );
}

function NumberList({
  kind,
  title,
  numbers,
  trends,
}: {
  kind: 'hot' | 'cold';
  title: string;
  numbers: string[];
  trends: Trends;
}) {
  const { t } = useTranslation();
  const Icon = kind === 'hot' ? Flame : Snowflake;
  const count = (number: string) => trends.numbers.find((entry) => entry.number === number)?.count ?? 0;
  return (
    <div className={`lott-trends__list lott-trends__list--${kind}`} data-testid={`trends-${kind}`}>
      <SectionHeading>
        <Icon size={16} aria-hidden />
        {title}
      </SectionHeading>
      <ul>
        {numbers.map((number) => (
          <li key={number}>
            <span className="lott-trends__number">{number}</span>
            <span className="lott-muted">{t('lottery.trends.times', { count: count(number) })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
