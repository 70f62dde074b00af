import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { ButtonBase, Link as MuiLink } from '@mui/material';
import {
  DataTable,
  DataTableCell,
  Link,
  useDataTableRenderContext,
  useDataTableStoreContext,
  useRecordContext,
  useStore,
  type DataTableColumnProps,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { visuallyHidden } from '../lib/visuallyHidden';
import { useRowNavigation, type RowNavigation } from './StableRows';
import { PlainCell, usePlainCell, valueAt } from './PlainCell';

// DataTable.Col's props leave out `component`; its cell passes it on to MUI's TableCell, which then
// renders a <th scope="row">. The cast only adds that prop, which the type forgot.
const ROW_HEADER = { component: 'th', scope: 'row' } as Omit<DataTableColumnProps, 'ref'>;

/**
 * A react-admin DataTable column whose body cells are row headers (<th scope="row">: the value
 * names its row for a screen reader, as a bank's name or an account does); its header cell stays a
 * column header, sortable as any DataTable.Col.
 */
export const RowHeaderCol = <R extends RaRecord = RaRecord>(props: Omit<DataTableColumnProps<R>, 'ref'>) => {
  // The column's own props, typed for any record: DataTable's cells take the generic props.
  const cellProps = props as unknown as Omit<DataTableColumnProps, 'ref'>;
  const plain = usePlainCell(cellProps);
  const context = useDataTableRenderContext();
  if (context === 'data' && plain) return <PlainCell {...cellProps} component="th" scope="row" />;
  return context === 'data' ? <DataTableCell {...cellProps} {...ROW_HEADER} /> : <DataTable.Col {...cellProps} />;
};

/** The class of the row link's visually hidden name. */
const HIDDEN_NAME = 'row-link-name';

/** The attribute that marks a row's link, for the list's keyboard (components/shortcuts ListKeyboard). */
export const ROW_LINK_ATTRIBUTE = 'data-row-link';

// The link reads as the row's text did (no link colour across a table), underlined on hover, and
// shows where the keyboard is with an outline.
const ROW_LINK_SX = {
  color: 'inherit',
  // The link holds its visually hidden name (absolutely placed): placed against the link, it stays
  // inside a table that scrolls in its own area (ScrollArea) and never widens the page on a phone.
  position: 'relative',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 0.5 },
  // A class rather than a Box of its own: one styled element less in each of a hundred rows.
  [`& .${HIDDEN_NAME}`]: visuallyHidden,
} as const;

// The row's own click (react-admin's rowClick) must not also run for a click on the link: a plain
// click is the link's (react-router), and a middle or Ctrl/Cmd/Shift click is the browser's (a new
// tab or window), which the row would otherwise follow in this tab too.
const keepClickToLink = (event: MouseEvent) => event.stopPropagation();

/** A click the app follows itself, as react-router's links do: the main button, no modifier key. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * The row link inside a table drawn with StableBody: the same `<a href>`, following the click
 * through the body's navigation, so that it does not render again when the address changes.
 */
const StableRowLink = ({
  navigation,
  to,
  children,
  ...props
}: {
  navigation: RowNavigation;
  to: string;
  children: ReactNode;
  'data-record-id'?: Identifier;
}) => (
  <MuiLink
    href={navigation.hrefOf(to)}
    underline="hover"
    sx={ROW_LINK_SX}
    onClick={(event: MouseEvent) => {
      keepClickToLink(event);
      if (event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      void navigation.navigate(to);
    }}
    {...props}
    {...{ [ROW_LINK_ATTRIBUTE]: '' }}
  >
    {children}
  </MuiLink>
);

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
}) => {
  const navigation = useRowNavigation();
  const content = (
    <>
      <span className={HIDDEN_NAME}>{`${name}, `}</span>
      {children}
    </>
  );
  return navigation ? (
    <StableRowLink navigation={navigation} to={to} data-record-id={recordId}>
      {content}
    </StableRowLink>
  ) : (
    <Link
      to={to}
      underline="hover"
      sx={ROW_LINK_SX}
      onClick={keepClickToLink}
      data-record-id={recordId}
      {...{ [ROW_LINK_ATTRIBUTE]: '' }}
    >
      {content}
    </Link>
  );
};

// A row's button reads as the cell's text, left-aligned, with the same focus outline as a row link.
const ROW_BUTTON_SX = {
  ...ROW_LINK_SX,
  font: 'inherit',
  textAlign: 'left',
  '&:hover': { textDecoration: 'underline' },
} as const;

/**
 * The button that opens a row where the row opens a dialog, not a page (Bank Modules' edit
 * dialog): a dialog has no address, so no link and no new tab, but Tab reaches it, Enter and Space
 * open it, and the list's j/k move to it as to a row link. Its name is its text (the bank's name).
 */
export const RowButton = ({
  onClick,
  recordId,
  children,
}: {
  onClick: () => void;
  /** The row's record, for the list's x (select this row). */
  recordId?: Identifier;
  children: ReactNode;
}) => (
  <ButtonBase
    sx={ROW_BUTTON_SX}
    aria-haspopup="dialog"
    onClick={(event: MouseEvent) => {
      keepClickToLink(event);
      onClick();
    }}
    data-record-id={recordId}
    {...{ [ROW_LINK_ATTRIBUTE]: '' }}
  >
    {children}
  </ButtonBase>
);

/**
 * The link column of a table stays shown: the column chooser does not list it, and a choice stored
 * before that hid it (react-admin's DataTable store) is dropped, or the rows would lose their link.
 */
const KeepShown = ({ id }: { id: string }) => {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden, setHidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const isHidden = hidden.includes(id);
  useEffect(() => {
    if (isHidden) setHidden(hidden.filter(column => column !== id));
  }, [isHidden, hidden, id, setHidden]);
  return null;
};

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
  const raw: unknown = source ? valueAt(record, source) : undefined;
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
 * only). The table keeps its `rowClick` for a click anywhere else on the row. The column is never
 * hidden (KeepShown).
 */
export const RowLinkCol = <R extends RaRecord>({ to, name, ...props }: RowLinkColProps<R>) => {
  const context = useDataTableRenderContext();
  // The column's own props, typed for any record: DataTable's cells take the generic props.
  const cellProps = props as unknown as Omit<DataTableColumnProps, 'ref'>;
  // Inside StableBody, a plain <th> (PlainCell) unless the column brings emotion styles.
  const plain = usePlainCell(cellProps);
  // The chooser lists no link column: hiding it would leave the rows without their link.
  if (context === 'columnsSelector') return null;
  const id = props.source ?? (typeof props.label === 'string' ? props.label : undefined);
  const content = <RowLinkContent to={to} name={name} render={props.render} source={props.source} />;
  if (context === 'data' && plain)
    return (
      <PlainCell {...cellProps} component="th" scope="row">
        {content}
      </PlainCell>
    );
  return context === 'data' ? (
    <DataTableCell {...cellProps} {...ROW_HEADER}>
      {content}
    </DataTableCell>
  ) : (
    <>
      {context === 'header' && id && <KeepShown id={id} />}
      <DataTable.Col {...cellProps} />
    </>
  );
};
