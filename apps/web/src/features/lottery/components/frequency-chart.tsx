import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
type NumberCount = { number: string; count: number };

const HEIGHT = 200;

/** Bars of how often each number came; its own chunk (uPlot), loaded when the trends show. */
export default function FrequencyChart({ counts, label }: { counts: readonly NumberCount[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Canvas colours do not resolve CSS variables: the theme's are read when the chart is drawn.
    const style = getComputedStyle(document.documentElement);
    const brand = style.getPropertyValue('--brand').trim() || '#6d28d9';
    const text = style.getPropertyValue('--text').trim() || '#444';
    const axis = { stroke: text, grid: { stroke: 'rgba(128,128,128,0.25)', dash: [3, 3] } };
    const every = counts.length > 20 ? 10 : 1;
    const chart = new uPlot(
      {
        width: element.clientWidth || 320,
        height: HEIGHT,
        scales: {
          x: { time: false, range: () => [-0.5, counts.length - 0.5] },
          // Bars start at 0, so their heights compare.
          y: { range: (_, __, max) => [0, Math.max(1, max) * 1.1] },
        },
        legend: { show: false },
        cursor: { show: false },
        axes: [
          {
            ...axis,
            splits: () => counts.map((_, index) => index).filter((index) => index % every === 0),
            values: (_, ticks) => ticks.map((tick) => counts[tick]?.number ?? ''),
          },
          { ...axis, size: 36 },
        ],
        series: [
          {},
          {
            label,
            fill: brand,
            stroke: brand,
            paths: uPlot.paths.bars?.({ size: [0.7, 24] }),
            points: { show: false },
          },
        ],
      },
      [counts.map((_, index) => index), counts.map((entry) => entry.count)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [counts, label]);

  return <div className="lott-chart" ref={box} role="img" aria-label={label} data-testid="frequency-chart" />;
}
