import { Box, Button, Stack } from '@mui/material';
import { Form, required, SelectInput, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ROWS_PER_PAGE } from '../../components/AppList';
import { BankInput, LabelInput } from '../../components/SearchInputs';
import { Feature } from '../../providers';
import { CACHE_PRESENT_CHOICES, CRAWLER_STATUSES, crawlerFilterOf, type CrawlerSearchValues } from './crawlerRules';

const STATUS_CHOICES = CRAWLER_STATUSES.map(status => ({ id: status, name: status }));
const CACHE_CHOICES = [...CACHE_PRESENT_CHOICES];
const PAGE_SIZES = ROWS_PER_PAGE.map(size => ({ id: size, name: String(size) }));
const REQUIRED = [required()];
const EMPTY: CrawlerSearchValues = { bank_id: '', label_id: '', status: '', cache_present: -1 };

type FormValues = CrawlerSearchValues & { page_size?: unknown };

const ClearButton = ({ onClear, perPage }: { onClear: () => void; perPage: number }) => {
  const translate = useTranslate();
  const { reset } = useFormContext<FormValues>();
  return (
    <Button
      onClick={() => {
        reset({ ...EMPTY, page_size: perPage });
        onClear();
      }}
    >
      {translate('app.search.clear')}
    </Button>
  );
};

/**
 * The crawler search panel (docs/product.md#crawlers): bank, label, status, page size and, above USER,
 * cache present. Filters apply on Submit, not while typing; Clear removes them all.
 */
// react-admin inputs are full width by default; the search panel lines them up on one row.
const INLINE_INPUTS = { '& .MuiFormControl-fullWidth, & .MuiAutocomplete-fullWidth': { width: 'auto' } } as const;

export const CrawlerSearch = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, perPage, setPerPage } = useListContext();
  const canFilterCache = !!useCanAccess({ resource: Feature.cachePresentFilter, action: 'read' }).canAccess;
  const defaults: FormValues = { ...EMPTY, ...filterValues, page_size: perPage };
  const submit = (values: FormValues) => {
    setFilters(crawlerFilterOf(values, canFilterCache), undefined, false);
    const size = Number(values.page_size);
    if (size && size !== perPage) setPerPage(size);
  };
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <Form
        defaultValues={defaults}
        onSubmit={(values: Record<string, unknown>) => submit(values as FormValues)}
        key={JSON.stringify(filterValues)}
      >
        <Stack direction="row" flexWrap="wrap" alignItems="center" columnGap={2} sx={INLINE_INPUTS}>
          <BankInput source="bank_id" />
          <LabelInput source="label_id" />
          <SelectInput
            source="status"
            label="resources.crawlers.fields.status"
            choices={STATUS_CHOICES}
            emptyText="app.search.all"
            translateChoice={false}
            helperText={false}
            sx={{ minWidth: 160 }}
          />
          {canFilterCache && (
            <SelectInput
              source="cache_present"
              label="resources.crawlers.fields.cache_present"
              choices={CACHE_CHOICES}
              validate={REQUIRED}
              helperText={false}
              sx={{ minWidth: 140 }}
            />
          )}
          <SelectInput
            source="page_size"
            label="app.search.count"
            choices={PAGE_SIZES}
            validate={REQUIRED}
            translateChoice={false}
            helperText={false}
            sx={{ minWidth: 96 }}
          />
          <ClearButton onClear={() => setFilters({}, undefined, false)} perPage={perPage} />
          <Button type="submit" variant="contained">
            {translate('app.search.submit')}
          </Button>
        </Stack>
      </Form>
    </Box>
  );
};
