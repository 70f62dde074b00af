import {
  cloneElement,
  createContext,
  forwardRef,
  isValidElement,
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type ContextType,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { TableCell, TableRow, type SxProps, type TableRowProps, type Theme } from '@mui/material';
import {
  DataTableBody,
  DataTableCallbacksContext,
  DataTableClasses,
  DataTableRow,
  SelectRowCheckbox,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableStoreContext,
  useGetPathForRecordCallback,
  useNavigate,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  useStore,
  type DataTableBodyProps,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useHref } from 'react-router-dom';
import { HiddenColumnsContext, PLAIN_CELL_STYLES, plainCells } from './PlainCell';

type Callbacks = ContextType<typeof DataTableCallbacksContext>;
type RowClick = NonNullable<Callbacks['rowClick']>;
type Navigate = ReturnType<typeof useNavigate>;

/**
 * What a row needs from the address, without reading the address: react-admin's rows and
 * react-router's links read it, so every one of a hundred rows rendered again on each sort, filter
 * or page change, twice, before the list's request could leave (docs/performance.md, "After the
 * first paint"). The table's body reads it once and hands the rows this, which changes only when
 * the app's base path does.
 */
export interface RowNavigation {
  navigate: Navigate;
  /** The href of an app path (with the router's base path), as a react-router link would write it. */
  hrefOf: (path: string) => string;
}

const RowNavigationContext = createContext<RowNavigation | null>(null);

/** The rows' navigation, inside a table drawn with StableBody (null elsewhere). */
export const useRowNavigation = () => useContext(RowNavigationContext);

/**
 * The table's callbacks (sort, select, row click) as functions that keep their identity: react-admin
 * makes new ones whenever the sort or the rows change, and every row reads them. Each one calls
 * the latest when it runs; a callback given or not stays so, and the ones a row reads while it
 * renders (isRowSelectable, isRowExpandable, a row click that is not a function) are passed as they
 * are, so that a change of them still redraws the rows.
 */
const useStableCallbacks = (callbacks: Callbacks): Callbacks => {
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  const { handleSort, handleToggleItem, onSelect, isRowExpandable, isRowSelectable, rowClick } = callbacks;
  const sorts = !!handleSort;
  const toggles = !!handleToggleItem;
  const selects = !!onSelect;
  // A row click function is called through the latest one; a path ('show', 'edit') or false is kept.
  const click = typeof rowClick === 'function' ? 'function' : rowClick;
  return useMemo(
    () => ({
      handleSort: sorts ? (event: unknown) => latest.current.handleSort?.(event) : undefined,
      handleToggleItem: toggles
        ? (id: Identifier, event: unknown) => latest.current.handleToggleItem?.(id, event)
        : undefined,
      onSelect: selects ? (ids: Identifier[]) => latest.current.onSelect?.(ids) : undefined,
      isRowExpandable,
      isRowSelectable,
      rowClick:
        click === 'function'
          ? (id: Identifier, resource: string, record: RaRecord) =>
              (latest.current.rowClick as Extract<RowClick, (...args: never[]) => unknown>)(id, resource, record)
          : click,
    }),
    [sorts, toggles, selects, isRowExpandable, isRowSelectable, click],
  );
};

const isPromise = (value: unknown): value is Promise<unknown> =>
  !!value && typeof (value as Promise<unknown>).then === 'function';

/**
 * react-admin's DataTableRow (same classes, row click, selection checkbox), without the address:
 * it navigates through the body's RowNavigation. Its columns' cells are plain (PlainCell).
 * Expandable tables keep react-admin's row.
 */
const StableRow = memo(
  forwardRef<HTMLTableRowElement, TableRowProps>(({ children, className, ...rest }, ref) => {
    const { hasBulkActions = false, hover = true } = useDataTableConfigContext();
    const { handleToggleItem, isRowSelectable, rowClick } = useDataTableCallbacksContext();
    const record = useRecordContext();
    const resource = useResourceContext();
    const definition = useResourceDefinition();
    const navigation = useRowNavigation();
    const getPathForRecord = useGetPathForRecordCallback();
    const selectable = !!record && (!isRowSelectable || isRowSelectable(record));
    const handleClick = useCallback(
      async (event: MouseEvent<HTMLTableRowElement>) => {
        if (!record || !resource) return;
        const target = typeof rowClick === 'function' ? rowClick(record.id, resource, record) : rowClick;
        const link = isPromise(target) ? await target : target;
        if (link === 'toggleSelection') {
          if (selectable && handleToggleItem) {
            handleToggleItem(record.id, event);
            event.stopPropagation();
          }
          return;
        }
        const path = await getPathForRecord({ record, resource, link: link as string | false | undefined });
        if (path === false || path == null) return;
        navigation?.navigate(path, { state: { _scrollToTop: true } });
      },
      [record, resource, rowClick, selectable, handleToggleItem, getPathForRecord, navigation],
    );
    if (!record) throw new Error('StableRow renders inside a DataTable body');
    const classes = [
      className,
      selectable && DataTableClasses.selectable,
      (rowClick ?? (definition.hasShow || definition.hasEdit)) && DataTableClasses.clickableRow,
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <TableRow ref={ref} className={classes} hover={hover} onClick={handleClick} {...rest}>
        {hasBulkActions && handleToggleItem && (
          <TableCell padding="checkbox">
            <SelectRowCheckbox />
          </TableCell>
        )}
        {plainCells(children)}
      </TableRow>
    );
  }),
);
StableRow.displayName = 'StableRow';

/**
 * A DataTable body whose rows render again only when their own record, classes or the table's
 * columns change, not on every sort, filter or page change of the list (the `body` of react-admin's
 * DataTable; see RowNavigation). A table with expandable rows keeps react-admin's rows.
 */
export const StableBody = memo(
  forwardRef<HTMLTableSectionElement, DataTableBodyProps>((props, ref) => {
    const callbacks = useStableCallbacks(useDataTableCallbacksContext());
    const { expand } = useDataTableConfigContext();
    const navigate = useNavigate();
    // The router's base path, as react-router's links prefix it ('/' without one).
    const base = useHref('/');
    // The hidden columns, read once for the rows' plain cells (react-admin's cell reads them each).
    const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
    const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
    const navigation = useMemo<RowNavigation>(() => {
      const prefix = base.endsWith('/') ? base.slice(0, -1) : base;
      return { navigate, hrefOf: path => `${prefix}${path}` };
    }, [navigate, base]);
    return (
      <RowNavigationContext.Provider value={navigation}>
        <DataTableCallbacksContext.Provider value={callbacks}>
          <HiddenColumnsContext.Provider value={expand ? null : hidden}>
            <DataTableBody ref={ref} row={expand ? DataTableRow : StableRow} {...props} />
          </HiddenColumnsContext.Provider>
        </DataTableCallbacksContext.Provider>
      </RowNavigationContext.Provider>
    );
  }),
);
StableBody.displayName = 'StableBody';

/**
 * A list's DataTable element drawn with StableBody, and the rule set of its plain cells added to its
 * `sx`, unless it brings a body of its own.
 */
export const withStableBody = (table: ReactElement): ReactElement => {
  if (!isValidElement<{ body?: unknown; sx?: SxProps<Theme> }>(table) || table.props.body) return table;
  const { sx } = table.props;
  return cloneElement(table as ReactElement<{ body?: unknown; sx?: SxProps<Theme> }>, {
    body: StableBody,
    sx: [PLAIN_CELL_STYLES, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])],
  });
};
