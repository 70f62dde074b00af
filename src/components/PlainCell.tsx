import {
  Children,
  createContext,
  createElement,
  isValidElement,
  memo,
  useContext,
  type CSSProperties,
  type ElementType,
  type ReactNode,
} from 'react';
import { DataTable, DataTableClasses, useRecordContext, type DataTableColumnProps, type RaRecord } from 'react-admin';
import { MUI_BODY_CELL, PLAIN_CELL } from './plainCellStyles';

export { PLAIN_CELL, PLAIN_CELL_STYLES } from './plainCellStyles';

/**
 * A table's body cell as a native `<td>` (or `<th scope="row">`) with MUI's classes, drawn by one
 * rule set the table carries (PLAIN_CELL_STYLES), instead of react-admin's DataTableCell: that is
 * two styled components (RaDataTableCell around MUI's TableCell), each serialising its styles with
 * emotion, and a store read for the hidden columns, in every one of a hundred rows' fifteen cells:
 * the largest part of the 100-row paint and of a sort's or a filter's redraw (docs/performance.md,
 * "The 100-row paint"). What a column shows is worked out as react-admin's cell does it: its
 * children, else `render(record)`, else its `field`, else the record's `source` as text.
 *
 * A column whose `sx` a style can say (`{ whiteSpace: 'nowrap' }`, a width) gets it inline; one with
 * `cellSx` or other styles only emotion draws (theme spacing, palette colours, nested rules) keeps
 * react-admin's cell.
 */

/** The columns the person hid with the column chooser, read once by the table's body (StableBody). */
export const HiddenColumnsContext = createContext<readonly string[] | null>(null);

type CellProps = Omit<DataTableColumnProps, 'ref'> & { component?: ElementType; scope?: string };

/** A record's value at a dotted path ("vendor.name"), as react-admin's cell reads `source`. */
export const valueAt = (record: RaRecord | undefined, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]), record);

/** One body cell, plain (see above). Renders nothing for a hidden column, as react-admin's cell does. */
export const PlainCell = memo(
  ({
    source,
    label,
    render,
    field,
    children,
    className,
    cellClassName,
    component = 'td',
    // A header's and a sort's props: not a body cell's.
    headerClassName: _header,
    disableSort: _disableSort,
    sortByOrder: _sortByOrder,
    cellSx: _cellSx,
    sx,
    ...rest
  }: CellProps) => {
    const hidden = useContext(HiddenColumnsContext);
    const record = useRecordContext();
    if (hidden?.includes(source ?? (label as string))) return null;
    let content: ReactNode;
    if (children !== undefined) content = children;
    else if (render) content = record ? render(record) : null;
    else if (field) content = createElement(field, { source });
    else {
      const value = source ? valueAt(record, source) : undefined;
      content = value != null ? String(value) : null;
    }
    const classes = [PLAIN_CELL, MUI_BODY_CELL, DataTableClasses.rowCell, className, cellClassName, `column-${source}`]
      .filter(Boolean)
      .join(' ');
    const style = sx ? (inlineStyleOf(sx) ?? undefined) : undefined;
    return createElement(component, { className: classes, style, ...rest }, content);
  },
);
PlainCell.displayName = 'PlainCell';

/**
 * The CSS properties a column's `sx` may set for its cells to stay plain, written inline: their sx
 * value means the same as a style's (a number is pixels; MUI reads a sizing number up to 1 as a
 * fraction, which is left to react-admin's cell).
 */
const INLINE = new Set([
  'whiteSpace',
  'minWidth',
  'maxWidth',
  'width',
  'fontFamily',
  'textAlign',
  'wordBreak',
  'verticalAlign',
]);
const SIZES = new Set(['minWidth', 'maxWidth', 'width']);
const inlineStyles = new WeakMap<object, CSSProperties | null>();

/** A column's `sx` as an inline style, or null when it holds anything only emotion draws. */
export const inlineStyleOf = (sx: unknown): CSSProperties | null => {
  if (!sx || typeof sx !== 'object' || Array.isArray(sx)) return null;
  const known = inlineStyles.get(sx);
  if (known !== undefined) return known;
  const entries = Object.entries(sx);
  const plain = entries.every(
    ([key, value]) =>
      INLINE.has(key) &&
      (typeof value === 'string' || (typeof value === 'number' && (!SIZES.has(key) || value === 0 || value > 1))),
  );
  const style = plain ? (Object.fromEntries(entries) as CSSProperties) : null;
  inlineStyles.set(sx, style);
  return style;
};

/** Whether a column's cells can be plain: no `cellSx`, and an `sx` (if any) that a style can say. */
export const canBePlain = (props: CellProps) => !props.cellSx && (!props.sx || inlineStyleOf(props.sx) !== null);

/** Whether a column's cells are drawn plain here: inside StableBody, and the column can be. */
export const usePlainCell = (props: CellProps) => useContext(HiddenColumnsContext) !== null && canBePlain(props);

/**
 * A row's cells: each DataTable.Col that can be plain as a PlainCell, every other child (a column
 * of another kind, a row header column that draws its own) as it is.
 */
export const plainCells = (children: ReactNode): ReactNode =>
  Children.map(children, child =>
    isValidElement<CellProps>(child) && child.type === DataTable.Col && canBePlain(child.props) ? (
      <PlainCell {...child.props} />
    ) : (
      child
    ),
  );
