import { zodResolver } from '@hookform/resolvers/zod';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { BooleanInput, Form, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { DraftKeeper } from '../../components/DraftKeeper';
import { changedOnlyResolver } from '../../components/changedOnlyResolver';
import { NonFieldErrors, useSaveFailure } from '../../components/NonFieldErrors';
import { ThrottledSubmitButton } from '../../components/SaveThrottle';

import { ThresholdInput } from '../../components/ThresholdSlider';
import { useCloseGuard } from '../../components/useCloseGuard';
import { bankHealth } from '../../lib/bankHealth';
import { changedFields, hasChanges } from '../../lib/changedFields';
import { formatTimestamp } from '../../lib/datetime';
import { thresholdIssue, thresholdOf } from '../../lib/threshold';
import type { BankModule } from '../../providers';
import type { SubmissionErrors } from '../../providers/http';
import { ModuleName } from './BankModuleToggle';
import { useBankRatios } from './BankRatios';
import {
  EDITABLE_FIELDS,
  FEATURE_FLAGS,
  THRESHOLD_FIELDS,
  TIMESTAMP_FIELDS,
  bankModuleSchema,
  type BankModuleFormValues,
} from './bankModuleSchema';

const schemaResolver = zodResolver(bankModuleSchema);
const fieldLabel = (field: string) => `resources.bankmodules.fields.${field}`;

/** The state as the form holds it (it changes with the Online switch before saving). */
const OnlineState = () => {
  const translate = useTranslate();
  const offline = useWatch({ name: 'is_offline' }) === true;
  return (
    <Chip
      size="small"
      color={offline ? 'error' : 'success'}
      variant={offline ? 'filled' : 'outlined'}
      icon={offline ? <CloudOffIcon /> : <CloudDoneIcon />}
      label={translate(offline ? 'app.bankModules.offline' : 'app.bankModules.online')}
    />
  );
};

/**
 * The bank's state after saving, by src/lib/bankHealth with the form's unsaved thresholds and
 * online switch against the bank's ratios, next to its state now: "State after saving: warning
 * (now online)". Nothing is guessed while a threshold cannot be saved.
 */
const StatePreview = ({ record }: { record: BankModule }) => {
  const translate = useTranslate();
  const { byId } = useBankRatios();
  const [isOffline, failedWarn, diedWarn, diedOffline] = useWatch({ name: ['is_offline', ...THRESHOLD_FIELDS] }) as [
    unknown,
    unknown,
    unknown,
    unknown,
  ];
  const ratio = byId.get(Number(record.id));
  const word = (state: string) => translate(`app.bankHealth.state_word.${state}`);
  const thresholds = [failedWarn, diedWarn, diedOffline].map(value => thresholdOf(value));
  let text: string;
  if (thresholds.some(value => thresholdIssue(value) !== null)) {
    text = translate('app.bankHealth.preview.unknown');
  } else {
    const before = bankHealth(record, ratio).state;
    const after = bankHealth(
      {
        ...record,
        is_offline: isOffline === true,
        failed_warn_threshold: thresholds[0],
        died_warn_threshold: thresholds[1],
        died_offline_threshold: thresholds[2],
      },
      ratio,
    ).state;
    text =
      before === after
        ? translate('app.bankHealth.preview.same', { after: word(after) })
        : translate('app.bankHealth.preview.label', { after: word(after), before: word(before) });
  }
  return (
    <Typography role="status" variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
      {text}
    </Typography>
  );
};

const Timestamps = ({ record }: { record: BankModule }) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
    >
      {TIMESTAMP_FIELDS.map(field => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(fieldLabel(field))}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
            {record[field] ? formatTimestamp(record[field]) : translate('app.bankModules.never')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

const Heading = ({ children }: { children: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
      {translate(children)}
    </Typography>
  );
};

export interface BankModuleEditDialogProps {
  record: BankModule;
  onClose: () => void;
}

/**
 * The bank module's edit dialog (docs/screens/bankmodules.md): online/offline with its four
 * timestamps, the module and cache-seed switches, the has_* features and the three thresholds.
 * Save sends PATCH bank/ with the id and only the fields that changed; nothing when none did. A
 * refused save keeps everything typed, the server's field errors under their fields and any other
 * failure above the form. Closing with unsaved changes asks first (Cancel, Escape, the backdrop).
 */
export const BankModuleEditDialog = ({ record, onClose }: BankModuleEditDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<BankModule>();
  const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
  const saveFailure = useSaveFailure();
  const guard = useCloseGuard(onClose, record.name);
  const args = { name: record.name, id: record.id };
  // Only what the person changed is checked (and sent): a DRF decimal string or a null flag left as
  // the server sent it never blocks a save.
  const [resolver] = useState(() => changedOnlyResolver<BankModuleFormValues>(schemaResolver, record));

  const submit = async (values: FieldValues): Promise<SubmissionErrors | undefined> => {
    const patch = changedFields<BankModule>(values as Partial<BankModule>, record, EDITABLE_FIELDS);
    if (!hasChanges(patch)) {
      notify('app.bankModules.no_changes', { type: 'info' });
      onClose();
      return undefined;
    }
    try {
      await update(
        'bankmodules',
        { id: record.id, data: patch, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.bankModules.saved', { type: 'success' });
      onClose();
      return undefined;
    } catch (error) {
      return saveFailure(error);
    }
  };

  return (
    <Dialog
      open
      onClose={guard.requestClose}
      aria-labelledby="bank-module-edit-title"
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id="bank-module-edit-title">{translate('app.bankModules.edit_title', args)}</DialogTitle>
      <Form<BankModuleFormValues>
        record={record}
        resolver={resolver}
        onSubmit={submit}
        warnWhenUnsavedChanges
        noValidate
      >
        {guard.watch}
        <DialogContent dividers>
          <NonFieldErrors />
          <DraftKeeper name={`bankmodules:edit:${String(record.id)}`} />
          <Heading>app.bankModules.state_heading</Heading>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <OnlineState />
            <BooleanInput
              source="is_offline"
              label="app.bankModules.online_switch"
              format={(value: unknown) => value !== true}
              parse={(checked: boolean) => !checked}
              helperText={false}
            />
          </Box>
          <Timestamps record={record} />
          <Heading>app.bankModules.module_heading</Heading>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {typeof record.module === 'boolean' ? (
              <BooleanInput source="module" label={fieldLabel('module')} helperText={false} />
            ) : (
              // The module's name (the specification leaves `module` open): shown, never edited nor sent.
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {translate(fieldLabel('module'))}
                </Typography>
                <ModuleName record={record} />
              </Box>
            )}
            <BooleanInput source="cache_seed" label={fieldLabel('cache_seed')} helperText={false} />
          </Box>
          <Heading>app.bankModules.features_heading</Heading>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {FEATURE_FLAGS.map(flag => (
              <BooleanInput key={flag} source={flag} label={fieldLabel(flag)} helperText={false} />
            ))}
          </Box>
          <Heading>app.bankModules.thresholds_heading</Heading>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {THRESHOLD_FIELDS.map(field => (
              <ThresholdInput key={field} source={field} label={fieldLabel(field)} />
            ))}
          </Box>
          <StatePreview record={record} />
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.requestClose} disabled={isPending}>
            {translate('app.bankModules.cancel')}
          </Button>
          <ThrottledSubmitButton disabled={isPending}>{translate('app.bankModules.save')}</ThrottledSubmitButton>
        </DialogActions>
      </Form>
      {guard.question}
    </Dialog>
  );
};
