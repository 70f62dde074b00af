import { Alert, Box, Typography } from '@mui/material';
import {
  AddItemButton,
  ArrayInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ThresholdInput } from '../../components/ThresholdSlider';
import type { SettingRow } from '../../lib/settings';
import { LOOKUP_TYPES } from '../../providers/methods/lookup';

const SECRET_KEY = /secret|password/i;

/** Under the input: the default of an unset key, or that it is unset. */
const useHint = (row: SettingRow): string | undefined => {
  const translate = useTranslate();
  if (row.stored !== undefined) return undefined;
  return row.default !== undefined
    ? translate('app.settings.default_hint', { value: row.default })
    : translate('app.settings.unset_hint');
};

const RecipientsInput = ({ row, source }: { row: SettingRow; source: string }) => {
  const translate = useTranslate();
  const hint = useHint(row);
  const value: unknown = useWatch({ name: source });
  const rows = Array.isArray(value) ? value : [];
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1, sm: 2 }, m: 0, width: '100%' }}
    >
      <Typography component="legend" variant="body2" sx={{ px: 0.5, fontFamily: 'monospace' }}>
        {row.key}
      </Typography>
      {row.unreadable && (
        <Alert severity="warning" sx={{ mb: 1, wordBreak: 'break-all' }}>
          {translate('app.settings.recipients.unreadable', { value: row.stored ?? '' })}
        </Alert>
      )}
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.settings.recipients.none')}
        </Typography>
      )}
      <ArrayInput source={source} label={false} helperText={hint ?? false}>
        <SimpleFormIterator
          resource="settings"
          inline
          disableReordering
          disableClear
          addButton={<AddItemButton label="app.settings.recipients.add" />}
          // react-admin shows a row's remove button on hover only: keyboard users need it always.
          sx={{
            '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap', columnGap: 2 },
            '& .RaSimpleFormIterator-action': { visibility: 'visible' },
          }}
        >
          <TextInput source="name" label="app.settings.recipients.name" helperText={false} sx={{ minWidth: 180 }} />
          <TextInput
            source="email"
            label="app.settings.recipients.email"
            type="email"
            helperText={false}
            sx={{ minWidth: 240 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};

/**
 * One key of a settings tab, with the input its value calls for (lib/settings `settingKind`): a
 * switch for True/False, a number, a threshold slider, the recipients rows, the lookup type, or
 * text. The key is the label: staff know the settings by their keys.
 */
export const SettingField = ({ row }: { row: SettingRow }) => {
  const translate = useTranslate();
  const hint = useHint(row);
  const source = `${row.tab}.${row.key}`;
  const label = row.key;
  const helperText = hint ?? false;
  switch (row.kind) {
    case 'boolean':
      return <BooleanInput source={source} label={label} helperText={helperText} />;
    case 'number':
      return <NumberInput source={source} label={label} helperText={helperText} fullWidth />;
    case 'threshold':
      return (
        <Box sx={{ width: '100%', mb: 2 }}>
          <ThresholdInput source={source} label={label} />
          {hint && (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          )}
        </Box>
      );
    case 'recipients':
      return <RecipientsInput row={row} source={source} />;
    case 'lookupType':
      return (
        <SelectInput
          source={source}
          label={label}
          helperText={helperText}
          choices={LOOKUP_TYPES.map(id => ({ id, name: translate(`app.lookup.types.${id}`) }))}
          translateChoice={false}
          fullWidth
        />
      );
    default:
      return (
        <TextInput
          source={source}
          label={label}
          helperText={helperText}
          type={SECRET_KEY.test(row.key) ? 'password' : 'text'}
          autoComplete="off"
          fullWidth
        />
      );
  }
};
