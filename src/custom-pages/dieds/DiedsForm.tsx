import { useState } from 'react';
import { Autocomplete, Box, Button, MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { cutText } from '../../components/ListCutNote';
import type { VendorChoice } from '../../providers/methods/staffOps';
import { SIDE_READ } from '../../providers/sessionRule';
import { useVendorChoices, type DiedsQuery } from './useDieds';

// The labels are a read on the side: a refusal leaves "All" and never ends the session.
const LABELS_QUERY = {
  pagination: { page: 1, perPage: 200 },
  sort: { field: 'ref', order: 'ASC' as const },
  ...SIDE_READ,
};

interface Label {
  id: Identifier;
  ref?: string | null;
}

/**
 * The search form of Dieds (docs/screens/dieds-analysisstats.md): a label (optional, sent as
 * `label_id`) and one or more vendors; Submit waits for a vendor, and for a running search or batch.
 */
export const DiedsForm = ({ onSubmit, busy }: { onSubmit: (query: DiedsQuery) => void; busy: boolean }) => {
  const translate = useTranslate();
  const vendors = useVendorChoices();
  const labels = useGetList<Label>('labels', LABELS_QUERY);
  const [chosen, setChosen] = useState<VendorChoice[]>([]);
  const [labelId, setLabelId] = useState<string>('');
  const vendorText = (vendor: VendorChoice) =>
    translate('app.dieds.vendor_option', { label: vendor.label || '-', id: vendor.id });
  return (
    <Box
      component="form"
      aria-label={translate('app.dieds.title')}
      onSubmit={event => {
        event.preventDefault();
        if (chosen.length) onSubmit({ vendors: chosen, labelId: labelId === '' ? null : labelId });
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        select
        size="small"
        label={translate('app.dieds.label')}
        value={labelId}
        onChange={event => setLabelId(event.target.value)}
        sx={{ flex: '0 1 220px', minWidth: 180 }}
      >
        <MenuItem value="">{translate('app.dieds.all_labels')}</MenuItem>
        {(labels.data ?? []).map(label => (
          <MenuItem key={label.id} value={String(label.id)}>
            {label.ref ?? String(label.id)}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        size="small"
        options={vendors.data ?? []}
        loading={vendors.isPending}
        value={chosen}
        onChange={(_, value) => setChosen(value)}
        getOptionLabel={vendorText}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={params => (
          <TextField
            {...params}
            label={translate('app.dieds.vendors')}
            error={vendors.isError}
            helperText={
              vendors.isError
                ? translate('app.dieds.vendors_failed', { message: vendors.error.message })
                : // A cut vendors list says so (docs/api.md#conventions).
                  (vendors.data && cutText(translate, vendors.data, 'choices')) || undefined
            }
          />
        )}
        sx={{ minWidth: 260, flex: '1 1 300px', maxWidth: 640 }}
      />
      <Button type="submit" variant="contained" disabled={!chosen.length || busy} sx={{ mt: 0.25 }}>
        {translate('app.dieds.submit')}
      </Button>
    </Box>
  );
};
