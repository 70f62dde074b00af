import { useId, useState, type ReactNode } from 'react';
import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { SeriesSource } from '../../providers';
import { formatPeriod, periodTick, type Interval } from '../../lib/summaryRange';
import { APPLICATION_SERIES, CRAWLER_SERIES, totalsOf, type ChartPoint } from './chartData';
import { ChartTable } from './ChartTable';
import { BAR_STYLES, LINE_STYLES, type FillPattern } from './palette';
import { useChartWidth } from './useChartWidth';

const HEIGHT = 300;

interface ChartProps {
  points: ChartPoint[];
  /** Where the numbers come from: a line under the chart says so when not from the chart endpoint. */
  source?: SeriesSource;
  interval: Interval;
  /** The window in words, for the chart's description. */
  from: string;
  to: string;
}

type View = 'chart' | 'table';

interface ChartCardProps extends ChartProps {
  kind: 'applications' | 'crawlers';
  series: readonly string[];
  draw: (props: { width: number; seriesLabel: (key: string) => string; totals: Record<string, number> }) => ReactNode;
}

/**
 * A chart with its text alternatives: a description of the window's totals (the figure's accessible
 * name) and a Chart / Table switch, reachable by keyboard, that shows the numbers as a table.
 */
const ChartCard = ({ kind, series, points, source, interval, from, to, draw }: ChartCardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [view, setView] = useState<View>('chart');
  const { ref, width } = useChartWidth();
  const title = translate(`app.summary.${kind}.title`);
  const seriesLabel = (key: string) => translate(`app.summary.${kind}.${key}`);
  const totals = totalsOf(points, series);
  const description = translate('app.summary.chart_description', {
    chart: title,
    from,
    to,
    totals: series
      .map(key => translate('app.summary.total_of', { series: seriesLabel(key), count: totals[key] }))
      .join(', '),
  });
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
      >
        <Typography id={titleId} component="h2" variant="h6">
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: View | null) => next && setView(next)}
          aria-label={translate('app.summary.view', { chart: title })}
        >
          <ToggleButton value="chart">{translate('app.summary.as_chart')}</ToggleButton>
          <ToggleButton value="table">{translate('app.summary.as_table')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box ref={ref} sx={{ width: '100%' }}>
        {!points.length ? (
          <Typography color="text.secondary">{translate('app.message.no_data')}</Typography>
        ) : view === 'chart' ? (
          <Box role="img" aria-label={description} data-chart={kind}>
            {draw({ width, seriesLabel, totals })}
          </Box>
        ) : (
          <ChartTable
            caption={translate('app.summary.chart_table', { chart: title })}
            points={points}
            series={series}
            seriesLabel={seriesLabel}
            totals={totals}
            interval={interval}
          />
        )}
      </Box>
      {source && source !== 'endpoint' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`app.summary.${kind}.from_${source}`)}
        </Typography>
      )}
    </Paper>
  );
};

/**
 * A legend entry with the series' total over the window, in the text colour (some Okabe-Ito colours are
 * too light for text); the legend's icon carries the series' colour and pattern.
 */
const legendText = (totals: Record<string, number>) => (name: unknown, entry: { dataKey?: unknown }) => (
  <Box component="span" sx={{ color: 'text.primary' }}>{`${String(name)} (${totals[String(entry.dataKey)] ?? 0})`}</Box>
);

/** Applications a period: total, analysed and finalised, as lines told apart by colour and dash. */
export const ApplicationsChart = (props: ChartProps) => (
  <ChartCard
    {...props}
    kind="applications"
    series={APPLICATION_SERIES}
    draw={({ width, seriesLabel, totals }) => (
      <LineChart
        accessibilityLayer={false}
        width={width}
        height={HEIGHT}
        data={props.points}
        margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="period" tickFormatter={value => periodTick(String(value), props.interval)} minTickGap={16} />
        <YAxis allowDecimals={false} width={40} />
        <Tooltip labelFormatter={value => formatPeriod(String(value), props.interval)} />
        <Legend formatter={legendText(totals)} itemSorter={null} />
        {APPLICATION_SERIES.map(key => (
          <Line
            key={key}
            type="linear"
            dataKey={key}
            name={seriesLabel(key)}
            stroke={LINE_STYLES[key].color}
            strokeDasharray={LINE_STYLES[key].dash}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    )}
  />
);

/** One fill pattern over its colour: the bar reads without colour too. */
const PatternDef = ({ id, color, pattern }: { id: string; color: string; pattern: FillPattern }) => (
  <pattern id={id} width={8} height={8} patternUnits="userSpaceOnUse">
    <rect width={8} height={8} fill={color} />
    {pattern === 'dots' && <circle cx={4} cy={4} r={1.6} fill="#fff" />}
    {pattern === 'diagonal' && <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" stroke="#fff" strokeWidth={1.5} />}
    {pattern === 'crosshatch' && <path d="M0,0 L8,8 M8,0 L0,8" stroke="#fff" strokeWidth={1} />}
    {pattern === 'horizontal' && <path d="M0,4 H8" stroke="#000" strokeWidth={1.5} />}
    {pattern === 'vertical' && <path d="M4,0 V8" stroke="#fff" strokeWidth={1.5} />}
  </pattern>
);

/** Crawlers a period by status, stacked, each status its colour and fill pattern. */
export const CrawlersChart = (props: ChartProps) => {
  const prefix = useId().replace(/:/g, '');
  const fill = (key: string) =>
    BAR_STYLES[key].pattern === 'solid' ? BAR_STYLES[key].color : `url(#${prefix}-${key})`;
  return (
    <ChartCard
      {...props}
      kind="crawlers"
      series={CRAWLER_SERIES}
      draw={({ width, seriesLabel, totals }) => (
        <BarChart
          accessibilityLayer={false}
          width={width}
          height={HEIGHT}
          data={props.points}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
        >
          <defs>
            {CRAWLER_SERIES.map(key => (
              <PatternDef
                key={key}
                id={`${prefix}-${key}`}
                color={BAR_STYLES[key].color}
                pattern={BAR_STYLES[key].pattern}
              />
            ))}
          </defs>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="period" tickFormatter={value => periodTick(String(value), props.interval)} minTickGap={16} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip labelFormatter={value => formatPeriod(String(value), props.interval)} />
          <Legend formatter={legendText(totals)} itemSorter={null} />
          {CRAWLER_SERIES.map(key => (
            <Bar
              key={key}
              dataKey={key}
              name={seriesLabel(key)}
              stackId="status"
              fill={fill(key)}
              stroke={BAR_STYLES[key].color}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    />
  );
};
