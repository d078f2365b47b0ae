import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TeamPeriodFigures } from '@swerte/contracts';

const HEIGHT = 240;

/**
 * The period's valid bet (bars) and team result (line) per day, drawn with uPlot on a canvas. Its own
 * module, loaded only when an agent opens the overview. The figures are shown, never computed with, so
 * reading the decimal strings as numbers is safe here.
 */
export default function OverviewChart({
  days,
  labels,
}: {
  days: TeamPeriodFigures['days'];
  labels: { validBet: string; profitLoss: string };
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Canvas colours do not resolve CSS variables: the theme's are read when the chart is drawn.
    const style = getComputedStyle(document.documentElement);
    const brand = style.getPropertyValue('--brand').trim() || '#6d28d9';
    const gold = style.getPropertyValue('--gold').trim() || '#d97706';
    const text = style.getPropertyValue('--text').trim() || '#444';
    const dates = days.map((day) => day.date.slice(5));
    const axis = { stroke: text, grid: { stroke: 'rgba(128,128,128,0.25)', dash: [3, 3] } };
    const chart = new uPlot(
      {
        width: element.clientWidth || 320,
        height: HEIGHT,
        // A slot per day, half a slot of room at each end so the first and last bars show whole.
        scales: { x: { time: false, range: () => [-0.5, days.length - 0.5] } },
        legend: { live: false },
        axes: [
          {
            ...axis,
            splits: () => days.map((_, index) => index),
            values: (_, ticks) => ticks.map((tick) => dates[tick] ?? ''),
          },
          { ...axis, size: 64 },
        ],
        series: [
          {},
          {
            label: labels.validBet,
            fill: brand,
            stroke: brand,
            paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
            points: { show: false },
          },
          { label: labels.profitLoss, stroke: gold, width: 2 },
        ],
      },
      [
        days.map((_, index) => index),
        days.map((day) => Number(day.validBet)),
        days.map((day) => Number(day.profitLoss)),
      ],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, labels.validBet, labels.profitLoss]);

  return <div className="ac-chart" data-testid="ac-overview-chart" ref={box} />;
}
