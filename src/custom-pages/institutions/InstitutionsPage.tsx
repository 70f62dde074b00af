import { useMemo, useState } from 'react';
import { Alert, Box, Button, InputAdornment, LinearProgress, Paper, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useDataProvider, useTranslate } from 'react-admin';
import { ListCutNote } from '../../components/ListCutNote';
import { useBankCountry } from '../../components/useBankCountry';
import type { AppDataProvider } from '../../providers';
import { BankFilterPopover } from './BankFilterPopover';
import { BankTable } from './BankTable';
import { countriesOf, EMPTY_FILTER, visibleBanks, type BankFilter } from './bankFeatures';
import { useBanks, useDebouncedValue } from './useBanks';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Bank features, "Institution Support Status" (docs/product.md#connections). A USER sees only the banks of
 * the vendor's country (docs/product.md#levels); STAFF and ADMIN see all, with a country filter.
 */
export const InstitutionsPage = () => {
  // The same rule as the Bank search inputs: the access table's, the vendor's country, AU by default.
  const { country, isPending } = useBankCountry();
  const translate = useTranslate();
  if (isPending) return <LinearProgress aria-label={translate('app.institutions.loading')} />;
  return <Institutions scope={country} />;
};

const Institutions = ({ scope }: { scope: string | null }) => {
  const translate = useTranslate();
  const [filter, setFilter] = useState<BankFilter>(EMPTY_FILTER);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const banks = useBanks(scope || null);
  const dataProvider = useDataProvider<AppDataProvider>();
  const all = useMemo(() => banks.data ?? [], [banks.data]);
  const rows = useMemo(
    () => visibleBanks(all, { ...filter, search: settledSearch }, scope),
    [all, filter, settledSearch, scope],
  );
  const countries = useMemo(() => (scope === null ? countriesOf(all) : []), [all, scope]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('app.institutions.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          type="search"
          size="small"
          label={translate('app.institutions.search')}
          value={search}
          onChange={event => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <BankFilterPopover filter={filter} onChange={setFilter} countries={countries} />
        {banks.data && (
          <Typography variant="body2" color="text.secondary" role="status">
            {translate('app.institutions.count', { smart_count: rows.length })}
          </Typography>
        )}
      </Box>
      {banks.data && (
        <ListCutNote queryKey={banks.queryKey} rows={banks.data} loadFrom={from => dataProvider.banks({ from })} />
      )}
      <Paper variant="outlined">
        {banks.isPending ? (
          <LinearProgress aria-label={translate('app.institutions.loading')} />
        ) : banks.error && !banks.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => banks.refetch()}>
                {translate('app.institutions.retry')}
              </Button>
            }
          >
            {translate('app.institutions.failed')}
          </Alert>
        ) : rows.length ? (
          <BankTable banks={rows} showCountry={scope === null} />
        ) : (
          <Typography sx={{ p: 2 }}>{translate('app.message.no_data')}</Typography>
        )}
      </Paper>
    </Box>
  );
};
