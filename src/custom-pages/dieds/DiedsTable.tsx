import { useCallback, useMemo, useState } from 'react';
import { Box, Button, Chip, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  BulkActionsToolbar,
  DataTable,
  useCanAccess,
  useListContext,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { bankName, useBankNames } from '../../components/BankName';
import { RowHeaderCol, RowLink } from '../../components/RowHeaderCol';
import { ScrollArea } from '../../components/ScrollArea';
import { LIST_ROOT_ATTRIBUTE, ListKeyboard } from '../../components/shortcuts';
import { pageAccessKey } from '../../lib/registry';
import { DiedRowActions, DiedsBulkButtons } from './DiedActionButtons';
import { groupByBank, optionsSummary, type DiedRow } from './diedRows';
import { useDiedsActions } from './DiedsActions';
import { DetailsToggle, GroupedBody, GroupsProvider, useGroups, type GroupsValue } from './DiedsGroups';

const formatTime = (value: string | null) => (value ? value.replace('T', ' ').slice(0, 19) : '');

const RecrawledChip = ({ uuid }: { uuid: string }) => {
  const translate = useTranslate();
  return useDiedsActions().recrawled.has(uuid) ? (
    <Chip size="small" color="success" label={translate('app.dieds.recrawled')} sx={{ ml: 1 }} />
  ) : null;
};

const BankCell = ({ bankId }: { bankId: number | null }) => <>{useGroups().nameOf(bankId)}</>;

/**
 * The row's link (docs/product.md#tables): the uuid opens the crawler's log, for a person allowed
 * that page; reached with Tab or j/k, named "Crawler log, <uuid>".
 */
const UuidLink = () => {
  const translate = useTranslate();
  const row = useRecordContext<DiedRow>();
  const { canAccess } = useCanAccess({ resource: pageAccessKey('crawlerOutput'), action: 'list' });
  if (!row) return null;
  // The uuid in its own element: it is the text a person finds in the row.
  const uuid = <span>{row.uuid}</span>;
  return canAccess ? (
    <RowLink to={`/crawler/${encodeURIComponent(row.uuid)}`} name={translate('app.dieds.row_link')} recordId={row.id}>
      {uuid}
    </RowLink>
  ) : (
    uuid
  );
};

// Render functions live at module level so the memoised columns never see a new prop.
const renderUuid = (row: DiedRow) => (
  <>
    <DetailsToggle />
    <UuidLink />
    <RecrawledChip uuid={row.uuid} />
  </>
);
const renderBank = (row: DiedRow) => <BankCell bankId={row.bank_id} />;
const renderTime = (row: DiedRow) => formatTime(row.timestamp);
const renderOptions = (row: DiedRow) => optionsSummary(row.crawler_options);
const renderApplication = (row: DiedRow) =>
  row.application_id != null ? (
    <MuiLink component={Link} to={`/lookup?application_id=${row.application_id}`}>
      {row.application_id}
    </MuiLink>
  ) : (
    ''
  );
const renderActions = () => <DiedRowActions />;

// The body cells only (cellSx): the headings keep the table's font.
const uuidSx = () => ({ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all', minWidth: 160 }) as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const optionsSx = () => ({ maxWidth: 260, fontSize: 12 }) as const;
const BULK_BUTTONS = <DiedsBulkButtons />;

/**
 * react-admin's bulk actions toolbar in the page's flow (not over what is above the table, as in a
 * List), wrapping on a phone: the summary line and Expand all stay in reach while rows are selected.
 */
// '&&': above the toolbar's own rules (same class count); collapsed (nothing selected) stays last.
const TOOLBAR_IN_FLOW = {
  '&& .RaBulkActionsToolbar-toolbar': {
    position: 'static',
    transform: 'none',
    height: 'auto',
    flexWrap: 'wrap',
    mb: 1,
  },
  '&& .RaBulkActionsToolbar-collapsed': { height: 0, minHeight: 0, mb: 0 },
  '&& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', whiteSpace: 'normal', justifyContent: 'flex-start' },
} as const;

const label = (column: string) => `app.dieds.columns.${column}`;

/**
 * The died crawlers of the list context (DiedsPage) as react-admin's DataTable: the list's sort
 * (timestamp, newest first, or a clicked column), its selection with bulk actions, and a body
 * grouping the rows by bank (DiedsGroups). Groups start collapsed, with Expand all.
 */
export const DiedsTable = () => {
  const translate = useTranslate();
  const names = useBankNames();
  const { data = [], total } = useListContext<DiedRow>();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [details, setDetails] = useState<Identifier | null>(null);
  const nameOf = useCallback(
    (bankId: number | null) =>
      bankId == null ? translate('app.dieds.unknown_bank') : bankName(bankId, names) || String(bankId),
    [names, translate],
  );
  const groups = useMemo(() => groupByBank(data, nameOf), [data, nameOf]);
  const allOpen = groups.length > 0 && groups.every(group => open.has(group.bank));
  const value = useMemo(
    (): GroupsValue => ({
      groups,
      nameOf,
      open,
      toggle: bank =>
        setOpen(previous => {
          const next = new Set(previous);
          if (!next.delete(bank)) next.add(bank);
          return next;
        }),
      details,
      toggleDetails: id => setDetails(previous => (previous === id ? null : id)),
    }),
    [groups, nameOf, open, details],
  );
  const title = translate('app.dieds.title');
  return (
    <GroupsProvider value={value}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="body2">{translate('app.dieds.summary', { smart_count: total ?? data.length })}</Typography>
        {groups.length > 0 && (
          <Button size="small" onClick={() => setOpen(allOpen ? new Set() : new Set(groups.map(group => group.bank)))}>
            {translate(allOpen ? 'app.dieds.collapse_all' : 'app.dieds.expand_all')}
          </Button>
        )}
      </Box>
      <Box sx={TOOLBAR_IN_FLOW}>
        <BulkActionsToolbar label="app.dieds.selected" selectAllButton={false}>
          {BULK_BUTTONS}
        </BulkActionsToolbar>
      </Box>
      {/* The list's keyboard (j/k to the rows' links, x to select) over this table. */}
      <Box {...{ [LIST_ROOT_ATTRIBUTE]: '' }}>
        <ListKeyboard />
        <ScrollArea label={title}>
          <DataTable<DiedRow>
            resource="dieds"
            aria-label={title}
            rowClick={false}
            bulkActionButtons={BULK_BUTTONS}
            bulkActionsToolbar={false}
            body={GroupedBody}
            empty={
              <Typography sx={{ p: 2 }} align="center">
                {translate('app.dieds.empty')}
              </Typography>
            }
          >
            <RowHeaderCol<DiedRow> source="uuid" label={label('uuid')} render={renderUuid} cellSx={uuidSx} />
            <DataTable.Col source="bank_id" label={label('bank')} render={renderBank} disableSort />
            <DataTable.Col source="num_accounts" label={label('accounts')} align="right" />
            <DataTable.Col source="timestamp" label={label('timestamp')} render={renderTime} sx={NO_WRAP} />
            <DataTable.Col
              source="crawler_options"
              label={label('options')}
              render={renderOptions}
              disableSort
              cellSx={optionsSx}
            />
            <DataTable.Col source="vendor_specific_id" label={label('vendor_specific_id')} />
            <DataTable.Col source="application_id" label={label('application')} render={renderApplication} />
            <DataTable.Col label={label('actions')} render={renderActions} disableSort sx={NO_WRAP} />
          </DataTable>
        </ScrollArea>
      </Box>
    </GroupsProvider>
  );
};
