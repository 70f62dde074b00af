import { memo, useEffect, useState } from 'react';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { BankPercentages } from './statsTable';

/** Okabe-Ito blue and orange: told apart with any common colour-vision deficiency. */
export const CHART_COLOURS = { type: '#0072B2', category: '#E69F00' } as const;
/** Room for one bank's pair of bars: the chart grows with the banks shown, so every name is readable. */
const BAR_SPACE = 30;
/** jsdom measures nothing: the chart then draws at this width instead of not at all. */
const FALLBACK_WIDTH = 640;

/** The width of the box the chart sits in, followed on resize (ResponsiveContainer draws nothing unmeasured). */
const useWidth = () => {
  const [node, ref] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!node) return;
    const measure = () => setWidth(Math.floor(node.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return { ref, width: width > 0 ? width : FALLBACK_WIDTH };
};

/**
 * The unidentified percentages by bank: a bar chart, and the same numbers as a table (a toggle,
 * reachable by keyboard). The chart is an image to assistive technology; the table is the text.
 */
export const StatsChart = memo(({ data }: { data: BankPercentages[] }) => {
  const translate = useTranslate();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const { ref, width } = useWidth();
  const t = (key: string) => translate(`app.analysisStats.chart.${key}`);
  return (
    <Box component="section" aria-labelledby="stats-chart-title" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography id="stats-chart-title" component="h2" variant="h6">
          {t('title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          aria-label={t('view')}
          onChange={(_, value: 'chart' | 'table' | null) => value && setView(value)}
        >
          <ToggleButton value="chart">{t('show_chart')}</ToggleButton>
          <ToggleButton value="table">{t('show_table')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('description')}
      </Typography>
      {!data.length ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : view === 'chart' ? (
        <Box ref={ref} role="img" aria-label={t('aria')} sx={{ width: '100%', overflowX: 'auto' }}>
          <BarChart
            layout="vertical"
            width={width}
            height={BAR_SPACE * data.length + 90}
            data={data}
            margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis
              type="number"
              unit="%"
              domain={[0, (max: number) => Math.min(100, Math.max(10, Math.ceil(max / 10) * 10))]}
            />
            <YAxis
              type="category"
              dataKey="bank"
              width={Math.min(160, Math.round(width * 0.35))}
              interval={0}
              tick={{ fontSize: 12 }}
            />
            <Tooltip formatter={value => `${String(value)}%`} />
            <Legend verticalAlign="top" />
            <Bar dataKey="type_percent" name={t('type')} fill={CHART_COLOURS.type} isAnimationActive={false} />
            <Bar
              dataKey="category_percent"
              name={t('category')}
              fill={CHART_COLOURS.category}
              isAnimationActive={false}
            />
          </BarChart>
        </Box>
      ) : (
        <TableContainer sx={{ maxHeight: 420 }}>
          <Table size="small" stickyHeader aria-labelledby="stats-chart-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('bank')}</TableCell>
                <TableCell align="right">{t('rows')}</TableCell>
                <TableCell align="right">{t('transactions')}</TableCell>
                <TableCell align="right">{t('type')}</TableCell>
                <TableCell align="right">{t('category')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map(row => (
                <TableRow key={row.bank}>
                  <TableCell component="th" scope="row">
                    {row.bank}
                  </TableCell>
                  <TableCell align="right">{row.rows}</TableCell>
                  <TableCell align="right">{row.transactions}</TableCell>
                  <TableCell align="right">{row.type_percent}</TableCell>
                  <TableCell align="right">{row.category_percent}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
});
StatsChart.displayName = 'StatsChart';
