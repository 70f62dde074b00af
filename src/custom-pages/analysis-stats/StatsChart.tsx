import { memo, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Skeleton,
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
import { useTranslate } from 'react-admin';
import { useLoadedPart } from '../../components/useLoadedPart';
import { lazyNamed } from '../../lib/lazyNamed';
import { pageReload } from '../../lib/pageReload';
import type { BankPercentages } from './statsTable';

/**
 * The bars (recharts, 110 kB gzip, the `charts` chunk) load once the page has its rows and the
 * browser is idle: the chart is below the table, and the page's first paint is the table's.
 */
const StatsBars = lazyNamed(() => import('./StatsBars'), 'StatsBars');
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
 * Its place is kept at the chart's height while the bars load; a failed load says so and offers to
 * reload the page (this page cannot ask for a lost chunk again), and the table view still shows the
 * numbers.
 */
export const StatsChart = memo(({ data }: { data: BankPercentages[] }) => {
  const translate = useTranslate();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const { ref, width } = useWidth();
  const { Part: Bars, failed } = useLoadedPart(StatsBars, view === 'chart' && data.length > 0);
  const height = BAR_SPACE * data.length + 90;
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
      ) : view === 'chart' && failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => pageReload.reload()}>
              {t('reload')}
            </Button>
          }
        >
          {t('load_failed')}
        </Alert>
      ) : view === 'chart' ? (
        <Box ref={ref} role="img" aria-label={t('aria')} aria-busy={!Bars} sx={{ width: '100%', overflowX: 'auto' }}>
          {Bars ? (
            <Bars data={data} width={width} height={height} />
          ) : (
            <Skeleton variant="rectangular" width="100%" height={height} />
          )}
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
