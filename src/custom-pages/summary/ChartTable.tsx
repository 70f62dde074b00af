import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPeriod, type Interval } from '../../lib/summaryRange';
import type { ChartPoint } from './chartData';

interface ChartTableProps {
  caption: string;
  points: readonly ChartPoint[];
  series: readonly string[];
  seriesLabel: (key: string) => string;
  totals: Record<string, number>;
  interval: Interval;
}

/**
 * The chart's numbers as a table: a row a period, a column a series, the window's totals last.
 * A hand-built MUI table on purpose, not react-admin's DataTable: it is not a table of records but
 * the chart's data pivoted (its columns are the series the chart draws, its rows the periods in time
 * order, which a sort would break) with a totals row in <tfoot>, which DataTable does not draw
 * (docs/architecture.md#tables).
 */
export const ChartTable = ({ caption, points, series, seriesLabel, totals, interval }: ChartTableProps) => {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} aria-label={caption}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.summary.period')}</TableCell>
            {series.map(key => (
              <TableCell key={key} align="right">
                {seriesLabel(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map(point => (
            <TableRow key={point.period}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {formatPeriod(point.period, interval)}
              </TableCell>
              {series.map(key => (
                <TableCell key={key} align="right">
                  {point[key]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row">
              {translate('app.summary.totals')}
            </TableCell>
            {series.map(key => (
              <TableCell key={key} align="right">
                {totals[key]}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
};
