import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Form, useListContext, useTranslate } from 'react-admin';

interface SearchPanelProps {
  /** The search fields: at least one must be filled. */
  fields: readonly string[];
  /** Catalogue key shown when none is ("Please fill at least one field"). */
  emptyMessage: string;
  /** Values sent besides the fields (the category search's operator). */
  toFilter?: (values: Record<string, unknown>) => Record<string, unknown>;
  refused: boolean;
  setRefused: (refused: boolean) => void;
  children: ReactNode;
  actions?: ReactNode;
}

const filled = (value: unknown) =>
  value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');

/**
 * A tab's search form over its list: Search applies the filled fields (nothing is sent when none
 * is, the tab's message says so next to the form); Clear shows the whole list again.
 */
export const SearchPanel = ({
  fields,
  emptyMessage,
  toFilter,
  refused,
  setRefused,
  children,
  actions,
}: SearchPanelProps) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();

  const submit = (values: Record<string, unknown>) => {
    const chosen = Object.fromEntries(
      fields.filter(field => filled(values[field])).map(field => [field, values[field]]),
    );
    if (!Object.keys(chosen).length) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setFilters(toFilter ? { ...chosen, ...toFilter(values) } : chosen, undefined);
  };

  return (
    <Form record={filterValues} onSubmit={submit} key={JSON.stringify(filterValues)}>
      <Box role="search" aria-label={translate('app.regex.search')} sx={{ px: 1, pt: 1 }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            columnGap: 1,
            '& .MuiFormControl-root': { mt: 0 },
          }}
        >
          {children}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            {translate('app.regex.search')}
          </Button>
          <Button
            onClick={() => {
              setRefused(false);
              setFilters({}, undefined);
            }}
          >
            {translate('app.regex.clear')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          {actions}
        </Box>
      </Box>
      {refused && (
        <Alert severity="warning" role="alert" sx={{ mx: 1, mt: 1 }}>
          {translate(emptyMessage)}
        </Alert>
      )}
    </Form>
  );
};
