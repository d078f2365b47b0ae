import type { Dashboard } from '@swerte/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { t } from '../../i18n';
import { moneyToChart } from '../../lib/format';

/** Deposits, withdrawals and GGR per site day (its own chunk: uPlot loads with the dashboard only). */
export default function DayChart({ days }: { days: Dashboard['days'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
      days.map((d) => moneyToChart(d.deposits)),
      days.map((d) => moneyToChart(d.withdrawals)),
      days.map((d) => moneyToChart(d.ggr)),
    ];
    const chart = new uPlot(
      {
        width: Math.max(320, element.clientWidth),
        height: 260,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        series: [
          {},
          { label: t('dashboard.deposits'), stroke: '#2f8f5b', width: 2 },
          { label: t('dashboard.withdrawals'), stroke: '#c0392b', width: 2 },
          { label: t('dashboard.ggr'), stroke: '#6142bf', width: 2, fill: 'rgba(97,66,191,0.08)' },
        ],
        axes: [{}, { size: 70 }],
      },
      data,
      element,
    );
    const resize = () => chart.setSize({ width: Math.max(320, element.clientWidth), height: 260 });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} className="chart" role="img" aria-label={t('dashboard.chartLabel')} />;
}
