import type { Dashboard } from '@swerte/contracts';
import uPlot from 'uplot';
import { t } from '../../i18n';
import { moneyToChart, sumMoney } from '../../lib/format';
import { useUplot } from './use-uplot';

/** Each vendor's GGR over the range, all its game types together, largest first. */
function ggrPerVendor(rows: Dashboard['byVendor']): { vendor: string; ggr: string }[] {
  const byVendor = new Map<string, string[]>();
  for (const row of rows) byVendor.set(row.vendor, [...(byVendor.get(row.vendor) ?? []), row.ggr]);
  return [...byVendor]
    .map(([vendor, values]) => ({ vendor, ggr: sumMoney(values) }))
    .sort((a, b) => moneyToChart(b.ggr) - moneyToChart(a.ggr) || a.vendor.localeCompare(b.vendor));
}

/** GGR per vendor as bars (the day chart's uPlot, its own chunk with it). */
export default function VendorChart({ rows }: { rows: Dashboard['byVendor'] }) {
  const box = useUplot(() => {
    const vendors = ggrPerVendor(rows);
    return {
      data: [vendors.map((_, i) => i), vendors.map((v) => moneyToChart(v.ggr))],
      options: {
        scales: { x: { time: false, range: [-0.5, Math.max(0.5, vendors.length - 0.5)] } },
        series: [
          { label: t('games.vendor'), value: (_, i) => (i === null ? '' : (vendors[i]?.vendor ?? '')) },
          {
            label: t('dashboard.ggr'),
            stroke: '#6142bf',
            fill: 'rgba(97,66,191,0.55)',
            width: 1,
            paths: uPlot.paths.bars?.({ size: [0.6, 64] }),
          },
        ],
        axes: [
          {
            splits: () => vendors.map((_, i) => i),
            values: (_, splits) => splits.map((i) => vendors[i]?.vendor ?? ''),
          },
          { size: 70 },
        ],
      },
    };
  }, [rows]);
  return <div ref={box} className="chart" role="img" aria-label={t('dashboard.vendorChartLabel')} />;
}
