import { useState, type ReactNode } from 'react';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { BULK_LIMIT, BulkOutcomes, useBulkRun, type BulkTask } from '../../components/bulk';
import { BankStateChip } from '../../components/BankStateChip';
import { CopyButton } from '../../components/CopyButton';
import type { Cause } from '../../lib/triage';
import { AttentionRuns } from './AttentionRuns';
import { groupByBank, type AttentionGroup, type AttentionRow } from './attentionRows';
import { NewLinkDialog } from './NewLinkDialog';
import { recrawlRow } from './recrawlRun';

/** A group's frame: its cause and count (in text), who must act, then its action and runs. */
const GroupFrame = ({ cause, count, children }: { cause: Cause; count: number; children: ReactNode }) => {
  const translate = useTranslate();
  const titleId = `attention-${cause}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Typography id={titleId} component="h2" variant="h6">
        {translate(`app.needsAttention.cause.${cause}`)}
        {' · '}
        {translate('app.needsAttention.runs', { smart_count: count })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(`app.needsAttention.who.${cause}`)}
      </Typography>
      {children}
    </Paper>
  );
};

const taskOf =
  (translate: (key: string, options?: object) => string) =>
  (row: AttentionRow): BulkTask<AttentionRow> => ({
    key: row.uuid,
    label: translate('app.needsAttention.run_label', {
      reference: row.vendorSpecificId ?? row.uuid,
      bank: row.bank ?? '-',
    }),
    item: row,
  });

/** "Recrawl N (at most 20)" over `rows`, with the outcome row by row. */
const RecrawlRows = ({
  rows,
  label,
  disabled = false,
}: {
  rows: readonly AttentionRow[];
  label: 'recrawl' | 'recrawl_when_back';
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const bulk = useBulkRun<AttentionRow>();
  const noApplication = translate('app.needsAttention.no_application');
  const start = () =>
    bulk.start(rows.map(taskOf(translate)), (row, dataProvider, signal) =>
      recrawlRow(row, dataProvider, signal, noApplication),
    );
  return (
    <Box sx={{ mb: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<ReplayIcon />}
          disabled={disabled || bulk.running || rows.length === 0}
          onClick={start}
        >
          {translate(`app.needsAttention.${label}`, {
            count: Math.min(rows.length, BULK_LIMIT),
            limit: BULK_LIMIT,
          })}
        </Button>
        {bulk.running && <Button onClick={bulk.cancel}>{translate('app.bulk.cancel')}</Button>}
      </Box>
      <BulkOutcomes rows={bulk.rows} />
    </Box>
  );
};

const CustomerGroup = ({ rows }: { rows: AttentionRow[] }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<AttentionRow | null>(null);
  return (
    <GroupFrame cause="customer" count={rows.length}>
      <AttentionRuns
        rows={rows}
        caption={translate('app.needsAttention.cause.customer')}
        action={row => (
          <Button
            size="small"
            variant="outlined"
            startIcon={<ForwardToInboxIcon />}
            onClick={() => setOpen(row)}
            aria-label={translate('app.needsAttention.new_link_for', { reference: row.vendorSpecificId ?? row.uuid })}
          >
            {translate('app.needsAttention.new_link')}
          </Button>
        )}
      />
      {open && <NewLinkDialog row={open} onClose={() => setOpen(null)} />}
    </GroupFrame>
  );
};

const BankGroup = ({ rows }: { rows: AttentionRow[] }) => {
  const translate = useTranslate();
  return (
    <GroupFrame cause="bank" count={rows.length}>
      {groupByBank(rows).map(({ bank, rows: bankRows }) => {
        const state = bankRows[0].bankState;
        const name = bank ?? translate('app.needsAttention.unknown_bank');
        return (
          <Box key={bank ?? ''} component="section" aria-label={name} sx={{ mb: 2 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
              <Typography component="h3" variant="subtitle1">
                {name} · {translate('app.needsAttention.runs', { smart_count: bankRows.length })}
              </Typography>
              <BankStateChip state={state} words="app.needsAttention.bank_state" />
            </Box>
            <RecrawlRows rows={bankRows} label="recrawl_when_back" disabled={state === 'offline'} />
            {state === 'offline' && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('app.needsAttention.bank_offline_note')}
              </Typography>
            )}
            <AttentionRuns rows={bankRows} caption={name} />
          </Box>
        );
      })}
    </GroupFrame>
  );
};

const TransientGroup = ({ rows }: { rows: AttentionRow[] }) => {
  const translate = useTranslate();
  return (
    <GroupFrame cause="transient" count={rows.length}>
      <RecrawlRows rows={rows} label="recrawl" />
      <AttentionRuns rows={rows} caption={translate('app.needsAttention.cause.transient')} />
    </GroupFrame>
  );
};

const UnknownGroup = ({ rows, staff }: { rows: AttentionRow[]; staff: boolean }) => {
  const translate = useTranslate();
  const details = (row: AttentionRow) =>
    translate('app.needsAttention.details', {
      uuid: row.uuid,
      status: row.status,
      code: row.code ?? '-',
      message: row.message ?? '-',
      bank: row.bank ?? '-',
      application: row.application
        ? String(row.application.id)
        : `${row.vendorLabel ?? '-'} / ${row.vendorSpecificId ?? '-'}`,
    });
  return (
    <GroupFrame cause="unknown" count={rows.length}>
      <AttentionRuns
        rows={rows}
        caption={translate('app.needsAttention.cause.unknown')}
        action={row =>
          staff ? (
            <Link to={`/crawler/${encodeURIComponent(row.uuid)}`}>{translate('app.needsAttention.crawler_log')}</Link>
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Typography variant="body2" component="span">
                {translate('app.needsAttention.ask_staff')}
              </Typography>
              <CopyButton value={details(row)} label="app.needsAttention.ask_staff_copy" />
            </Box>
          )
        }
      />
    </GroupFrame>
  );
};

/** One group a cause (docs/product.md#needs-attention), each with its one action. */
export const CauseGroup = ({ group, staff }: { group: AttentionGroup; staff: boolean }) => {
  switch (group.cause) {
    case 'customer':
      return <CustomerGroup rows={group.rows} />;
    case 'bank':
      return <BankGroup rows={group.rows} />;
    case 'transient':
      return <TransientGroup rows={group.rows} />;
    default:
      return <UnknownGroup rows={group.rows} staff={staff} />;
  }
};
