import { memo, useCallback, useLayoutEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import { AppBar, Box, Card, Toolbar, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import {
  useStore,
  useStoreContext,
  useTranslate,
  type GetListParams,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { bankName, type BankValue } from '../lib/bankName';
import { visibleColumns } from '../components/listTools/visibleColumns';
import { MUI_BODY_CELL, PLAIN_CELL, PLAIN_CELL_STYLES } from '../components/plainCellStyles';
import { listTools } from '../i18n/screens/listTools';
import { ProductMark } from '../layout/ProductMark';
import { columnsStoreKey, createPrefsStore } from '../lib/listPrefs';
import {
  landingPreview,
  seenTops,
  type LandingAnswers,
  type ListPreview,
  type PreviewColumn,
  type PreviewContext,
} from '../lib/landingPreview';
import { fromDrfPage, isDrfPage, pageLocally, toRecord } from '../providers/drf';
import type { AppIdentity } from '../providers/authProvider';
import type { HttpResponse } from '../providers/http';
import { i18nProvider } from '../providers/i18nProvider';
import { Level } from '../types';
import { config } from '../config';
import { authProvider } from './base';

/**
 * A list's first page drawn before the signed-in app has loaded (docs/performance.md, "The
 * landing preview"; lib/landingPreview.ts): the top bar, the menu's place, the list's card and its
 * table with the rows the entry asked for, in the markup, classes and sizes the list will draw
 * them with, so that the list takes over in place. What the table holds is the list's own
 * description (`resources/<name>/preview.tsx`, a ListPreview). What cannot work yet is not drawn:
 * the menu, the toolbar, the filters, the row checkboxes and buttons (their cells keep their
 * width). A click on a row goes where the list's rows go.
 *
 * Not drawn at all (the app's own loading page shows) where the list would not be a table with
 * the menu beside it: a window narrower than the docked menu's breakpoint, a menu the user closed,
 * an empty first page, a failed answer, a user who must sign up first.
 */

/**
 * Where list `name`'s table starts below the top bar (its toolbar's height), for this window
 * width, as last seen: the preview leaves that room above its rows. The toolbar wraps by width
 * (and by what it holds), so a width not seen yet gets the common desktop's (`fallback`). Here,
 * not beside rememberListTop: the entry carries that one, the preview alone reads this.
 */
const listTopFor = (name: string, width: number, fallback: number): number => {
  try {
    const seen = seenTops()[name];
    return seen && seen.width === width && typeof seen.top === 'number' && seen.top > 0 && seen.top < 1000
      ? seen.top
      : fallback;
  } catch {
    return fallback;
  }
};

/** What the rows need beyond the page: the bank names, who is looking, how the page is sorted. */
interface PreviewData {
  name: string;
  spec: ListPreview;
  rows: RaRecord[];
  /** Whose column choices apply (lib/listPrefs keeps them per user). */
  userId: Identifier;
  banks: ReadonlyMap<string, string>;
  showPii: boolean;
  staff: boolean;
  sort: GetListParams['sort'];
}

/** The narrowest window where the list sits beside the docked menu as measured here (MUI's `md`). */
const DOCKED_MENU = '(min-width: 900px)';

/**
 * The first page's rows, read as the dataProvider reads them: a DRF page as the server sorted it,
 * or a whole list (an endpoint without pages, or a bare list) sorted and paged on this side. None
 * when a whole list comes in pages (`next`): the dataProvider reads them all, the app shows them.
 */
const rowsOf = (answer: HttpResponse<unknown>, { landing, params }: LandingAnswers): RaRecord[] => {
  const { json } = answer;
  const whole = landing.endpoint.pagination === 'none';
  if (isDrfPage<Record<string, unknown>>(json) && !whole) return fromDrfPage<RaRecord>(json, landing.endpoint).data;
  if (isDrfPage<Record<string, unknown>>(json) && json.next) return [];
  const rows = isDrfPage<Record<string, unknown>>(json)
    ? json.results
    : Array.isArray(json)
      ? (json as Record<string, unknown>[])
      : [];
  return pageLocally(
    rows.map(row => toRecord<RaRecord>(row, landing.endpoint)),
    params,
  ).data;
};

/** Bank names by id from GET banks' first answer (a list, or a page of one), as components/BankName reads them. */
const banksOf = (answer: HttpResponse<unknown> | null): ReadonlyMap<string, string> => {
  const json = answer?.json;
  const rows = Array.isArray(json) ? json : isDrfPage<Record<string, unknown>>(json) ? json.results : [];
  return new Map(
    (rows as { id?: unknown; name?: unknown }[])
      .filter(bank => bank && bank.id != null)
      .map(bank => [String(bank.id), String(bank.name ?? '')]),
  );
};

/**
 * Waits for the answers the entry asked for, the list's description and the identity, then draws
 * the rows; ends the preview instead when there is nothing to draw or anything failed (the app
 * then shows its own).
 */
export const prepareLandingPreview = async (answers: LandingAnswers, spec: ListPreview): Promise<void> => {
  try {
    if (!window.matchMedia(DOCKED_MENU).matches) {
      landingPreview.end();
      return;
    }
    const [list, banks, identity] = await Promise.all([answers.list, answers.banks, authProvider.getIdentity?.()]);
    const rows = rowsOf(list, answers);
    const who = identity as AppIdentity | undefined;
    // A staff list asked for on this browser's word (knownLevel) is drawn only if the identity agrees.
    if (!rows.length || !who || who.needsSignup || who.level < (answers.landing.level ?? Level.NONE)) {
      landingPreview.end();
      return;
    }
    // The words the rows use; the signed-in app adds the same messages again when it starts.
    for (const messages of spec.messages) i18nProvider.addMessages(messages);
    i18nProvider.addMessages(listTools);
    const { name } = answers.landing;
    landingPreview.show(
      <LandingPreview
        name={name}
        spec={spec}
        rows={rows}
        userId={who.id}
        banks={banksOf(banks)}
        showPii={!!who.show_pii}
        staff={who.level >= Level.STAFF}
        sort={answers.params.sort}
      />,
      name,
    );
  } catch {
    landingPreview.end();
  }
};

const HEAD_CELL = 'MuiTableCell-root MuiTableCell-head MuiTableCell-sizeSmall RaDataTable-headerCell';
const BODY_CELL = `${PLAIN_CELL} ${MUI_BODY_CELL} RaDataTable-rowCell`;
const NUMERIC_CELL = 'app-preview-numeric';
const CHECKBOX_CELL = 'app-preview-checkbox';
const MARK_CELL = 'app-preview-mark';

const SORT_ICON = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';
const MENU_ICON = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';

const previewSx = (name: string, spec: ListPreview) => (theme: Theme) => ({
  // The list's cells, as its table styles them, then the list's own rules; the rules below win over them.
  ...PLAIN_CELL_STYLES(theme),
  ...spec.styles,
  minHeight: '100vh',
  bgcolor: 'background.default',
  '& .app-preview-frame': { display: 'flex', mt: 6 },
  // react-admin's docked sidebar (theme.sidebar.width), empty until the menu comes.
  '& .app-preview-menu': { flex: '0 0 auto', width: 35 * 8 },
  '& .app-preview-content': { flex: '1 1 0', minWidth: 0, px: 1 },
  // The list's toolbar (its actions above its filters), drawn with the list: its height as last
  // seen at this width, else at a common desktop's.
  '& .app-preview-toolbar': { height: listTopFor(name, window.innerWidth, spec.toolbarHeight) },
  '& .app-preview-wrapper': { overflowX: 'auto' },
  '& table': { display: 'table', width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
  '& tr': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
  '& tbody[data-opens="true"] tr': { cursor: 'pointer' },
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
  // DataTable.NumberCol: right-aligned, its header's arrow before the text (MUI's row-reverse).
  [`& .${NUMERIC_CELL}`]: { textAlign: 'right' },
  [`& .${NUMERIC_CELL} .app-preview-sort`]: { flexDirection: 'row-reverse' },
  // MUI's TableSortLabel, a ButtonBase: inline-flex, vertically in the middle of its line.
  '& .app-preview-sort': { display: 'inline-flex', alignItems: 'center', verticalAlign: 'middle' },
  // MUI's TableSortLabel: its arrow keeps its room when hidden (the column's width does not change with the sort).
  '& .app-preview-sort svg': { width: 18, height: 18, mx: 0.5, flexShrink: 0, fill: 'currentColor', opacity: 0 },
  '& .app-preview-sort[data-active="true"] svg': { opacity: 1 },
  '& .app-preview-box': { display: 'inline-block', width: 24 },
  [`& .${CHECKBOX_CELL}`]: { width: 40, padding: '0 8px', height: 42 },
  [`& .${MARK_CELL}`]: { width: '5.5rem', minWidth: '5.5rem', maxWidth: '5.5rem', px: 1 },
  // A copy of a control that comes with the list, kept out of sight: it holds the control's room.
  '& .app-preview-placeholder': { visibility: 'hidden' },
  '& .app-preview-link': { color: 'inherit', textDecoration: 'none' },
  '& .app-preview-link:hover': { textDecoration: 'underline' },
});

const NONE: string[] = [];

const LandingPreview = memo(({ name, spec, rows, userId, banks, showPii, staff, sort }: PreviewData) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // With the menu closed (react-admin's store key) the list sits elsewhere: the app's own loading page shows.
  const [menuOpen] = useStore('sidebar.open', true);
  useLayoutEffect(() => {
    if (!menuOpen) landingPreview.end();
  }, [menuOpen]);
  const columns = useMemo(
    () => spec.columns.filter(column => (showPii || !column.pii) && (staff || !column.staffOnly)),
    [spec, showPii, staff],
  );
  // The columns the person chose, where the list reads them (components/listTools ListPrefsProvider,
  // under the list's DataTable storeKey), read once: the preview does not change them.
  const store = useStoreContext();
  const shown = useMemo(() => {
    if (!spec.chooser) return columns;
    const prefs = createPrefsStore(store, { userId, readOnly: true });
    const storeKey = columnsStoreKey(
      spec.chooser,
      columns.map(column => column.id),
    );
    return visibleColumns(
      columns,
      prefs.getItem<string[]>(storeKey, NONE) ?? NONE,
      prefs.getItem<number[]>(`${storeKey}_columnRanks`),
    );
  }, [spec, store, userId, columns]);
  const context = useMemo<PreviewContext>(
    () => ({
      translate,
      staff,
      bankName: (value: BankValue) => bankName(value, banks),
    }),
    [translate, staff, banks],
  );
  const byId = useMemo(() => new Map(rows.map(row => [String(row.id), row])), [rows]);
  // A row opens what the list's rows open; a link in a cell (PreviewLink) where it leads, both
  // inside the app. A click that asks for a new tab or window is the browser's.
  const open = useCallback(
    (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target as Element;
      const link = target.closest<HTMLElement>('a[data-to]')?.dataset.to;
      const row = byId.get(target.closest('tr')?.getAttribute('data-id') ?? '');
      const path = link ?? (row && spec.open?.(row));
      if (!path) return;
      event.preventDefault();
      navigate(path);
    },
    [navigate, byId, spec],
  );
  const sx = useMemo(() => previewSx(name, spec), [name, spec]);
  if (!menuOpen) return null;
  return (
    <Box sx={sx} aria-busy="true">
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
            {translate(spec.title, { smart_count: 2 })}
          </Typography>
        </Toolbar>
      </AppBar>
      <div className="app-preview-frame">
        <div className="app-preview-menu" />
        <div className="app-preview-content">
          <div className="app-preview-toolbar" />
          <Card>
            {spec.above?.(context)}
            <div className="app-preview-wrapper">
              <table className="MuiTable-root RaDataTable-table">
                <thead>
                  <tr className="MuiTableRow-root MuiTableRow-head">
                    {spec.checkbox && (
                      <th className={`${HEAD_CELL} ${CHECKBOX_CELL}`} scope="col">
                        <span className="app-preview-box" />
                      </th>
                    )}
                    {spec.mark && (
                      <th className={`${HEAD_CELL} ${MARK_CELL}`} scope="col">
                        {translate('app.polling.mark.column')}
                      </th>
                    )}
                    {shown.map(column => (
                      <HeadCell key={column.id} column={column} sort={sort} />
                    ))}
                    {spec.watch && (
                      <th className={HEAD_CELL} scope="col">
                        {translate('app.watch.column')}
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody onClick={open} data-opens={!!spec.open}>
                  {rows.map(row => (
                    <PreviewRow key={row.id} row={row} spec={spec} columns={shown} context={context} />
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

const HeadCell = ({ column, sort }: { column: PreviewColumn; sort: GetListParams['sort'] }) => {
  const translate = useTranslate();
  const className = column.numeric ? `${HEAD_CELL} ${NUMERIC_CELL}` : HEAD_CELL;
  return (
    <th className={className} scope="col" style={column.style}>
      {column.sortable ? (
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
  );
};

/** DataTable.NumberCol's NumberField: a number in the locale's format, in a span of its own. */
const NumberText = ({ value }: { value: ReactNode }) => (
  <span>{typeof value === 'number' ? value.toLocaleString() : value}</span>
);

interface PreviewRowProps {
  row: RaRecord;
  spec: ListPreview;
  columns: readonly PreviewColumn[];
  context: PreviewContext;
}

const PreviewRow = ({ row, spec, columns, context }: PreviewRowProps) => (
  <tr className="MuiTableRow-root RaDataTable-row" data-id={row.id}>
    {spec.checkbox && (
      <td className={`${BODY_CELL} ${CHECKBOX_CELL}`}>
        <span className="app-preview-box" />
      </td>
    )}
    {spec.mark && <td className={`${BODY_CELL} ${MARK_CELL}`} />}
    {columns.map(column => {
      const Cell = column.rowHeader ? 'th' : 'td';
      return (
        <Cell
          key={column.id}
          className={column.numeric ? `${BODY_CELL} ${NUMERIC_CELL}` : BODY_CELL}
          scope={column.rowHeader ? 'row' : undefined}
          style={column.style}
        >
          {column.cell ? (
            column.cell(row, context)
          ) : column.numeric ? (
            <NumberText value={column.text?.(row, context)} />
          ) : (
            column.text?.(row, context)
          )}
        </Cell>
      );
    })}
    {spec.watch && <td className={BODY_CELL} />}
  </tr>
);
