import type { MouseEvent, ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  DataTable,
  DataTableCell,
  Link,
  useDataTableRenderContext,
  useRecordContext,
  type DataTableColumnProps,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { visuallyHidden } from '../lib/visuallyHidden';

// DataTable.Col's props leave out `component`; its cell passes it on to MUI's TableCell, which then
// renders a <th scope="row">. The cast only adds that prop, which the type forgot.
const ROW_HEADER = { component: 'th', scope: 'row' } as Omit<DataTableColumnProps, 'ref'>;

/**
 * A react-admin DataTable column whose body cells are row headers (<th scope="row">: the value
 * names its row for a screen reader, as a bank's name or an account does); its header cell stays a
 * column header, sortable as any DataTable.Col.
 */
export const RowHeaderCol = (props: Omit<DataTableColumnProps, 'ref'>) =>
  useDataTableRenderContext() === 'data' ? <DataTableCell {...props} {...ROW_HEADER} /> : <DataTable.Col {...props} />;

/** The attribute that marks a row's link, for the list's keyboard (components/shortcuts ListKeyboard). */
export const ROW_LINK_ATTRIBUTE = 'data-row-link';

// The link reads as the row's text did (no link colour across a table), underlined on hover, and
// shows where the keyboard is with an outline.
const ROW_LINK_SX = {
  color: 'inherit',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 0.5 },
} as const;

// The row's own click (react-admin's rowClick) must not also run for a click on the link: a plain
// click is the link's (react-router), and a middle or Ctrl/Cmd/Shift click is the browser's (a new
// tab or window), which the row would otherwise follow in this tab too.
const keepClickToLink = (event: MouseEvent) => event.stopPropagation();

/**
 * The link that opens a row (docs/product.md#tables): a real `<a href>`, so Tab reaches it, Enter opens
 * it and a middle or Ctrl/Cmd click opens it in a new tab. Its name is the record's (`name`, such as
 * "Application 12000, Jane Citizen"), said before the cell's own text, which stays in the name for
 * people who speak the text they see.
 */
export const RowLink = ({
  to,
  name,
  recordId,
  children,
}: {
  to: string;
  name: string;
  /** The row's record, for the list's x (select this row). */
  recordId?: Identifier;
  children: ReactNode;
}) => (
  <Link
    to={to}
    underline="hover"
    sx={ROW_LINK_SX}
    onClick={keepClickToLink}
    data-record-id={recordId}
    {...{ [ROW_LINK_ATTRIBUTE]: '' }}
  >
    <Box component="span" sx={visuallyHidden}>
      {`${name}, `}
    </Box>
    {children}
  </Link>
);

export interface RowLinkColProps<R extends RaRecord> extends Omit<DataTableColumnProps<R>, 'ref' | 'children'> {
  /** The path the row opens (react-admin's `useCreatePath`, or a page's route); no link when false. */
  to: (record: R) => string | false;
  /** The record's name as a link's name ("Application 12000, Jane Citizen"). */
  name: (record: R) => string;
}

const RowLinkContent = <R extends RaRecord>({
  to,
  name,
  render,
  source,
}: Pick<RowLinkColProps<R>, 'to' | 'name' | 'render' | 'source'>) => {
  const record = useRecordContext<R>();
  if (!record) return null;
  const raw: unknown = source
    ? source.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record)
    : undefined;
  const text: ReactNode = render ? render(record) : raw == null ? null : String(raw);
  const path = to(record);
  return path === false ? (
    <>{text}</>
  ) : (
    <RowLink to={path} name={name(record)} recordId={record.id}>
      {text}
    </RowLink>
  );
};

/**
 * A row-header column whose cells hold the row's link (RowLink): the one way a table row that opens
 * something is reached from the keyboard and announced (react-admin's `rowClick` answers the mouse
 * only). The table keeps its `rowClick` for a click anywhere else on the row.
 */
export const RowLinkCol = <R extends RaRecord>({ to, name, ...props }: RowLinkColProps<R>) => {
  const context = useDataTableRenderContext();
  // The column's own props, typed for any record: DataTable's cells take the generic props.
  const cellProps = props as unknown as Omit<DataTableColumnProps, 'ref'>;
  return context === 'data' ? (
    <DataTableCell {...cellProps} {...ROW_HEADER}>
      <RowLinkContent to={to} name={name} render={props.render} source={props.source} />
    </DataTableCell>
  ) : (
    <DataTable.Col {...cellProps} />
  );
};
