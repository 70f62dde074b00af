import { isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FilterForm, useListContext, useTranslate } from 'react-admin';

/** How many filters are set: an empty string, null, undefined or an empty list does not count. */
export const activeFilterCount = (filterValues: Record<string, unknown> | undefined) =>
  Object.values(filterValues ?? {}).filter(
    value => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
  ).length;

/**
 * On a phone a list's inline filters hide behind one button, with the number of active filters in its words,
 * that opens them in a dialog (docs/screens/responsive.md). `filters` is what the list was given: an
 * array of inputs (react-admin's filter form) or a search panel element of the list's own.
 */
export const PhoneFilters = ({
  filters,
  context,
}: {
  filters: ReactElement | ReactElement[];
  context?: 'form' | 'button';
}) =>
  // react-admin's default list actions render the filters element a second time as `context="button"`:
  // one button is enough.
  context === 'button' ? null : <PhoneFilterButton filters={filters} />;

const PhoneFilterButton = ({ filters }: { filters: ReactElement | ReactElement[] }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filterValues as Record<string, unknown>);
  const label = count ? translate('app.responsive.filters_active', { count }) : translate('app.responsive.filters');
  const body: ReactNode =
    Array.isArray(filters) || !isValidElement(filters) ? <FilterForm filters={filters as ReactElement[]} /> : filters;
  return (
    <Box sx={{ px: 1, pt: 1 }}>
      <Button
        variant="outlined"
        size="small"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        // The count is in the words ("Filters (2)"), which are also the button's name: no badge beside them.
        startIcon={<FilterListIcon />}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth aria-labelledby="phone-filters-title">
        <DialogTitle id="phone-filters-title">{translate('app.responsive.filters_title')}</DialogTitle>
        <DialogContent
          sx={{
            px: 1,
            // Inside the dialog the inputs take the whole width, one under the other.
            '& form, & .MuiStack-root': { flexDirection: 'column', alignItems: 'stretch' },
            '& .MuiFormControl-root, & .MuiAutocomplete-root': { width: '100%', minWidth: 0 },
          }}
        >
          {body}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('app.responsive.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
