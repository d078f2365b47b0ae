import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TeamPeriodFigures } from '@swerte/contracts';

/**
 * The period's valid bet (bars) and team result (line) per day. Its own module: recharts is a large
 * chunk, loaded only when an agent opens the overview.
 */
export default function OverviewChart({
  days,
  labels,
}: {
  days: TeamPeriodFigures['days'];
  labels: { validBet: string; profitLoss: string };
}) {
  // SVG attributes do not resolve CSS variables: the theme's colours are read once per render.
  const style = getComputedStyle(document.documentElement);
  const brand = style.getPropertyValue('--brand').trim() || '#6d28d9';
  const gold = style.getPropertyValue('--gold').trim() || '#d97706';
  const data = days.map((day) => ({
    date: day.date.slice(5),
    validBet: Number(day.validBet),
    profitLoss: Number(day.profitLoss),
  }));
  return (
    <div className="ac-chart" data-testid="ac-overview-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.4} />
          <XAxis dataKey="date" fontSize={12} />
          <YAxis fontSize={12} width={64} />
          <Tooltip />
          <Legend />
          <Bar
            dataKey="validBet"
            name={labels.validBet}
            fill={brand}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            dataKey="profitLoss"
            name={labels.profitLoss}
            stroke={gold}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
