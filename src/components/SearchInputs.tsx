import { useMemo } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  useDataProvider,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { ListCut } from '../providers';
import { ROWS_PER_PAGE } from './AppList';
import { cutLine } from './ListCutNote';
import { useBankCountry } from './useBankCountry';
import { SIDE_READ } from '../providers/sessionRule';

/**
 * Inputs shared by the search panels of applications, analyses and crawlers (docs/product.md#applications):
 * bank, vendor label and count. Bank and label write `bank_id` and `label_id`, the query fields
 * of the API; the count is the list's page size, so it lives in the address as `perPage`.
 */

interface FilterInputProps {
  source?: string;
  alwaysOn?: boolean;
}

const bankQuery = (search: string) => ({ q: search });
const BANK_SORT = { field: 'name', order: 'ASC' } as const;
const LABEL_SORT = { field: 'ref', order: 'ASC' } as const;
const INPUT_WIDTH = { minWidth: 220 } as const;

/**
 * "Only the first N choices are listed..." when the banks list was cut at 20 pages
 * (docs/api.md#conventions), else null. ReferenceInput does not pass on the answer's `meta`: this
 * reads it from the same whole list, which the dataProvider keeps a while (no second request).
 */
const useBanksCutLine = (enabled: boolean): string | null => {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['banks', 'cut'],
    queryFn: ({ signal }) =>
      dataProvider.getList('banks', {
        pagination: { page: 1, perPage: 1 },
        sort: BANK_SORT,
        filter: {},
        signal,
        ...SIDE_READ,
      }),
    enabled,
    staleTime: 5 * 60_000,
  });
  const { cut, loaded } = (data?.meta ?? {}) as { cut?: ListCut; loaded?: number };
  return cut && typeof loaded === 'number' ? cutLine(translate, cut, loaded, 'choices') : null;
};

/**
 * The banks a user may pick: for USER only the vendor's country (docs/product.md#levels), asked
 * of the API as `country_code` and kept by the dataProvider's local filter when a backend ignores
 * it. The list waits for the user's country rather than briefly offering every bank.
 */
export const BankInput = ({ source = 'bank_id' }: FilterInputProps) => {
  const { country, isPending } = useBankCountry();
  const filter = useMemo(() => (country ? { country_code: country } : {}), [country]);
  const cut = useBanksCutLine(!isPending);
  return (
    <ReferenceInput
      source={source}
      reference="banks"
      perPage={200}
      sort={BANK_SORT}
      filter={filter}
      queryOptions={{ enabled: !isPending, ...SIDE_READ }}
    >
      <AutocompleteInput
        label="app.search.bank"
        optionText="name"
        filterToQuery={bankQuery}
        sx={INPUT_WIDTH}
        helperText={cut ?? false}
      />
    </ReferenceInput>
  );
};

export const LabelInput = ({ source = 'label_id' }: FilterInputProps) => (
  <ReferenceInput source={source} reference="labels" perPage={200} sort={LABEL_SORT} queryOptions={SIDE_READ}>
    <SelectInput
      label="app.search.label"
      optionText="ref"
      emptyText="app.search.all"
      sx={INPUT_WIDTH}
      helperText={false}
    />
  </ReferenceInput>
);

/** The count of the search panel: rows per page (20, 50 or 100), kept in the address. */
export const PageSizeSelect = () => {
  const { perPage, setPerPage } = useListContext();
  const translate = useTranslate();
  const options = ROWS_PER_PAGE.includes(perPage) ? ROWS_PER_PAGE : [...ROWS_PER_PAGE, perPage].sort((a, b) => a - b);
  return (
    <TextField
      select
      size="small"
      label={translate('app.search.count')}
      value={perPage}
      onChange={event => setPerPage(Number(event.target.value))}
      sx={{ minWidth: 96 }}
    >
      {options.map(size => (
        <MenuItem key={size} value={size}>
          {size}
        </MenuItem>
      ))}
    </TextField>
  );
};
