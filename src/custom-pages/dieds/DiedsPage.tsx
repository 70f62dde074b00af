import { Fragment, useMemo, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  LinearProgress,
  Link as MuiLink,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import ReplayIcon from '@mui/icons-material/Replay';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link } from 'react-router-dom';
import { useGetList, useGetOne, useNotify, useTranslate, type Identifier } from 'react-admin';
import { bankName, useBankNames } from '../../components/BankName';
import { RecrawlDialog } from '../../components/recrawl/RecrawlDialog';
import { RECRAWL_DEFAULT_DAYS, type RecrawlApplication, type RecrawlProfile } from '../../components/recrawl/recrawlSchema';
import { useApiAction, type AppAction } from '../../components/useApiAction';
import { isCatalogueKey } from '../../lib/notificationText';
import type { VendorChoice } from '../../providers/methods/staffOps';
import { groupByBank, optionsSummary, type BankGroup, type BatchReport, type DiedRow } from './diedRows';
import { useDiedActions, useDiedsList, useVendorChoices, type DiedsQuery } from './useDieds';
import { ScrollArea } from '../../components/ScrollArea';
import { SIDE_READ } from '../../providers/sessionRule';

const LABELS_QUERY = { pagination: { page: 1, perPage: 200 }, sort: { field: 'ref', order: 'ASC' as const }, ...SIDE_READ };

interface Label {
  id: Identifier;
  ref?: string | null;
}

/** The form: a label (optional, sent as `label_id`) and one or more vendors; Submit waits for a vendor. */
const DiedsForm = ({ onSubmit, busy }: { onSubmit: (query: DiedsQuery) => void; busy: boolean }) => {
  const translate = useTranslate();
  const vendors = useVendorChoices();
  const labels = useGetList<Label>('labels', LABELS_QUERY);
  const [chosen, setChosen] = useState<VendorChoice[]>([]);
  const [labelId, setLabelId] = useState<string>('');
  const vendorText = (vendor: VendorChoice) => translate('app.dieds.vendor_option', { label: vendor.label || '-', id: vendor.id });
  return (
    <Box
      component="form"
      aria-label={translate('app.dieds.title')}
      onSubmit={event => {
        event.preventDefault();
        if (chosen.length) onSubmit({ vendors: chosen, labelId: labelId === '' ? null : labelId });
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        select
        size="small"
        label={translate('app.dieds.label')}
        value={labelId}
        onChange={event => setLabelId(event.target.value)}
        sx={{ flex: '0 1 220px', minWidth: 180 }}
      >
        <MenuItem value="">{translate('app.dieds.all_labels')}</MenuItem>
        {(labels.data ?? []).map(label => (
          <MenuItem key={label.id} value={String(label.id)}>
            {label.ref ?? String(label.id)}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        size="small"
        options={vendors.data ?? []}
        loading={vendors.isPending}
        value={chosen}
        onChange={(_, value) => setChosen(value)}
        getOptionLabel={vendorText}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={params => (
          <TextField
            {...params}
            label={translate('app.dieds.vendors')}
            error={vendors.isError}
            helperText={vendors.isError ? translate('app.dieds.vendors_failed', { message: vendors.error.message }) : undefined}
          />
        )}
        sx={{ minWidth: 260, flex: '1 1 300px', maxWidth: 640 }}
      />
      <Button type="submit" variant="contained" disabled={!chosen.length || busy} sx={{ mt: 0.25 }}>
        {translate('app.dieds.submit')}
      </Button>
    </Box>
  );
};

interface ConfirmState {
  action: 'recrawl' | 'delete';
  rows: DiedRow[];
}

const ConfirmDialog = ({ confirm, onCancel, onConfirm }: { confirm: ConfirmState; onCancel: () => void; onConfirm: () => void }) => {
  const translate = useTranslate();
  const count = confirm.rows.length;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="dieds-confirm-title">
      <DialogTitle id="dieds-confirm-title">{translate(`app.dieds.confirm_${confirm.action}_title`, { smart_count: count })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`app.dieds.confirm_${confirm.action}`, { days: RECRAWL_DEFAULT_DAYS })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.dieds.cancel')}</Button>
        <Button variant="contained" color={confirm.action === 'delete' ? 'error' : 'primary'} onClick={onConfirm} autoFocus>
          {translate(`app.dieds.confirm_${confirm.action}_button`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The application view's recrawl dialog, for the died crawler's application and that crawler. */
const DiedRecrawl = ({ row, onClose, onStarted }: { row: DiedRow; onClose: () => void; onStarted: (uuid: string) => void }) => {
  const translate = useTranslate();
  const { run, running, waiting } = useApiAction();
  const id = row.application_id ?? 0;
  const { data, error } = useGetOne<RecrawlApplication & { id: number }>('applications', { id }, { retry: false });
  if (!data) {
    return (
      <Dialog open onClose={onClose} aria-label={translate('app.dieds.loading_application', { id })}>
        <DialogContent>
          {error ? (
            <Alert severity="error">{translate('app.dieds.application_failed', { id, message: error instanceof Error ? error.message : String(error) })}</Alert>
          ) : (
            <CircularProgress aria-label={translate('app.dieds.loading_application', { id })} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.dieds.close')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  const own = (data.profiles ?? []).find(profile => profile.crawler?.uuid === row.uuid);
  const profile: RecrawlProfile = own ?? { id: 0, bank_id: row.bank_id, crawler: { uuid: row.uuid } };
  const application: RecrawlApplication = { ...data, options: row.crawler_options ?? data.options, profiles: [profile] };
  const runAndMark = (action: AppAction) =>
    run({
      ...action,
      onSuccess: result => {
        action.onSuccess?.(result);
        onStarted(row.uuid);
      },
    });
  return <RecrawlDialog application={application} profile={profile} onClose={onClose} run={runAndMark} pending={running === 'recrawl' || waiting('recrawl') > 0} />;
};

const formatTime = (value: string | null) => (value ? value.replace('T', ' ').slice(0, 19) : '');

interface GroupProps {
  group: BankGroup;
  name: string;
  open: boolean;
  onToggle: () => void;
  selected: ReadonlySet<string>;
  onSelect: (uuids: string[], on: boolean) => void;
  recrawled: ReadonlySet<string>;
  onRecrawl: (row: DiedRow) => void;
  onDelete: (row: DiedRow) => void;
  busy: boolean;
}

const BankGroupRows = ({ group, name, open, onToggle, selected, onSelect, recrawled, onRecrawl, onDelete, busy }: GroupProps) => {
  const translate = useTranslate();
  const [details, setDetails] = useState<string | null>(null);
  const uuids = group.rows.map(row => row.uuid);
  const chosen = uuids.filter(uuid => selected.has(uuid)).length;
  return (
    <>
      <TableRow sx={{ bgcolor: 'action.hover' }}>
        <TableCell padding="checkbox">
          <Checkbox
            checked={chosen === uuids.length}
            indeterminate={chosen > 0 && chosen < uuids.length}
            onChange={event => onSelect(uuids, event.target.checked)}
            inputProps={{ 'aria-label': translate('app.dieds.select_group', { bank: name }) }}
          />
        </TableCell>
        <TableCell colSpan={8}>
          <Button onClick={onToggle} aria-expanded={open} startIcon={open ? <ExpandMoreIcon /> : <ChevronRightIcon />} sx={{ textTransform: 'none' }}>
            {translate('app.dieds.bank_group', { bank: name, smart_count: group.rows.length })}
          </Button>
        </TableCell>
      </TableRow>
      {open &&
        group.rows.map(row => {
          const expanded = details === row.uuid;
          return (
            <Fragment key={row.uuid}>
              <TableRow hover selected={selected.has(row.uuid)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(row.uuid)}
                    onChange={event => onSelect([row.uuid], event.target.checked)}
                    inputProps={{ 'aria-label': translate('app.dieds.select_row', { uuid: row.uuid }) }}
                  />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all', minWidth: 160 }}>
                  <IconButton size="small" aria-expanded={expanded} aria-label={translate('app.dieds.details', { uuid: row.uuid })} onClick={() => setDetails(expanded ? null : row.uuid)}>
                    {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                  </IconButton>
                  {row.uuid}
                  {recrawled.has(row.uuid) && <Chip size="small" color="success" label={translate('app.dieds.recrawled')} sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{name}</TableCell>
                <TableCell align="right">{row.num_accounts ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(row.timestamp)}</TableCell>
                <TableCell sx={{ maxWidth: 260, fontSize: 12 }}>{optionsSummary(row.crawler_options)}</TableCell>
                <TableCell>{row.vendor_specific_id ?? ''}</TableCell>
                <TableCell>
                  {row.application_id != null ? (
                    <MuiLink component={Link} to={`/lookup?application_id=${row.application_id}`}>
                      {row.application_id}
                    </MuiLink>
                  ) : (
                    ''
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={row.application_id == null ? translate('app.dieds.no_application') : translate('app.dieds.recrawl_row', { uuid: row.uuid })}>
                    <span>
                      <IconButton
                        aria-label={translate('app.dieds.recrawl_row', { uuid: row.uuid })}
                        onClick={() => onRecrawl(row)}
                        disabled={busy || row.application_id == null}
                      >
                        <ReplayIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <IconButton aria-label={translate('app.dieds.delete_row', { uuid: row.uuid })} onClick={() => onDelete(row)} disabled={busy}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={9} sx={{ py: 0, borderBottom: expanded ? undefined : 'none' }}>
                  <Collapse in={expanded} unmountOnExit>
                    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, my: 1, fontSize: 13 }}>
                      <dt>{translate('app.dieds.columns.vendor')}</dt>
                      <dd style={{ margin: 0 }}>{translate('app.dieds.vendor_option', { label: row.vendor_label || '-', id: row.vendor_id })}</dd>
                      {Object.entries(row.crawler_options ?? {}).map(([key, value]) => (
                        <Fragment key={key}>
                          <dt>{key}</dt>
                          <dd style={{ margin: 0 }}>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</dd>
                        </Fragment>
                      ))}
                    </Box>
                  </Collapse>
                </TableCell>
              </TableRow>
            </Fragment>
          );
        })}
    </>
  );
};

/**
 * Dieds (docs/product.md#dieds, docs/screens/dieds-analysisstats.md): the crawlers that died for
 * the chosen vendors (and label), grouped by bank; recrawl (the application view's dialog) and
 * delete per row, and both over a selection with a confirmation and a done/failed report. A
 * failure halfway through a selection is reported and the list stays, failed rows still selected.
 */
export const DiedsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [query, setQuery] = useState<DiedsQuery | null>(null);
  const list = useDiedsList(query);
  const { batch } = useDiedActions(query);
  const names = useBankNames();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [recrawled, setRecrawled] = useState<ReadonlySet<string>>(new Set());
  const [confirm, setConfirm] = useState<ConfirmState | null>(null);
  const [recrawlRow, setRecrawlRow] = useState<DiedRow | null>(null);
  const [progress, setProgress] = useState<{ action: 'recrawl' | 'delete'; done: number; total: number } | null>(null);
  const [report, setReport] = useState<BatchReport | null>(null);

  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const nameOf = useMemo(
    () => (bankId: number | null) => (bankId == null ? translate('app.dieds.unknown_bank') : bankName(bankId, names) || String(bankId)),
    [names, translate],
  );
  const groups = useMemo(() => groupByBank(rows, nameOf), [rows, nameOf]);
  const selectedRows = rows.filter(row => selected.has(row.uuid));
  const busy = progress !== null;

  const submit = (next: DiedsQuery) => {
    setQuery(next);
    setSelected(new Set());
    setOpen(new Set());
    setReport(null);
    setRecrawled(new Set());
    if (query && JSON.stringify(next) === JSON.stringify(query)) void list.refetch();
  };
  const select = (uuids: string[], on: boolean) =>
    setSelected(previous => {
      const next = new Set(previous);
      uuids.forEach(uuid => (on ? next.add(uuid) : next.delete(uuid)));
      return next;
    });
  const toggle = (bank: string) =>
    setOpen(previous => {
      const next = new Set(previous);
      if (next.has(bank)) next.delete(bank);
      else next.add(bank);
      return next;
    });

  const runConfirmed = async () => {
    if (!confirm) return;
    const { action, rows: chosen } = confirm;
    setConfirm(null);
    setReport(null);
    setProgress({ action, done: 0, total: chosen.length });
    const result = await batch(action, chosen, done => setProgress({ action, done, total: chosen.length }));
    setProgress(null);
    if (result.stopped) return;
    setReport({ action, done: result.done, failed: result.failed });
    if (action === 'recrawl') setRecrawled(previous => new Set([...previous, ...result.done]));
    // What was done leaves the selection; what failed stays selected, ready to try again.
    select(result.done, false);
    notify(`app.dieds.report_${action}`, {
      type: result.failed.length ? 'warning' : 'success',
      messageArgs: { done: result.done.length, failed: result.failed.length },
    });
  };

  const failureText = (message: string) => (isCatalogueKey(message) ? translate(message) : message);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('app.dieds.title')}
      </Typography>
      <DiedsForm onSubmit={submit} busy={busy || list.isFetching} />
      {!query ? (
        <Alert severity="info">{translate('app.dieds.choose_vendor')}</Alert>
      ) : list.isPending ? (
        <Box role="status">
          <Typography>{translate('app.dieds.loading')}</Typography>
          <LinearProgress aria-label={translate('app.dieds.loading')} />
        </Box>
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {translate('app.dieds.retry')}
            </Button>
          }
        >
          {translate('app.dieds.failed', { message: list.error.message })}
        </Alert>
      ) : (
        <>
          {list.data.failures.map(failure => (
            <Alert key={failure.vendor.id} severity="warning" sx={{ mb: 1 }} action={<Button color="inherit" size="small" onClick={() => void list.refetch()}>{translate('app.dieds.retry')}</Button>}>
              {translate('app.dieds.vendor_failed', { vendor: translate('app.dieds.vendor_option', { label: failure.vendor.label || '-', id: failure.vendor.id }), message: failure.message })}
            </Alert>
          ))}
          {report && (
            <Alert severity={report.failed.length ? 'warning' : 'success'} onClose={() => setReport(null)} sx={{ mb: 1 }} role="alert">
              <div>{translate(`app.dieds.report_${report.action}`, { done: report.done.length, failed: report.failed.length })}</div>
              {report.failed.map(failure => (
                <div key={failure.uuid}>{translate('app.dieds.report_failure', { uuid: failure.uuid, message: failureText(failure.message) })}</div>
              ))}
            </Alert>
          )}
          {progress && (
            <Box role="status" sx={{ mb: 1 }}>
              <Typography variant="body2">{translate(`app.dieds.running_${progress.action}`, { done: progress.done, total: progress.total })}</Typography>
              <LinearProgress
                variant="determinate"
                value={(100 * progress.done) / Math.max(1, progress.total)}
                aria-label={translate(`app.dieds.running_${progress.action}`, { done: progress.done, total: progress.total })}
              />
            </Box>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="body2">{translate('app.dieds.summary', { smart_count: rows.length })}</Typography>
            {groups.length > 0 && (
              <Button size="small" onClick={() => setOpen(open.size === groups.length ? new Set() : new Set(groups.map(group => group.bank)))}>
                {translate(open.size === groups.length ? 'app.dieds.collapse_all' : 'app.dieds.expand_all')}
              </Button>
            )}
            {selectedRows.length > 0 && (
              <>
                <Typography variant="body2" sx={{ ml: 1 }}>
                  {translate('app.dieds.selected', { smart_count: selectedRows.length })}
                </Typography>
                <Button size="small" variant="outlined" startIcon={<ReplayIcon />} disabled={busy} onClick={() => setConfirm({ action: 'recrawl', rows: selectedRows })}>
                  {translate('app.dieds.recrawl_selected')}
                </Button>
                <Button size="small" variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirm({ action: 'delete', rows: selectedRows })}>
                  {translate('app.dieds.delete_selected')}
                </Button>
                <Button size="small" onClick={() => setSelected(new Set())} disabled={busy}>
                  {translate('app.dieds.clear_selection')}
                </Button>
              </>
            )}
          </Box>
          {rows.length === 0 ? (
            <Typography sx={{ p: 2 }} align="center">
              {translate('app.dieds.empty')}
            </Typography>
          ) : (
            <ScrollArea label={translate('app.dieds.title')}>
              <Table size="small" aria-label={translate('app.dieds.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox" />
                    {(['uuid', 'bank', 'accounts', 'timestamp', 'options', 'vendor_specific_id', 'application', 'actions'] as const).map(column => (
                      <TableCell key={column} align={column === 'accounts' ? 'right' : undefined}>
                        {translate(`app.dieds.columns.${column}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {groups.map(group => (
                    <BankGroupRows
                      key={group.bank}
                      group={group}
                      name={nameOf(group.bank === '' ? null : Number(group.bank))}
                      open={open.has(group.bank)}
                      onToggle={() => toggle(group.bank)}
                      selected={selected}
                      onSelect={select}
                      recrawled={recrawled}
                      onRecrawl={setRecrawlRow}
                      onDelete={row => setConfirm({ action: 'delete', rows: [row] })}
                      busy={busy}
                    />
                  ))}
                </TableBody>
              </Table>
            </ScrollArea>
          )}
        </>
      )}
      {confirm && <ConfirmDialog confirm={confirm} onCancel={() => setConfirm(null)} onConfirm={() => void runConfirmed()} />}
      {recrawlRow && (
        <DiedRecrawl
          row={recrawlRow}
          onClose={() => setRecrawlRow(null)}
          onStarted={uuid => setRecrawled(previous => new Set([...previous, uuid]))}
        />
      )}
    </Box>
  );
};
