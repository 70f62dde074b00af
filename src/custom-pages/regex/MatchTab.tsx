import { useState } from 'react';
import { Alert, Box, Button, Card, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useMutation } from '@tanstack/react-query';
import { Pagination, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { AppList } from '../../components/AppList';
import { NoData } from '../../components/NoData';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { SanitisedDescription } from '../../providers/methods/regex';
import { CreateRuleButton, TRANSTYPE, TransTypeRuleDialog, TransTypeTable } from './TransTypeTab';

/** spec 3 section 9: the transaction-type match table shows 15 rows a page. */
export const MATCH_ROWS = 15;
const matchPagination = <Pagination rowsPerPageOptions={[MATCH_ROWS]} />;

interface Described {
  description: string;
  answer: SanitisedDescription;
}

/**
 * The match tab (docs/screens/regex.md): which transaction-type rules match a bank description.
 * The description is sanitised by the API (POST transtyperegex/sanitise/), whose answer names
 * the matching rules; the table lists those rules (GET transtyperegex/?id__in=...), 15 a page,
 * with edit and delete, and "Create" starts a rule from the sanitised pattern. With no
 * description it lists every rule.
 */
export const MatchTab = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [description, setDescription] = useState('');
  const [refused, setRefused] = useState(false);
  const [described, setDescribed] = useState<Described | null>(null);
  const [editing, setEditing] = useState<{ record?: RaRecord; initial?: Partial<RaRecord> } | null>(null);
  const sanitise = useMutation({
    mutationFn: (text: string) => dataProvider.sanitiseDescription(text),
    onSuccess: (answer, text) => setDescribed({ description: text, answer }),
  });

  const submit = () => {
    if (!description.trim()) {
      setRefused(true);
      return;
    }
    setRefused(false);
    sanitise.mutate(description);
  };

  const ids = described?.answer.matches?.map(rule => rule.id) ?? null;
  const suggestion = described?.answer.regex ?? '';

  return (
    <>
      <Card variant="outlined" sx={{ mb: 1 }}>
        <Box
          component="form"
          role="search"
          aria-label={translate('app.regex.match.search')}
          noValidate
          onSubmit={event => {
            event.preventDefault();
            submit();
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', p: 1 }}
        >
          <TextField
            label={translate('app.regex.sanitise.description')}
            value={description}
            onChange={event => setDescription(event.target.value)}
            helperText={translate('app.regex.match.help')}
            size="small"
            sx={{ flex: '1 1 320px' }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={sanitise.isPending}>
            {translate('app.regex.match.submit')}
          </Button>
          <Button
            onClick={() => {
              setDescription('');
              setDescribed(null);
              setRefused(false);
            }}
          >
            {translate('app.regex.clear')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <CreateRuleButton
            label="app.regex.transtype.create"
            onClick={() => setEditing({ initial: suggestion ? { regex: suggestion } : {} })}
          />
        </Box>
        {refused && (
          <Alert severity="warning" role="alert" sx={{ mx: 1, mb: 1 }}>
            {translate('app.message.transtype_search_required')}
          </Alert>
        )}
        {sanitise.isError && (
          <Alert severity="error" sx={{ mx: 1, mb: 1 }}>
            {translate('app.message.error_toast', {
              message: sanitise.error instanceof Error ? sanitise.error.message : '',
            })}
          </Alert>
        )}
        {described && (
          <Box sx={{ px: 1, pb: 1 }}>
            <Typography variant="body2">
              {translate('app.regex.sanitise.sanitised')}: <code>{described.answer.sanitised ?? ''}</code>
            </Typography>
            <Typography variant="body2">
              {translate('app.regex.sanitise.pattern')}:{' '}
              <code>{suggestion || translate('app.regex.sanitise.no_pattern')}</code>
            </Typography>
            <Typography variant="body2" role="status">
              {translate('app.regex.match.count', { smart_count: ids?.length ?? 0 })}
            </Typography>
          </Box>
        )}
      </Card>
      {ids && !ids.length ? (
        <Card variant="outlined">
          <NoData />
        </Card>
      ) : (
        <AppList
          key={ids ? ids.join(',') : 'all'}
          resource={TRANSTYPE}
          title={false}
          actions={false}
          // TransTypeTable shows its own skeleton.
          skeleton={false}
          disableSyncWithLocation
          storeKey={false}
          perPage={MATCH_ROWS}
          pagination={matchPagination}
          filter={ids ? { id__in: ids.join(',') } : undefined}
          sort={{ field: 'id', order: 'ASC' }}
        >
          <TransTypeTable onEdit={record => setEditing({ record })} />
        </AppList>
      )}
      {editing && (
        <TransTypeRuleDialog record={editing.record} initial={editing.initial} onClose={() => setEditing(null)} />
      )}
    </>
  );
};
