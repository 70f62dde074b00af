import { memo, useCallback, useMemo, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
  createFilterOptions,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatsChart } from './StatsChart';
import {
  FILTER_COLUMNS,
  filterOptions,
  sortStats,
  type FilterColumn,
  type StatsColumn,
  type StatsFilters,
  type StatsRow,
  type StatsSort,
} from './statsTable';
import { filterIndexed, indexStats, percentagesIndexed } from './statsIndex';
import { useAnalysisStats } from './useAnalysisStats';
import { ScrollArea } from '../../components/ScrollArea';

/** The body cells look like MUI's small TableCells. */
const bodyCells = {
  '& tbody td': { typography: 'body2', px: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' },
  '& tbody td.number': { textAlign: 'right' },
  '& tbody td.nowrap': { whiteSpace: 'nowrap' },
  '& tbody tr:hover': { backgroundColor: 'action.hover' },
} as const;

/** docs/product.md#analysis-stats: 50 rows a page, or 100 or 200. */
export const STATS_ROWS_PER_PAGE = [50, 100, 200];
/** A column may hold thousands of distinct values (account ids): the open list shows the first 200 matches. */
const limitOptions = createFilterOptions<string>({ limit: 200 });
const NO_VALUES: readonly string[] = [];

interface FilterBoxProps {
  column: FilterColumn;
  options: string[];
  value: readonly string[];
  onChange: (column: FilterColumn, value: string[]) => void;
}

const FilterBox = memo(({ column, options, value, onChange }: FilterBoxProps) => {
  const translate = useTranslate();
  const label = translate(`app.analysisStats.columns.${column}`);
  return (
    <Autocomplete
      multiple
      size="small"
      disableCloseOnSelect
      limitTags={2}
      options={options}
      value={value as string[]}
      filterOptions={limitOptions}
      onChange={(_, next) => onChange(column, next)}
      renderInput={params => (
        <TextField
          {...params}
          label={label}
          inputProps={{
            ...params.inputProps,
            'aria-label': translate('app.analysisStats.filter_label', { column: label }),
          }}
        />
      )}
      sx={{ minWidth: 180, flex: '1 1 200px' }}
    />
  );
});
FilterBox.displayName = 'FilterBox';

const SortHeader = ({
  column,
  label,
  sort,
  onSort,
  align,
}: {
  column: StatsColumn;
  label: string;
  sort: StatsSort | null;
  onSort: (column: StatsColumn) => void;
  align?: 'right';
}) => {
  const active = sort?.column === column;
  return (
    <TableSortLabel
      active={active}
      direction={active ? sort.direction : 'asc'}
      onClick={() => onSort(column)}
      sx={align ? { flexDirection: 'row-reverse' } : undefined}
    >
      {label}
    </TableSortLabel>
  );
};

/** One row as plain cells; a row still on the page after a change is not rendered again. */
const StatsLine = memo(({ row }: { row: StatsRow }) => (
  <tr>
    <td className="nowrap">{row.start}</td>
    <td>{row.bank}</td>
    <td>{row.label_name}</td>
    <td>{row.account_id}</td>
    <td>{row.type}</td>
    <td className="number">{row.transaction_count}</td>
    <td className="number">{row.type_count}</td>
    <td className="number">{row.type_percent}</td>
    <td className="number">{row.category_count}</td>
    <td className="number">{row.category_percent}</td>
  </tr>
));
StatsLine.displayName = 'StatsLine';

/**
 * The page of rows as plain cells styled once by the table (`bodyCells`): up to 200 rows of 10
 * cells, and MUI's TableCell costs a styled component each. Rows are keyed by their place in the
 * load order, so the rows a filter change keeps stay as they are (keying by the place on the page,
 * rewriting the cells' text instead, measured no faster: docs/performance.md).
 */
const StatsBody = memo(({ rows }: { rows: readonly StatsRow[] }) => (
  <tbody>
    {rows.map(row => (
      <StatsLine key={row.key} row={row} />
    ))}
  </tbody>
));
StatsBody.displayName = 'StatsBody';

/**
 * Why a hand-built MUI table and not react-admin's DataTable in a useList context: the API's rows
 * carry no id (a row is its place in the load order), the heading is two rows (the count and % of
 * each unidentified column under one group heading, each sortable with its own accessible name),
 * the sort is the page's own (numbers as numbers, account ids in natural order, ties in load order)
 * and so are the filters (a multiselect per column) and the 50/100/200 rows a page; DataTable
 * would bring a one-row heading, its own sort and pagination and a styled cell and a field per
 * value, so the page would not stay the same; the plain-cell body re-renders a filter change over
 * 10,000 rows in a median of 65 ms against a 100 ms goal (docs/screens/dieds-analysisstats.md).
 */

/**
 * Analysis Stats (docs/product.md#analysis-stats): every loaded page's rows in one table, filtered
 * (a multiselect per column but Start Time) and sorted on the client, 50/100/200 rows a page, and
 * a chart of the unidentified percentages by bank over the filtered rows. Each step is memoised
 * on its inputs; the loaded rows are indexed once when they arrive (statsIndex.ts), so a filter
 * change costs what it keeps (the kept rows, their sort, one page of rows and the chart), not
 * every loaded row.
 */
export const AnalysisStatsPage = () => {
  const translate = useTranslate();
  const stats = useAnalysisStats();
  const [filters, setFilters] = useState<StatsFilters>({});
  const [sort, setSort] = useState<StatsSort | null>(null);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(STATS_ROWS_PER_PAGE[0]);

  const { rows } = stats;
  // Built once per load: what each filter value keeps and the chart's per-bank totals (statsIndex.ts).
  const index = useMemo(() => indexStats(rows), [rows]);
  const options = useMemo(
    () =>
      Object.fromEntries(FILTER_COLUMNS.map(column => [column, filterOptions(rows, column)])) as Record<
        FilterColumn,
        string[]
      >,
    [rows],
  );
  const filtered = useMemo(() => filterIndexed(index, filters), [index, filters]);
  const sorted = useMemo(() => sortStats(filtered, sort), [filtered, sort]);
  const lastPage = Math.max(0, Math.ceil(sorted.length / perPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const pageRows = useMemo(
    () => sorted.slice(shownPage * perPage, (shownPage + 1) * perPage),
    [sorted, shownPage, perPage],
  );
  const byBank = useMemo(() => percentagesIndexed(index, filters, filtered), [index, filters, filtered]);

  const changeFilter = useCallback((column: FilterColumn, value: string[]) => {
    setFilters(previous => ({ ...previous, [column]: value }));
    setPage(0);
  }, []);
  const changeSort = useCallback((column: StatsColumn) => {
    setSort(previous =>
      previous?.column === column
        ? { column, direction: previous.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: 'asc' },
    );
    setPage(0);
  }, []);
  const filtering = FILTER_COLUMNS.some(column => (filters[column]?.length ?? 0) > 0);

  const title = (
    <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
      {translate('app.analysisStats.title')}
    </Typography>
  );
  if (stats.loadingFirst) {
    return (
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        {title}
        <Typography role="status">{translate('app.analysisStats.loading')}</Typography>
        <LinearProgress aria-label={translate('app.analysisStats.loading')} sx={{ mt: 1 }} />
      </Box>
    );
  }
  if (stats.failure) {
    return (
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        {title}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={stats.retry}>
              {translate('app.analysisStats.retry')}
            </Button>
          }
        >
          {translate('app.analysisStats.failed', { message: stats.failure })}
        </Alert>
      </Box>
    );
  }

  const columnLabel = (column: string) => translate(`app.analysisStats.columns.${column}`);
  const header = (column: StatsColumn, label = columnLabel(column), align?: 'right') => (
    <SortHeader column={column} label={label} sort={sort} onSort={changeSort} align={align} />
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {title}
      <Box
        component="section"
        aria-label={translate('app.analysisStats.filters')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        {FILTER_COLUMNS.map(column => (
          <FilterBox
            key={column}
            column={column}
            options={options[column]}
            value={filters[column] ?? NO_VALUES}
            onChange={changeFilter}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="body2" data-testid="stats-shown" aria-live="polite">
          {translate(stats.count !== null ? 'app.analysisStats.loaded_of_count' : 'app.analysisStats.loaded', {
            shown: filtered.length,
            loaded: rows.length,
            count: stats.count,
          })}
        </Typography>
        {filtering && (
          <Button
            size="small"
            onClick={() => {
              setFilters({});
              setPage(0);
            }}
          >
            {translate('app.analysisStats.clear_filters')}
          </Button>
        )}
      </Box>
      <ScrollArea label={translate('app.analysisStats.title')}>
        <Table size="small" aria-label={translate('app.analysisStats.title')} sx={bodyCells}>
          <TableHead>
            <TableRow>
              <TableCell rowSpan={2}>{header('start')}</TableCell>
              <TableCell rowSpan={2}>{header('bank')}</TableCell>
              <TableCell rowSpan={2}>{header('label_name')}</TableCell>
              <TableCell rowSpan={2}>{header('account_id')}</TableCell>
              <TableCell rowSpan={2}>{header('type')}</TableCell>
              <TableCell rowSpan={2} align="right">
                {header('transaction_count', undefined, 'right')}
              </TableCell>
              <TableCell colSpan={2} align="center">
                {columnLabel('unidentified_type')}
              </TableCell>
              <TableCell colSpan={2} align="center">
                {columnLabel('unidentified_category')}
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell align="right" aria-label={columnLabel('type_count')}>
                {header('type_count', columnLabel('count'), 'right')}
              </TableCell>
              <TableCell align="right" aria-label={columnLabel('type_percent')}>
                {header('type_percent', columnLabel('percent'), 'right')}
              </TableCell>
              <TableCell align="right" aria-label={columnLabel('category_count')}>
                {header('category_count', columnLabel('count'), 'right')}
              </TableCell>
              <TableCell align="right" aria-label={columnLabel('category_percent')}>
                {header('category_percent', columnLabel('percent'), 'right')}
              </TableCell>
            </TableRow>
          </TableHead>
          {pageRows.length ? (
            <StatsBody rows={pageRows} />
          ) : (
            <TableBody>
              <TableRow>
                <TableCell colSpan={10} align="center">
                  {translate(rows.length ? 'app.analysisStats.no_match' : 'app.analysisStats.empty')}
                </TableCell>
              </TableRow>
            </TableBody>
          )}
        </Table>
      </ScrollArea>
      <TablePagination
        component="div"
        count={sorted.length}
        page={shownPage}
        rowsPerPage={perPage}
        rowsPerPageOptions={STATS_ROWS_PER_PAGE}
        labelRowsPerPage={translate('app.analysisStats.rows_per_page')}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={event => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
        {stats.outcome.kind === 'elsewhere' ? (
          <Alert severity="warning">{translate('app.analysisStats.next_elsewhere')}</Alert>
        ) : stats.more ? (
          <Button variant="contained" onClick={stats.loadMore} disabled={stats.busy}>
            {translate(stats.busy ? 'app.analysisStats.loading' : 'app.analysisStats.load_more')}
          </Button>
        ) : (
          <Typography role="status">{translate('app.analysisStats.all_loaded')}</Typography>
        )}
      </Box>
      <StatsChart data={byBank} />
    </Box>
  );
};
