import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ListSkeleton } from '../../components/ListSkeleton';
import { BANK_STATE_RANK, bankHealth, type BankState } from '../../lib/bankHealth';
import type { BankModule } from '../../providers';
import { BankModuleEditDialog } from '../../resources/bankmodules/BankModuleEditDialog';
import { BankRatiosProvider, useBankRatios } from '../../resources/bankmodules/BankRatios';
import { BankHealthCard, type BankHealthRow } from './BankHealthCard';

const key = (name: string) => `app.bankHealth.${name}`;
const STATES: BankState[] = ['offline', 'warning', 'online'];

/** A failed GET bank/ratios/: the banks stay (by their online flag), the reason and a Retry above them. */
const RatiosError = () => {
  const { error, refetch } = useBankRatios();
  const translate = useTranslate();
  if (!error) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={refetch}>
          {translate('app.bankModules.ratios.retry')}
        </Button>
      }
    >
      {translate('app.bankModules.ratios.failed', { message: error instanceof Error ? error.message : String(error) })}
    </Alert>
  );
};

const BankHealthBody = () => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList<BankModule>('bankmodules', {
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const ratios = useBankRatios();
  const [state, setState] = useState<BankState | ''>('');
  const [country, setCountry] = useState('');
  const [editing, setEditing] = useState<BankModule | null>(null);

  const rows = useMemo<BankHealthRow[]>(
    () =>
      (data ?? [])
        .map(module => ({ module, health: bankHealth(module, ratios.byId.get(Number(module.id))) }))
        .sort(
          (a, b) =>
            BANK_STATE_RANK[a.health.state] - BANK_STATE_RANK[b.health.state] ||
            a.module.name.localeCompare(b.module.name),
        ),
    [data, ratios.byId],
  );
  const countries = useMemo(
    () => [...new Set(rows.map(row => row.module.country_code).filter((code): code is string => !!code))].sort(),
    [rows],
  );
  const shown = rows.filter(
    row => (!state || row.health.state === state) && (!country || row.module.country_code === country),
  );
  const count = (which: BankState) => rows.filter(row => row.health.state === which).length;
  // The dialog shows the bank as the list holds it now (after a save the list is read again).
  const editingNow = editing ? (data?.find(module => module.id === editing.id) ?? editing) : null;

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {translate(key('title'))}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(key('intro'))}
        </Typography>
        {isPending ? (
          <ListSkeleton />
        ) : error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate(key('retry'))}
              </Button>
            }
          >
            {translate(key('failed'), { message: error instanceof Error ? error.message : String(error) })}
          </Alert>
        ) : !rows.length ? (
          <Alert severity="info">{translate(key('empty'))}</Alert>
        ) : (
          <>
            <RatiosError />
            <Typography role="status" sx={{ mb: 2 }}>
              {translate(key('summary'), {
                total: rows.length,
                offline: count('offline'),
                warning: count('warning'),
                online: count('online'),
              })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
              <TextField
                select
                size="small"
                label={translate(key('filters.state'))}
                value={state}
                onChange={event => setState(event.target.value as BankState | '')}
                sx={{ minWidth: 160 }}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              >
                <MenuItem value="">{translate(key('filters.any_state'))}</MenuItem>
                {STATES.map(which => (
                  <MenuItem key={which} value={which}>
                    {translate(key(`state.${which}`))}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={translate(key('filters.country'))}
                value={country}
                onChange={event => setCountry(event.target.value)}
                sx={{ minWidth: 160 }}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              >
                <MenuItem value="">{translate(key('filters.any_country'))}</MenuItem>
                {countries.map(code => (
                  <MenuItem key={code} value={code}>
                    {code}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            {shown.length < rows.length && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate(key('shown'), { count: shown.length, total: rows.length })}
              </Typography>
            )}
            {shown.length ? (
              shown.map(row => (
                <BankHealthCard key={row.module.id} row={row} ratiosPending={ratios.isPending} onOpen={setEditing} />
              ))
            ) : (
              <Alert severity="info">{translate(key('no_match'))}</Alert>
            )}
          </>
        )}
      </CardContent>
      {editingNow && <BankModuleEditDialog record={editingNow} onClose={() => setEditing(null)} />}
    </Card>
  );
};

/**
 * Bank health (docs/product.md#bank-health, docs/screens/bank-health.md), staff: every bank module
 * (GET bank/, the whole list) with its state by its own thresholds against GET bank/ratios/, worst
 * first, filtered by state and country; each bank's failed runs of the last 24 hours and Recrawl
 * affected. A bank's name opens its bank-module dialog, where it is switched back online.
 */
export const BankHealthPage = () => (
  <BankRatiosProvider>
    <BankHealthBody />
  </BankRatiosProvider>
);
