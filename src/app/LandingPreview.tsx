import { memo, useCallback, useLayoutEffect, useMemo, type MouseEvent, type ReactElement } from 'react';
import { AppBar, Box, Card, Toolbar, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useStore, useStoreContext, useTranslate, type GetListParams, type Identifier } from 'react-admin';
import { useHref, useNavigate } from 'react-router-dom';
import { bankName, type BankValue } from '../lib/bankName';
import type { ListColumn } from '../components/listTools/columns';
import { visibleColumns } from '../components/listTools/visibleColumns';
import { MUI_BODY_CELL, PLAIN_CELL, PLAIN_CELL_STYLES } from '../components/plainCellStyles';
import { ROW_BUTTON, ROW_BUTTON_STYLES } from '../components/rowButtons';
import { listTools } from '../i18n/screens/listTools';
import { watch } from '../i18n/screens/watch';
import { ProductMark } from '../layout/ProductMark';
import { columnsStoreKey, createPrefsStore } from '../lib/listPrefs';
import { landingPreview, listTopFor, type LandingAnswers } from '../lib/landingPreview';
import { fromDrfPage, isDrfPage, pageLocally, toRecord } from '../providers/drf';
import type { AppIdentity } from '../providers/authProvider';
import type { HttpResponse } from '../providers/http';
import { i18nProvider } from '../providers/i18nProvider';
import { APPLICATION_COLUMNS } from '../resources/applications/applicationColumns';
import {
  CELL_STYLES,
  FlagCell,
  LatestWebhookCell,
  OptionsCell,
  TimestampCell,
} from '../resources/applications/ApplicationFields';
import { endpoint } from '../resources/applications/endpoint';
import { messages } from '../resources/applications/messages';
import type { Application } from '../resources/applications/types';
import type { EndpointSpec } from '../types';
import { config } from '../config';
import { authProvider } from './base';

/**
 * The landing list's first page drawn before the signed-in app has loaded (docs/performance.md,
 * "The landing preview"; lib/landingPreview.ts): the top bar, the menu's place, the list's card
 * and its table with the rows the entry asked for, in the markup, classes and sizes the list will
 * draw them with, so that the list takes over in place. What cannot work yet is not drawn: the
 * menu, the toolbar, the filters, the row checkboxes and buttons (their cells keep their width).
 * A row's Start Time link and a click on a row open the application, as in the list.
 *
 * Not drawn at all (the app's own loading page shows) where the list would not be a table with
 * the menu beside it: a window narrower than the docked menu's breakpoint, a menu the user closed,
 * an empty first page, a failed answer, a user who must sign up first.
 */

/** What the rows need beyond the page: the bank names, who is looking, how the page is sorted. */
interface PreviewData {
  rows: Application[];
  /** Whose column choices apply (lib/listPrefs keeps them per user). */
  userId: Identifier;
  banks: ReadonlyMap<string, string>;
  showPii: boolean;
  sort: GetListParams['sort'];
}

// The endpoint as the dataProvider reads its rows (EndpointSpec), whatever its literal type.
const SPEC: EndpointSpec = endpoint;

/** The list toolbar's height at 1024 to 1600 px wide (its actions on two lines, its filters below). */
const TOOLBAR_HEIGHT = 188.25;

/** The narrowest window where the list sits beside the docked menu as measured here (MUI's `md`). */
const DOCKED_MENU = '(min-width: 900px)';

const rowsOf = (answer: HttpResponse<unknown>, params: LandingAnswers['params']): Application[] => {
  const { json } = answer;
  if (isDrfPage<Record<string, unknown>>(json)) return fromDrfPage<Application>(json, SPEC).data;
  const rows = Array.isArray(json) ? (json as Record<string, unknown>[]) : [];
  return pageLocally(
    rows.map(row => toRecord<Application>(row, SPEC)),
    params,
  ).data;
};

/** Bank names by id from GET banks' first answer (a list, or a page of one), as components/BankName reads them. */
const banksOf = (answer: HttpResponse<unknown>): ReadonlyMap<string, string> => {
  const { json } = answer;
  const rows = Array.isArray(json) ? json : isDrfPage<Record<string, unknown>>(json) ? json.results : [];
  return new Map(
    (rows as { id?: unknown; name?: unknown }[])
      .filter(bank => bank && bank.id != null)
      .map(bank => [String(bank.id), String(bank.name ?? '')]),
  );
};

/**
 * Waits for the answers the entry asked for and the identity, then draws the rows; ends the
 * preview instead when there is nothing to draw or anything failed (the app then shows its own).
 */
export const prepareLandingPreview = async (answers: LandingAnswers): Promise<void> => {
  try {
    if (!window.matchMedia(DOCKED_MENU).matches) {
      landingPreview.end();
      return;
    }
    const [list, banks, identity] = await Promise.all([answers.list, answers.banks, authProvider.getIdentity?.()]);
    const rows = rowsOf(list, answers.params);
    const who = identity as AppIdentity | undefined;
    if (!rows.length || !who || who.needsSignup) {
      landingPreview.end();
      return;
    }
    // The words the rows use; the signed-in app adds the same messages again when it starts.
    i18nProvider.addMessages({ resources: { applications: messages } });
    i18nProvider.addMessages(listTools);
    i18nProvider.addMessages(watch);
    landingPreview.show(
      <LandingPreview
        rows={rows}
        userId={who.id}
        banks={banksOf(banks)}
        showPii={!!who.show_pii}
        sort={answers.params.sort}
      />,
    );
  } catch {
    landingPreview.end();
  }
};

const HEAD_CELL = 'MuiTableCell-root MuiTableCell-head MuiTableCell-sizeSmall RaDataTable-headerCell';
const BODY_CELL = `${PLAIN_CELL} ${MUI_BODY_CELL} RaDataTable-rowCell`;
const CHECKBOX_CELL = 'app-preview-checkbox';
const MARK_CELL = 'app-preview-mark';
/** A cell's content kept out of sight: it holds the width of a control that comes with the list. */
const PLACEHOLDER = 'app-preview-placeholder';

/** The columns whose cells the list draws with a component; the others are their column's text. */
const renderers: Partial<Record<string, (row: Application) => ReactElement>> = {
  timestamp: row => <TimestampCell value={row.timestamp} />,
  options: row => <OptionsCell options={row.options} />,
  'resources.applications.fields.latest_webhook': row => <LatestWebhookCell log={row.webhook_log} />,
  analysed: row => (
    <FlagCell
      value={row.analysed}
      on="resources.applications.indicator.analysed"
      off="resources.applications.indicator.not_analysed"
    />
  ),
  finalised: row => (
    <FlagCell
      value={row.finalised}
      on="resources.applications.indicator.finalised"
      off="resources.applications.indicator.not_finalised"
    />
  ),
};

/** The columns drawn without wrapping, as the list's (ApplicationTable's NO_WRAP and OPTIONS_WIDTH). */
const cellStyles: Partial<Record<string, { whiteSpace?: 'nowrap'; minWidth?: number }>> = {
  timestamp: { whiteSpace: 'nowrap' },
  vendor_specific_id: { whiteSpace: 'nowrap' },
  options: { minWidth: 220 },
  'resources.applications.fields.pca': { whiteSpace: 'nowrap' },
  'resources.applications.fields.latest_webhook': { whiteSpace: 'nowrap' },
};

/**
 * The columns whose header sorts (the list's DataTable.Col with a source and no disableSort,
 * resources/applications/ApplicationTable.tsx): their header holds the sort arrow's room.
 */
const SORTABLE = new Set([
  'timestamp',
  'vendor.name',
  'vendor_specific_id',
  'full_name',
  'initiator',
  'analysed',
  'finalised',
]);

const SORT_ICON = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';
const MENU_ICON = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';

const PREVIEW_SX = (theme: Theme) => ({
  // The list's cells, row buttons and cell contents, as its table styles them; the rules below win over them.
  ...PLAIN_CELL_STYLES(theme),
  ...CELL_STYLES,
  ...ROW_BUTTON_STYLES,
  minHeight: '100vh',
  bgcolor: 'background.default',
  '& .app-preview-frame': { display: 'flex', mt: 6 },
  // react-admin's docked sidebar (theme.sidebar.width), empty until the menu comes.
  '& .app-preview-menu': { flex: '0 0 auto', width: 35 * 8 },
  '& .app-preview-content': { flex: '1 1 0', minWidth: 0, px: 1 },
  // The list's toolbar (its actions above its filters), drawn with the list: its height as last
  // seen at this width, else at a common desktop's (1024 to 1600 px: the actions on two lines).
  '& .app-preview-toolbar': { height: listTopFor(window.innerWidth, TOOLBAR_HEIGHT) },
  '& .app-preview-wrapper': { overflowX: 'auto' },
  '& table': { display: 'table', width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
  '& tr': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
  '& tbody tr': { cursor: 'pointer' },
  '& tbody tr:hover': { bgcolor: 'action.hover' },
  [`& .${HEAD_CELL.split(' ')[1]}`]: {
    ...theme.typography.body2,
    lineHeight: theme.typography.pxToRem(24),
    fontWeight: theme.typography.fontWeightMedium,
    display: 'table-cell',
    verticalAlign: 'inherit',
    textAlign: 'left',
    padding: '6px 16px',
    color: 'text.primary',
    bgcolor: 'background.paper',
    borderBottom: (PLAIN_CELL_STYLES(theme)[`& .${PLAIN_CELL}`] as { borderBottom: string }).borderBottom,
  },
  '& .app-preview-sort': { display: 'inline-flex', alignItems: 'center' },
  // MUI's TableSortLabel: its arrow keeps its room when hidden (the column's width does not change with the sort).
  '& .app-preview-sort svg': { width: 18, height: 18, mx: 0.5, flexShrink: 0, fill: 'currentColor', opacity: 0 },
  '& .app-preview-sort[data-active="true"] svg': { opacity: 1 },
  '& .app-preview-box': { display: 'inline-block', width: 24 },
  [`& .${CHECKBOX_CELL}`]: { width: 40, padding: '0 8px', height: 42 },
  [`& .${MARK_CELL}`]: { width: '5.5rem', minWidth: '5.5rem', maxWidth: '5.5rem', px: 1 },
  [`& .${PLACEHOLDER}`]: { visibility: 'hidden' },
  '& .app-preview-link': { color: 'inherit', textDecoration: 'none' },
  '& .app-preview-link:hover': { textDecoration: 'underline' },
});

const NONE: string[] = [];

const LandingPreview = memo(({ rows, userId, banks, showPii, sort }: PreviewData) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const base = useHref('/applications');
  // With the menu closed (react-admin's store key) the list sits elsewhere: the app's own loading page shows.
  const [menuOpen] = useStore('sidebar.open', true);
  useLayoutEffect(() => {
    if (!menuOpen) landingPreview.end();
  }, [menuOpen]);
  const columns = useMemo(() => APPLICATION_COLUMNS.filter(column => showPii || !column.pii), [showPii]);
  // The columns the person chose, where the list reads them (components/listTools ListPrefsProvider,
  // under the list's DataTable storeKey), read once: the preview does not change them.
  const store = useStoreContext();
  const shown = useMemo(() => {
    const prefs = createPrefsStore(store, { userId, readOnly: true });
    const storeKey = columnsStoreKey(
      'applications',
      columns.map(column => column.id),
    );
    return visibleColumns(
      columns,
      prefs.getItem<string[]>(storeKey, NONE) ?? NONE,
      prefs.getItem<number[]>(`${storeKey}_columnRanks`),
    );
  }, [store, userId, columns]);
  const context = useMemo(
    () => ({ translate, bankName: (value: BankValue) => bankName(value, banks) }),
    [translate, banks],
  );
  // A row opens its application, as the list's rows do (the link in its Start Time cell too).
  const open = useCallback(
    (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const id = (event.target as Element).closest('tr')?.getAttribute('data-id');
      if (!id) return;
      event.preventDefault();
      navigate(`/applications/${id}/show`);
    },
    [navigate],
  );
  if (!menuOpen) return null;
  return (
    <Box sx={PREVIEW_SX} aria-busy="true">
      <AppBar color="primary" className="RaAppBar-appBar">
        <Toolbar disableGutters variant="dense" sx={{ px: 1 }}>
          <Box sx={{ width: 40, height: 40, p: 1, mr: '5px', display: 'flex' }} aria-hidden>
            <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" style={{ transform: 'rotate(180deg)' }}>
              <path d={MENU_ICON} />
            </svg>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2, flexShrink: 0 }}>
            <ProductMark />
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {config.productName}
            </Typography>
          </Box>
          <Typography variant="h6" component="div" noWrap>
            {translate('resources.applications.name', { smart_count: 2 })}
          </Typography>
        </Toolbar>
      </AppBar>
      <div className="app-preview-frame">
        <div className="app-preview-menu" />
        <div className="app-preview-content">
          <div className="app-preview-toolbar" />
          <Card>
            <div className="app-preview-wrapper">
              <table className="MuiTable-root RaDataTable-table">
                <thead>
                  <tr className="MuiTableRow-root MuiTableRow-head">
                    <th className={`${HEAD_CELL} ${CHECKBOX_CELL}`} scope="col">
                      <span className="app-preview-box" />
                    </th>
                    <th className={`${HEAD_CELL} ${MARK_CELL}`} scope="col">
                      {translate('app.polling.mark.column')}
                    </th>
                    {shown.map(column => (
                      <th key={column.id} className={HEAD_CELL} scope="col" style={cellStyles[column.id]}>
                        {SORTABLE.has(column.id) ? (
                          <span className="app-preview-sort" data-active={sort?.field === column.id}>
                            <span>{translate(column.label)}</span>
                            <svg
                              viewBox="0 0 24 24"
                              aria-hidden
                              style={sort?.order === 'ASC' ? { transform: 'rotate(180deg)' } : undefined}
                            >
                              <path d={SORT_ICON} />
                            </svg>
                          </span>
                        ) : (
                          translate(column.label)
                        )}
                      </th>
                    ))}
                    <th className={HEAD_CELL} scope="col">
                      {translate('app.watch.column')}
                    </th>
                  </tr>
                </thead>
                <tbody onClick={open}>
                  {rows.map(row => (
                    <PreviewRow key={row.id} row={row} columns={shown} context={context} base={base} />
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        </div>
      </div>
    </Box>
  );
});
LandingPreview.displayName = 'LandingPreview';

interface PreviewRowProps {
  row: Application;
  columns: readonly ListColumn<Application>[];
  context: Parameters<NonNullable<ListColumn<Application>['value']>>[1];
  base: string;
}

const PreviewRow = ({ row, columns, context, base }: PreviewRowProps) => (
  <tr className="MuiTableRow-root RaDataTable-row" data-id={row.id}>
    <td className={`${BODY_CELL} ${CHECKBOX_CELL}`}>
      <span className="app-preview-box" />
    </td>
    <td className={`${BODY_CELL} ${MARK_CELL}`} />
    {columns.map(column => {
      const render = renderers[column.id];
      const style = cellStyles[column.id];
      if (column.id === 'timestamp')
        return (
          <th key={column.id} className={BODY_CELL} scope="row" style={style}>
            <a className="app-preview-link" href={`${base}/${row.id}/show`}>
              {render?.(row)}
            </a>
          </th>
        );
      if (column.id === 'resources.applications.fields.reanalyse')
        return (
          <td key={column.id} className={BODY_CELL}>
            <span className={`${ROW_BUTTON} ${PLACEHOLDER}`} aria-hidden>
              {context.translate('resources.applications.reanalyse.button')}
            </span>
          </td>
        );
      return (
        <td key={column.id} className={BODY_CELL} style={style}>
          {render ? render(row) : column.value?.(row, context)}
        </td>
      );
    })}
    <td className={BODY_CELL} />
  </tr>
);
