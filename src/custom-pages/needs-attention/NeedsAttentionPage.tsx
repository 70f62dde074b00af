import { useEffect, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { Form, useGetIdentity, useTranslate, type Identifier } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ListCutNote } from '../../components/ListCutNote';
import { ListSkeleton } from '../../components/ListSkeleton';
import { BankInput, LabelInput } from '../../components/SearchInputs';
import { TRIAGE_WINDOW_DAYS } from '../../lib/triage';
import type { AppIdentity } from '../../providers';
import { Level } from '../../types';
import { CauseGroup } from './CauseGroups';
import { useAttention, type AttentionFilterValues } from './useAttention';

const idOf = (value: unknown): Identifier | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;

/** Passes the filter inputs' values up as they change. */
const FilterWatcher = ({ onChange }: { onChange: (filter: AttentionFilterValues) => void }) => {
  const labelId = idOf(useWatch({ name: 'label_id' }));
  const bankId = idOf(useWatch({ name: 'bank_id' }));
  useEffect(() => onChange({ labelId, bankId }), [labelId, bankId, onChange]);
  return null;
};

/** The app's Label and Bank inputs, applied as they change. */
const Filters = ({ onChange }: { onChange: (filter: AttentionFilterValues) => void }) => (
  <Form defaultValues={{ label_id: null, bank_id: null }} onSubmit={() => undefined}>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      <LabelInput />
      <BankInput />
    </Box>
    <FilterWatcher onChange={onChange} />
  </Form>
);

/**
 * Needs attention (docs/product.md#needs-attention): the runs of the last 7 days that did not
 * complete (and the active ones past the slowness mark), grouped by cause (lib/triage), each group
 * with who must act and its one action: a new link for the customer, a recrawl once the bank is
 * back, a recrawl now, the crawler log or "Ask staff".
 */
export const NeedsAttentionPage = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const staff = ((identity as AppIdentity | undefined)?.level ?? Level.NONE) >= Level.STAFF;
  const [filter, setFilter] = useState<AttentionFilterValues>({ labelId: null, bankId: null });
  const attention = useAttention(filter, staff);
  const { runs, groups, rows } = attention;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('app.pages.needsAttention')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.needsAttention.intro', { days: TRIAGE_WINDOW_DAYS })}
      </Typography>
      <Filters onChange={setFilter} />
      {runs.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={attention.refresh}>
              {translate('app.needsAttention.retry')}
            </Button>
          }
        >
          {translate('app.needsAttention.failed', { message: runs.error.message })}
        </Alert>
      ) : attention.isPending || !runs.data ? (
        <ListSkeleton />
      ) : (
        <>
          <ListCutNote queryKey={attention.runsKey} rows={runs.data} loadFrom={attention.loadFrom} />
          {groups.length === 0 ? (
            <Alert severity="success" role="status">
              {translate('app.needsAttention.empty')}
            </Alert>
          ) : (
            <>
              <Typography role="status" sx={{ mb: 2 }}>
                {translate('app.needsAttention.summary', {
                  smart_count: rows.length,
                  groups: groups
                    .map(group =>
                      translate('app.needsAttention.group_count', {
                        cause: translate(`app.needsAttention.cause.${group.cause}`),
                        smart_count: group.rows.length,
                      }),
                    )
                    .join(', '),
                })}
              </Typography>
              {groups.map(group => (
                <CauseGroup key={group.cause} group={group} staff={staff} />
              ))}
            </>
          )}
        </>
      )}
    </Box>
  );
};
