import type { Dashboard } from '@swerte/contracts';
import uPlot from 'uplot';
import { t } from '../../i18n';
import { moneyToChart } from '../../lib/format';
import { useUplot } from './use-uplot';

/** Deposits, withdrawals and GGR per site day (its own chunk: uPlot loads with the dashboard only). */
export default function DayChart({ days }: { days: Dashboard['days'] }) {
  const box = useUplot(
    () => ({
      data: [
        days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
        days.map((d) => moneyToChart(d.deposits)),
        days.map((d) => moneyToChart(d.withdrawals)),
        days.map((d) => moneyToChart(d.ggr)),
      ],
      options: {
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        series: [
          {},
          { label: t('dashboard.deposits'), stroke: '#2f8f5b', width: 2 },
          { label: t('dashboard.withdrawals'), stroke: '#c0392b', width: 2 },
          { label: t('dashboard.ggr'), stroke: '#6142bf', width: 2, fill: 'rgba(97,66,191,0.08)' },
        ],
        axes: [{}, { size: 70 }],
      },
    }),
    [days],
  );
  return <div ref={box} className="chart" role="img" aria-label={t('dashboard.chartLabel')} />;
}
