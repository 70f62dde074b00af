import { useMemo } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { LookupForm } from './LookupForm';
import { LookupMatchList } from './LookupMatchList';
import { LookupResult } from './LookupResult';
import { isLookupType, lookupSearch, parseLookupQuery, type LookupQuery, type LookupType } from './lookupTerm';
import { useDefaultLookupType, useLookup } from './useLookup';

/**
 * Lookup (docs/product.md#lookup): the query string holds the lookup, so a lookup is a shareable link.
 * Submitting the form writes the query string, which runs the lookup.
 */
export const LookupPage = () => {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const defaults = useDefaultLookupType();
  const query = useMemo(() => parseLookupQuery(location.search, defaults.type), [location.search, defaults.type]);
  const lookup = useLookup(query);

  const submit = (type: LookupType, value: string) => {
    const search = lookupSearch(type, value);
    if (search === location.search && query.kind === 'ready') lookup.refetch();
    else navigate({ search });
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('app.pages.lookup')}
      </Typography>
      {defaults.isLoading ? (
        <LinearProgress aria-label={translate('app.shell.loading')} />
      ) : (
        <LookupForm
          key={location.search}
          type={query.type}
          value={query.kind === 'empty' ? '' : query.value}
          loading={lookup.isFetching}
          onSubmit={submit}
        />
      )}
      {defaults.unread && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {translate('app.lookup.default_unread', { type: translate(`app.lookup.types.${defaults.type}`) })}
        </Typography>
      )}
      <LookupOutcome query={query} lookup={lookup} />
    </Box>
  );
};

interface LookupOutcomeProps {
  query: LookupQuery;
  lookup: ReturnType<typeof useLookup>;
}

const LookupOutcome = ({ query, lookup }: LookupOutcomeProps) => {
  const translate = useTranslate();
  if (query.kind === 'empty') return <Alert severity="info">{translate('app.message.lookup_empty')}</Alert>;
  if (query.kind === 'invalid') {
    const type = query.args?.type;
    const args =
      type && isLookupType(type) ? { ...query.args, type: translate(`app.lookup.types.${type}`) } : query.args;
    return <Alert severity="warning">{translate(query.message, args)}</Alert>;
  }
  if (!lookup.data && !lookup.error) return <LinearProgress aria-label={translate('app.lookup.loading')} />;
  if (!lookup.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => lookup.refetch()}>
            {translate('app.lookup.retry')}
          </Button>
        }
      >
        {translate('app.lookup.failed')}
      </Alert>
    );
  }
  const matches = lookup.data.data;
  if (!matches.length) return <Alert severity="info">{translate('app.message.lookup_no_results')}</Alert>;
  if (matches.length === 1) return <LookupResult match={matches[0]} />;
  const chosen = query.selected ? matches.find(match => String(match.id) === query.selected) : undefined;
  if (!chosen) return <LookupMatchList type={query.type} value={query.value} matches={matches} />;
  return (
    <>
      <Button component={Link} to={lookupSearch(query.type, query.value)} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate('app.lookup.back_to_matches', { count: matches.length })}
      </Button>
      <LookupResult match={chosen} />
    </>
  );
};
