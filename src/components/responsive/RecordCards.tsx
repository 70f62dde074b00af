import { isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  BulkActionsToolbar,
  LinkBase,
  ListNoResults,
  RecordContextProvider,
  ResourceContextProvider,
  SimpleList,
  useCreatePath,
  useGetIdentity,
  useListContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Box, Checkbox, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import type { AppIdentity } from '../../providers/authProvider';
import { HeldRowsBar, LiveMark, LiveTable, useMarkedCardSx } from '../polling';
import { withStableBody } from '../StableRows';
import { StatusChip } from './StatusChip';
import { useIsPhone } from './useIsPhone';
import { ROW_LINK_ATTRIBUTE } from '../RowHeaderCol';
import { ROW_BUTTON_STYLES } from '../rowButtons';

/** What a card knows about the viewer: the Full Name rule (show_pii) applies to cards too. */
export interface CardContext {
  showPii: boolean;
}

/**
 * How one row reads as a card: the two or three fields that identify it, its status (a chip) and
 * where a tap leads (the same link as the table's row click; none when the table has none).
 */
export interface CardSpec<R extends RaRecord> {
  primary: (record: R, context: CardContext) => ReactNode;
  secondary?: (record: R, context: CardContext) => ReactNode;
  tertiary?: (record: R, context: CardContext) => ReactNode;
  /** A status (shown as it is) or a status with the catalogue key of its label. */
  status?: (record: R) => string | { status: string; label: string } | null | undefined;
  /** The page a tap opens, as a link (of `resource` when given, else the list's own resource). */
  link?: { type: 'show' | 'edit'; resource?: string };
}

const CardStatus = ({ value }: { value: ReturnType<NonNullable<CardSpec<RaRecord>['status']>> }) =>
  typeof value === 'object' && value ? (
    <StatusChip status={value.status} label={value.label} />
  ) : (
    <StatusChip status={value} />
  );

const SECONDARY_SX = { display: 'block', overflowWrap: 'anywhere' } as const;
// The cards hold the same row buttons as the table (an analysis's reports), drawn by the same rules.
const PRIMARY_SX = { '& .MuiListItemText-primary': { overflowWrap: 'anywhere' }, ...ROW_BUTTON_STYLES } as const;

const CardSecondary = <R extends RaRecord>({
  card,
  record,
  context,
}: {
  card: CardSpec<R>;
  record: R;
  context: CardContext;
}) => (
  <Box component="span" sx={SECONDARY_SX}>
    {card.secondary?.(record, context)}
    {card.tertiary ? (
      <Box component="span" sx={{ display: 'block' }}>
        {card.tertiary(record, context)}
      </Box>
    ) : null}
  </Box>
);

/**
 * The cards of a list with bulk actions: each card has its row's "Select this row" checkbox beside
 * (not inside) its link, and react-admin's bulk actions toolbar, with the table's own buttons, sits
 * above the cards while rows are selected, as it does above the table.
 */
const SelectableCards = <R extends RaRecord>({
  card,
  context,
  bulkActionButtons,
}: {
  card: CardSpec<R>;
  context: CardContext;
  bulkActionButtons: ReactNode;
}) => {
  const { data, selectedIds = [], onToggleItem } = useListContext<R>();
  const listResource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const { link, status } = card;
  const markedSx = useMarkedCardSx();
  if (data && !data.length) return <ListNoResults />;
  return (
    <Box>
      <HeldRowsBar />
      <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>
      <List sx={PRIMARY_SX}>
        {(data ?? []).map(record => {
          const text = (
            <ListItemText
              primary={
                <div>
                  {card.primary(record, context)}
                  <LiveMark id={record.id} />
                  {status ? (
                    <Box component="span" sx={{ float: 'right' }}>
                      <CardStatus value={status(record)} />
                    </Box>
                  ) : null}
                </div>
              }
              secondary={<CardSecondary card={card} record={record} context={context} />}
            />
          );
          return (
            <RecordContextProvider key={record.id} value={record}>
              <ListItem disablePadding={!!link} sx={{ alignItems: 'center', ...markedSx(record.id) }}>
                <Checkbox
                  // The input's name, as the table's row box has it ("Select this row").
                  slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
                  checked={selectedIds.includes(record.id)}
                  onChange={() => onToggleItem(record.id)}
                  sx={{ flexShrink: 0 }}
                />
                {link ? (
                  <ListItemButton
                    component={LinkBase}
                    to={createPath({ resource: link.resource ?? listResource, id: record.id, type: link.type })}
                    // The card's link is its row's link for the list's keyboard (j/k, x: ListKeyboard).
                    data-record-id={record.id}
                    {...{ [ROW_LINK_ATTRIBUTE]: '' }}
                  >
                    {text}
                  </ListItemButton>
                ) : (
                  text
                )}
              </ListItem>
            </RecordContextProvider>
          );
        })}
      </List>
    </Box>
  );
};

/**
 * The rows of the current list as cards (react-admin's SimpleList). With `bulkActionButtons` (a list
 * whose table offers row selection) each card can be selected and the bulk actions sit above them.
 */
export const RecordCards = <R extends RaRecord>({
  card,
  bulkActionButtons,
}: {
  card: CardSpec<R>;
  bulkActionButtons?: ReactNode;
}) => {
  const { identity } = useGetIdentity();
  const context: CardContext = { showPii: !!(identity as AppIdentity | undefined)?.show_pii };
  const { link, status } = card;
  const listResource = useResourceContext();
  // A polled list's marks (polling/LiveRows), as its table has them: a left border and the chip.
  const markedSx = useMarkedCardSx();
  if (bulkActionButtons) return <SelectableCards card={card} context={context} bulkActionButtons={bulkActionButtons} />;
  return (
    <ResourceContextProvider value={link?.resource ?? listResource}>
      <HeldRowsBar />
      <SimpleList<R>
        rowSx={record => markedSx(record.id) ?? {}}
        primaryText={record => (
          <>
            {card.primary(record, context)}
            <LiveMark id={record.id} />
          </>
        )}
        secondaryText={record => <CardSecondary card={card} record={record} context={context} />}
        tertiaryText={status ? record => <CardStatus value={status(record)} /> : undefined}
        rowClick={link?.type ?? false}
        sx={PRIMARY_SX}
      />
    </ResourceContextProvider>
  );
};

/** The bulk action buttons a list's table was given (`bulkActionButtons`), when it offers selection. */
const bulkActionsOf = (table: ReactElement): ReactNode => {
  const { bulkActionButtons } = (isValidElement(table) ? table.props : {}) as { bulkActionButtons?: ReactNode };
  return bulkActionButtons === false ? undefined : bulkActionButtons;
};

/**
 * A list's table above the `sm` breakpoint, its rows as cards below it (docs/screens/responsive.md).
 * The table is passed unchanged, so desktop sizes render exactly what they did. A table given bulk
 * action buttons gets selectable cards with the same buttons, so bulk actions are in reach on a
 * phone too (docs/screens/list-tools.md#bulk-actions). A polled list's table shows the rows its polls
 * marked (polling/LiveTable); any other table is left as it is. Its rows render again only when
 * their record changes, not on each sort, filter or page change (StableBody).
 */
export const ResponsiveTable = <R extends RaRecord>({
  card,
  children,
}: {
  card: CardSpec<R>;
  children: ReactElement;
}) =>
  useIsPhone() ? (
    <RecordCards card={card} bulkActionButtons={bulkActionsOf(children)} />
  ) : (
    <LiveTable>{withStableBody(children)}</LiveTable>
  );
