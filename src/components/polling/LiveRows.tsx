import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useRef,
  useState,
  type Dispatch,
  type ReactElement,
  type ReactNode,
  type SetStateAction,
} from 'react';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Button, type SxProps, type Theme } from '@mui/material';
import { DataTable, useDataTableRenderContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { NO_MARKS, type MarkKind, type RowMarks } from '../../lib/rowMarks';

/**
 * What the polling of a live list tells its table (docs/product.md#tables, "See what changed"):
 * the rows a poll marked, and the new rows it holds back while the person reads lower down.
 */
export interface LiveRows {
  marks: RowMarks;
  /** New rows a poll found while the person was scrolled down, focused or selecting in the list: not shown yet. */
  held: number;
  /** Shows the held rows, at the top of the list, and scrolls there. */
  reveal: () => void;
}

const LiveRowsContext = createContext<LiveRows | null>(null);
const PublishContext = createContext<Dispatch<SetStateAction<LiveRows | null>> | null>(null);

/**
 * Around a list (AppList): lets the list's polling control, in the toolbar, tell the table below
 * which rows to mark. A list without polling publishes nothing and its table is unchanged.
 */
export const LiveRowsProvider = ({ children }: { children: ReactNode }) => {
  const [live, setLive] = useState<LiveRows | null>(null);
  return (
    <PublishContext.Provider value={setLive}>
      <LiveRowsContext.Provider value={live}>{children}</LiveRowsContext.Provider>
    </PublishContext.Provider>
  );
};

/** The polling's side: where usePolling publishes its marks (null outside a LiveRowsProvider). */
export const usePublishLiveRows = () => useContext(PublishContext);

/** The table's side: the marks of the list's polling, or null when the list does not poll. */
export const useLiveRows = () => useContext(LiveRowsContext);

// Non-text contrast of the border (3:1) holds on both themes' paper; the chip's text is the body
// text on paper, so its contrast is the body text's (AA) whatever the palette.
const MARK_COLOUR: Record<MarkKind, string> = { new: 'success.main', changed: 'info.main' };

const CHIP_SX = (kind: MarkKind) =>
  ({
    display: 'inline-block',
    px: 0.75,
    border: 1,
    borderColor: MARK_COLOUR[kind],
    borderRadius: 1,
    bgcolor: 'background.paper',
    color: 'text.primary',
    fontSize: '0.75rem',
    lineHeight: 1.25,
    fontWeight: 500,
    whiteSpace: 'nowrap',
  }) as const;

/** The "New" / "Changed" chip of a marked row (text, not colour only); nothing on other rows. */
export const RowMarkChip = ({ kind }: { kind?: MarkKind }) => {
  const translate = useTranslate();
  if (!kind) return null;
  return (
    <Box component="span" data-mark={kind} sx={CHIP_SX(kind)}>
      {translate(`app.polling.mark.${kind}`)}
    </Box>
  );
};

const MarkOfRow = () => {
  const record = useRecordContext();
  return record ? <LiveMark id={record.id} /> : null;
};

/** The mark of the row `id` of the surrounding live list (a card's, on a phone), after a space. */
export const LiveMark = ({ id }: { id: RaRecord['id'] }) => {
  const live = useLiveRows();
  const kind = live?.marks.get(String(id))?.kind;
  return kind ? (
    <>
      {' '}
      <RowMarkChip kind={kind} />
    </>
  ) : null;
};

const MARKED_CARD_SX: Record<MarkKind, { boxShadow: (theme: Theme) => string }> = {
  new: { boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.success.main}` },
  changed: { boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.info.main}` },
};

/** A marked card's left border, as a table row has it (undefined for other cards and lists). */
export const useMarkedCardSx = () => {
  const live = useLiveRows();
  return (id: RaRecord['id']) => {
    const kind = live?.marks.get(String(id))?.kind;
    return kind ? MARKED_CARD_SX[kind] : undefined;
  };
};

const renderMark = () => <MarkOfRow />;
// A fixed width, so that a chip coming or going never moves the other columns.
const MARK_COLUMN_SX = { width: '5.5rem', minWidth: '5.5rem', maxWidth: '5.5rem', px: 1 } as const;

/** The first column of a live table: each row's mark. Not offered by the column chooser. */
const MarkColumn = () => {
  const context = useDataTableRenderContext();
  if (context === 'columnsSelector') return null;
  return <DataTable.Col label="app.polling.mark.column" render={renderMark} disableSort sx={MARK_COLUMN_SX} />;
};

/** A marked row's left border: an inset shadow, so that it takes no room. */
const MARKED_ROW_SX: Record<MarkKind, SxProps<Theme>> = {
  new: { '& > td:first-of-type': { boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.success.main}` } },
  changed: { '& > td:first-of-type': { boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.info.main}` } },
};

const BAR_SX = {
  position: 'fixed',
  top: { xs: 64, sm: 72 },
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 'appBar',
} as const;

/**
 * The "2 new rows" bar: fixed over the page, so that it moves nothing when it comes or goes.
 * Activating it shows the held rows at the top and scrolls there.
 */
export const HeldRowsBar = () => {
  const live = useLiveRows();
  const translate = useTranslate();
  const bar = useRef<HTMLDivElement>(null);
  if (!live?.held) return null;
  const show = () => {
    // The bar goes away: the focus moves to the table, whose new rows are now on top.
    const table = bar.current?.parentElement?.querySelector('table');
    live.reveal();
    if (table) {
      table.setAttribute('tabindex', '-1');
      table.focus({ preventScroll: true });
    }
  };
  return (
    <Box ref={bar} sx={BAR_SX}>
      <Button variant="contained" size="small" startIcon={<ArrowUpwardIcon />} onClick={show}>
        {translate('app.polling.held', { smart_count: live.held })}
      </Button>
    </Box>
  );
};

/**
 * A list's table with the marks of its polling (when the list polls): a first column with each
 * marked row's "New" or "Changed" chip, a left border on the row, and the held-rows bar above.
 * Any other table is returned as it is.
 */
export const LiveTable = ({ children }: { children: ReactElement }) => {
  const live = useLiveRows();
  if (!live || !isValidElement(children)) return children;
  type TableProps = { children?: ReactNode; rowSx?: (record: RaRecord, index: number) => SxProps<Theme> | undefined };
  const table = children as ReactElement<TableProps>;
  const marks = live.marks ?? NO_MARKS;
  const own = table.props.rowSx;
  const rowSx = (record: RaRecord, index: number) => {
    const kind = marks.get(String(record.id))?.kind;
    return kind ? MARKED_ROW_SX[kind] : own?.(record, index);
  };
  return (
    <>
      <HeldRowsBar />
      {cloneElement(table, {
        rowSx,
        children: [<MarkColumn key="live-mark" />, ...Children.toArray(table.props.children)],
      })}
    </>
  );
};
