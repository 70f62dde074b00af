import { useState } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import { Badge, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, SelectInput, TextInput, useListContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import {
  ADVANCED_CHOICE_FIELDS,
  ADVANCED_TEXT_FIELDS,
  advancedValuesOf,
  applyAdvanced,
  countAdvanced,
  type AdvancedValues,
} from './advancedSearch';

const YES_NO = [
  { id: 'true', name: 'app.search.yes' },
  { id: 'false', name: 'app.search.no' },
];

const field = (name: string) => `app.search.${name}`;

const ClearButton = ({ onClear }: { onClear: () => void }) => {
  const translate = useTranslate();
  const { reset } = useFormContext();
  return (
    <Button
      onClick={() => {
        reset(advancedValuesOf({}));
        onClear();
      }}
    >
      {translate('app.search.clear')}
    </Button>
  );
};

/**
 * The Advanced dialog of the Applications and Analyses search (docs/product.md#applications):
 * email, mobile, vendor name, and All / Yes / No for analysed, the four job options and the
 * analysis tri-state. Search applies them to the list (so they land in the address); Clear
 * removes them.
 */
export const AdvancedSearchButton = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const active = countAdvanced(filterValues);
  const apply = (values: Partial<AdvancedValues>) => {
    setFilters(applyAdvanced(filterValues, values), undefined, false);
    setOpen(false);
  };
  return (
    <>
      <Badge badgeContent={active} color="primary" invisible={!active}>
        <Button size="small" startIcon={<TuneIcon />} onClick={() => setOpen(true)}>
          {translate('app.search.advanced')}
        </Button>
      </Badge>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="advanced-search-title"
        fullWidth
        maxWidth="sm"
      >
        <Form
          defaultValues={advancedValuesOf(filterValues)}
          onSubmit={(values: Record<string, unknown>) => apply(values as Partial<AdvancedValues>)}
        >
          <DialogTitle id="advanced-search-title">{translate('app.search.advanced_title')}</DialogTitle>
          <DialogContent>
            <Stack direction="row" flexWrap="wrap" columnGap={2}>
              {ADVANCED_TEXT_FIELDS.map(name => (
                <TextInput key={name} source={name} label={field(name)} parse={value => value} helperText={false} />
              ))}
              {ADVANCED_CHOICE_FIELDS.map(name => (
                <SelectInput
                  key={name}
                  source={name}
                  label={field(name)}
                  choices={YES_NO}
                  emptyText="app.search.all"
                  emptyValue=""
                  parse={value => value}
                  helperText={false}
                  sx={{ minWidth: 160 }}
                />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <ClearButton onClear={() => apply({})} />
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate('app.search.submit')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
