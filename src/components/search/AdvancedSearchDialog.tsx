import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
 * Applies the form's values as soon as it is submitted (Search, or Enter in a field), before
 * react-hook-form's own submit: that one sets `isSubmitting`, then `isSubmitted`, and each redrew
 * every input of the dialog (about 300 components) before the list could ask for the new rows. The
 * fields are free text and All / Yes / No: there is nothing to validate. A native listener on the
 * form runs before React's (which listens at the root), so the form's own submit never runs.
 */
const ApplyOnSubmit = ({ onApply }: { onApply: (values: Partial<AdvancedValues>) => void }) => {
  const { getValues } = useFormContext();
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const submit = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
      onApply(getValues() as Partial<AdvancedValues>);
    };
    form.addEventListener('submit', submit);
    return () => form.removeEventListener('submit', submit);
  }, [getValues, onApply]);
  return <span ref={marker} hidden />;
};

interface AdvancedDialogProps {
  open: boolean;
  /** The values the dialog opened with (the list's filters then): kept while it is open and closing. */
  initial: AdvancedValues;
  onApply: (values: Partial<AdvancedValues>) => void;
  onClose: () => void;
}

/**
 * The dialog itself, apart from the list: its props change only when it opens or closes, so a
 * change of the list's filters, sort or rows (as the one it makes) does not draw its form again
 * while it closes.
 */
const AdvancedDialog = memo(({ open, initial, onApply, onClose }: AdvancedDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="advanced-search-title" fullWidth maxWidth="sm">
      <Form defaultValues={initial} onSubmit={(values: Record<string, unknown>) => onApply(values)}>
        <ApplyOnSubmit onApply={onApply} />
        <DialogTitle id="advanced-search-title">{translate('app.search.advanced_title')}</DialogTitle>
        <DialogContent>
          <Stack direction="row" flexWrap="wrap" columnGap={2}>
            {ADVANCED_TEXT_FIELDS.map(name => (
              <TextInput key={name} source={name} label={field(name)} parse={keep} helperText={false} />
            ))}
            {ADVANCED_CHOICE_FIELDS.map(name => (
              <SelectInput
                key={name}
                source={name}
                label={field(name)}
                choices={YES_NO}
                emptyText="app.search.all"
                emptyValue=""
                parse={keep}
                helperText={false}
                sx={CHOICE_SX}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <ClearButton onClear={() => onApply({})} />
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('app.search.submit')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
});
AdvancedDialog.displayName = 'AdvancedDialog';

const keep = (value: unknown) => value;
const CHOICE_SX = { minWidth: 160 } as const;

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
  const [initial, setInitial] = useState(() => advancedValuesOf(filterValues));
  const active = countAdvanced(filterValues);
  // The latest filters and setter, for the dialog's callbacks, which keep their identity.
  const latest = useRef({ filterValues, setFilters });
  useLayoutEffect(() => {
    latest.current = { filterValues, setFilters };
  });
  const close = useCallback(() => setOpen(false), []);
  const apply = useCallback((values: Partial<AdvancedValues>) => {
    const { filterValues: current, setFilters: set } = latest.current;
    set(applyAdvanced(current, values), undefined, false);
    setOpen(false);
  }, []);
  return (
    <>
      <Badge badgeContent={active} color="primary" invisible={!active}>
        <Button
          size="small"
          startIcon={<TuneIcon />}
          onClick={() => {
            setInitial(advancedValuesOf(filterValues));
            setOpen(true);
          }}
        >
          {translate('app.search.advanced')}
        </Button>
      </Badge>
      <AdvancedDialog open={open} initial={initial} onApply={apply} onClose={close} />
    </>
  );
};
