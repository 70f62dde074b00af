import { Children, createContext, Fragment, useContext, type ReactNode } from 'react';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Checkbox, Collapse, IconButton, TableBody, TableCell, TableRow } from '@mui/material';
import { RecordContextProvider, useListContext, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { BankGroup, DiedRow } from './diedRows';

/** How the died crawlers are grouped and which groups and rows are open (DiedsTable holds it). */
export interface GroupsValue {
  groups: BankGroup[];
  /** A bank's name from the banks list ("Unknown bank" without a bank). */
  nameOf: (bankId: number | null) => string;
  open: ReadonlySet<string>;
  toggle: (bank: string) => void;
  /** The row whose options are shown in full, if any. */
  details: Identifier | null;
  toggleDetails: (id: Identifier) => void;
}

const GroupsContext = createContext<GroupsValue | null>(null);
export const GroupsProvider = GroupsContext.Provider;

export const useGroups = () => {
  const value = useContext(GroupsContext);
  if (!value) throw new Error('useGroups is used inside DiedsTable');
  return value;
};

/** The uuid cell: the row's details toggle, its uuid and, once recrawled here, a chip. */
export const DetailsToggle = () => {
  const translate = useTranslate();
  const { details, toggleDetails } = useGroups();
  const row = useRecordContext<DiedRow>();
  if (!row) return null;
  const expanded = details === row.id;
  return (
    <IconButton
      size="small"
      aria-expanded={expanded}
      aria-label={translate('app.dieds.details', { uuid: row.uuid })}
      onClick={() => toggleDetails(row.id)}
    >
      {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
    </IconButton>
  );
};

/** A row's crawler_options in full and the vendor it was listed for. */
const Details = ({ row }: { row: DiedRow }) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, my: 1, fontSize: 13 }}
    >
      <dt>{translate('app.dieds.columns.vendor')}</dt>
      <dd style={{ margin: 0 }}>
        {translate('app.dieds.vendor_option', { label: row.vendor_label || '-', id: row.vendor_id })}
      </dd>
      {Object.entries(row.crawler_options ?? {}).map(([key, value]) => (
        <Fragment key={key}>
          <dt>{key}</dt>
          <dd style={{ margin: 0 }}>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</dd>
        </Fragment>
      ))}
    </Box>
  );
};

/** One died crawler: its selection box, the table's columns, and its details below (collapsed). */
const DiedLine = ({ row, width, children }: { row: DiedRow; width: number; children: ReactNode }) => {
  const translate = useTranslate();
  const { selectedIds = [], onToggleItem } = useListContext<DiedRow>();
  const { details } = useGroups();
  const selected = selectedIds.includes(row.id);
  const expanded = details === row.id;
  return (
    <RecordContextProvider value={row}>
      <TableRow hover selected={selected}>
        <TableCell padding="checkbox">
          <Checkbox
            checked={selected}
            onChange={() => onToggleItem(row.id)}
            slotProps={{ input: { 'aria-label': translate('app.dieds.select_row', { uuid: row.uuid }) } }}
          />
        </TableCell>
        {children}
      </TableRow>
      <TableRow>
        <TableCell colSpan={width + 1} sx={{ py: 0, borderBottom: expanded ? undefined : 'none' }}>
          <Collapse in={expanded} unmountOnExit>
            <Details row={row} />
          </Collapse>
        </TableCell>
      </TableRow>
    </RecordContextProvider>
  );
};

/** A bank's heading row (select the group, open or close it), then its rows while it is open. */
const Group = ({ group, width, children }: { group: BankGroup; width: number; children: ReactNode }) => {
  const translate = useTranslate();
  const { selectedIds = [], onSelect } = useListContext<DiedRow>();
  const { nameOf, open, toggle } = useGroups();
  const name = nameOf(group.bank === '' ? null : Number(group.bank));
  const isOpen = open.has(group.bank);
  const ids = group.rows.map(row => row.id);
  const chosen = ids.filter(id => selectedIds.includes(id)).length;
  const select = (on: boolean) =>
    onSelect(
      on
        ? [...selectedIds.filter(id => !ids.includes(String(id))), ...ids]
        : selectedIds.filter(id => !ids.includes(String(id))),
    );
  return (
    <>
      <TableRow sx={{ bgcolor: 'action.hover' }}>
        <TableCell padding="checkbox">
          <Checkbox
            checked={chosen === ids.length}
            indeterminate={chosen > 0 && chosen < ids.length}
            onChange={event => select(event.target.checked)}
            slotProps={{ input: { 'aria-label': translate('app.dieds.select_group', { bank: name }) } }}
          />
        </TableCell>
        <TableCell colSpan={width}>
          <Button
            onClick={() => toggle(group.bank)}
            aria-expanded={isOpen}
            startIcon={isOpen ? <ExpandMoreIcon /> : <ChevronRightIcon />}
            sx={{ textTransform: 'none' }}
          >
            {translate('app.dieds.bank_group', { bank: name, smart_count: group.rows.length })}
          </Button>
        </TableCell>
      </TableRow>
      {isOpen &&
        group.rows.map(row => (
          <DiedLine key={row.id} row={row} width={width}>
            {children}
          </DiedLine>
        ))}
    </>
  );
};

/**
 * The table's body (react-admin DataTable's `body`): the rows of the list context, in its sort,
 * grouped by bank. `children` are the table's columns, rendered for each row as DataTable does.
 */
export const GroupedBody = ({ children }: { children?: ReactNode }) => {
  const { groups } = useGroups();
  const width = Children.toArray(children).length;
  return (
    <TableBody>
      {groups.map(group => (
        <Group key={group.bank} group={group} width={width}>
          {children}
        </Group>
      ))}
    </TableBody>
  );
};
