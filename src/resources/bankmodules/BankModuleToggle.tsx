import { useState } from 'react';
import { Box, CircularProgress, Switch, Typography } from '@mui/material';
import { Confirm, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { BankModule } from '../../providers';
import { visuallyHidden } from '../../lib/visuallyHidden';

export type ToggleField = 'module' | 'enabled';

/** Enabled is the bank being online: the API holds it as `is_offline` (docs/screens/bankmodules.md). */
const isOn = (record: BankModule, field: ToggleField) =>
  field === 'module' ? record.module === true : !record.is_offline;
const patchFor = (field: ToggleField, on: boolean): Partial<BankModule> =>
  field === 'module' ? { module: on } : { is_offline: !on };

/** The module's name, as text, when the API answers `module` as a name rather than a boolean. */
export const ModuleName = ({ record }: { record: BankModule }) =>
  typeof record.module === 'string' && record.module ? (
    <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {record.module}
    </Typography>
  ) : null;

/**
 * The module and enabled switches of a row. A change asks for confirmation first, then is sent
 * (PATCH bank/ with the id and that one field); until the server answers, the switch shows the
 * new position, greyed, with a spinner, and a failure puts it back with the error toast.
 */
export const BankModuleToggle = ({ field }: { field: ToggleField }) => {
  const record = useRecordContext<BankModule>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<BankModule>();
  const [asking, setAsking] = useState(false);
  // The confirmation is drawn once first asked for, then kept for its closing transition: a closed
  // Confirm in both switches of every row took a fifth of the list's first render.
  const [confirmDrawn, setConfirmDrawn] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record) return null;
  // A module given as its name (the specification leaves `module` open) is shown, not switched.
  if (field === 'module' && typeof record.module !== 'boolean') return <ModuleName record={record} />;
  const on = isOn(record, field);
  const target = !on;
  const args = { name: record.name };

  const confirm = () => {
    setAsking(false);
    setPending(true);
    update(
      'bankmodules',
      { id: record.id, data: patchFor(field, target), previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(`app.bankModules.toggle.${field}_saved`, {
            type: 'success',
            messageArgs: {
              ...args,
              state: translate(
                field === 'module'
                  ? `app.bankModules.toggle.${target ? 'on' : 'off'}`
                  : `app.bankModules.${target ? 'online' : 'offline'}`,
              ),
            },
          }),
        onError: error =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
        onSettled: () => setPending(false),
      },
    );
  };

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center' }} aria-busy={pending || undefined}>
      <Switch
        size="small"
        checked={pending ? target : on}
        disabled={pending}
        onChange={() => {
          setConfirmDrawn(true);
          setAsking(true);
        }}
        slotProps={{ input: { 'aria-label': translate(`app.bankModules.toggle.${field}`, args) } }}
      />
      {pending && (
        <>
          <CircularProgress size={14} sx={{ ml: 0.5 }} aria-hidden />
          <Box component="span" role="status" sx={visuallyHidden}>
            {translate('app.bankModules.toggle.saving')}
          </Box>
        </>
      )}
      {confirmDrawn && (
        <Confirm
          isOpen={asking}
          title={`app.bankModules.toggle.${field}_${target ? 'on' : 'off'}_title`}
          titleTranslateOptions={args}
          content={`app.bankModules.toggle.${field}_content`}
          contentTranslateOptions={args}
          confirm="app.bankModules.toggle.confirm"
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        />
      )}
    </Box>
  );
};
