import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { BankPercentages } from './statsTable';

/** Okabe-Ito blue and orange: told apart with any common colour-vision deficiency. */
export const CHART_COLOURS = { type: '#0072B2', category: '#E69F00' } as const;

/** The longest percentage axis: 10% steps, at least 10%, at most 100%. */
const percentDomain: [number, (max: number) => number] = [
  0,
  max => Math.min(100, Math.max(10, Math.ceil(max / 10) * 10)),
];

/**
 * The unidentified percentages by bank as bars, at the size StatsChart measured and reserved.
 * The one module of Analysis Statistics that imports recharts: StatsChart loads it after the
 * page's rows (lazyNamed), and the chunk plan (scripts/chunkPlan.mjs, CHARTS) puts it in the
 * `charts` chunk, so that the page's own chunk never imports the chart library.
 */
export const StatsBars = ({ data, width, height }: { data: BankPercentages[]; width: number; height: number }) => {
  const translate = useTranslate();
  return (
    <BarChart
      layout="vertical"
      width={width}
      height={height}
      data={data}
      margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" unit="%" domain={percentDomain} />
      <YAxis
        type="category"
        dataKey="bank"
        width={Math.min(160, Math.round(width * 0.35))}
        interval={0}
        tick={{ fontSize: 12 }}
      />
      <Tooltip formatter={value => `${String(value)}%`} />
      <Legend verticalAlign="top" />
      <Bar
        dataKey="type_percent"
        name={translate('app.analysisStats.chart.type')}
        fill={CHART_COLOURS.type}
        isAnimationActive={false}
      />
      <Bar
        dataKey="category_percent"
        name={translate('app.analysisStats.chart.category')}
        fill={CHART_COLOURS.category}
        isAnimationActive={false}
      />
    </BarChart>
  );
};
