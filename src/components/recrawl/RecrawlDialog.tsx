import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { Form, NumberInput, useInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { bankName, useBankNames } from '../BankName';
import { config } from '../../config';
import type { AppAction } from '../useApiAction';
import {
  buildRecrawlPayload,
  recrawlDefaults,
  recrawlSchema,
  RECRAWL_JOBS,
  type RecrawlApplication,
  type RecrawlProfile,
  type RecrawlValues,
} from './recrawlSchema';

const resolver = zodResolver(recrawlSchema);

const CheckboxInput = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={!!field.value}
          onChange={event => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          name={source}
        />
      }
      label={translate(label)}
    />
  );
};

export interface RecrawlDialogProps {
  application: RecrawlApplication;
  /** The profile whose crawler is recrawled first; another may be chosen. */
  profile?: RecrawlProfile;
  onClose: () => void;
  run: (action: AppAction) => void;
  pending: boolean;
}

/**
 * The recrawl dialog (docs/product.md#application-view): the payload of docs/api.md#application-actions for one profile's
 * crawler, sent to the host of the dashboard's environment with `environment` in the body.
 */
export const RecrawlDialog = ({ application, profile, onClose, run, pending }: RecrawlDialogProps) => {
  const translate = useTranslate();
  const bankNames = useBankNames();
  const profiles = application.profiles ?? [];
  const [profileId, setProfileId] = useState(profile?.id ?? profiles[0]?.id);
  const chosen = profiles.find(row => row.id === profileId) ?? profile;
  const environment = config.environment;

  const submit = (values: FieldValues) => {
    if (!chosen) return;
    const payload = buildRecrawlPayload(application, chosen, values as RecrawlValues, environment);
    run({
      name: 'recrawl',
      run: dataProvider => dataProvider.recrawl(application.id, payload),
      success: { message: 'resources.applications.recrawl.started', args: { id: application.id } },
      onSuccess: onClose,
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="recrawl-title" fullWidth maxWidth="sm">
      <DialogTitle id="recrawl-title">
        {translate('resources.applications.recrawl.title', { id: application.id })}
      </DialogTitle>
      <Form resolver={resolver} defaultValues={recrawlDefaults(application)} onSubmit={submit}>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('resources.applications.recrawl.environment', { environment })}
          </Typography>
          {profiles.length > 1 && (
            <TextField
              select
              fullWidth
              size="small"
              label={translate('resources.applications.recrawl.profile')}
              value={profileId ?? ''}
              onChange={event => setProfileId(Number(event.target.value))}
              sx={{ mb: 2 }}
            >
              {profiles.map(row => (
                <MenuItem key={row.id} value={row.id}>
                  {translate('resources.applications.recrawl.profile_option', {
                    bank: bankName(row.bank || row.bank_id, bankNames),
                    id: row.id,
                  })}
                </MenuItem>
              ))}
            </TextField>
          )}
          <NumberInput source="days_to_retrieve" label="resources.applications.recrawl.days_to_retrieve" fullWidth />
          <NumberInput source="days_to_display" label="resources.applications.recrawl.days_to_display" fullWidth />
          <FormLabel component="legend">{translate('resources.applications.recrawl.jobs')}</FormLabel>
          <FormGroup row>
            <CheckboxInput source="analysis" label="resources.applications.options.analysis" />
            {RECRAWL_JOBS.map(job => (
              <CheckboxInput key={job} source={job} label={`resources.applications.options.${job}`} />
            ))}
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('resources.applications.recrawl.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || !chosen?.crawler}>
            {translate('resources.applications.recrawl.submit')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
