import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { BooleanInput, Form, SelectInput, TextInput, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { ChoicesCutNote } from '../../components/ListCutNote';
import { DraftKeeper } from '../../components/DraftKeeper';
import { NonFieldErrors, useSaveFailure } from '../../components/NonFieldErrors';
import { ThrottledSubmitButton } from '../../components/SaveThrottle';

import { useCloseGuard } from '../../components/useCloseGuard';
import type { CustomMetric } from '../../resources/custommetric';
import { customMetricSchema, type CustomMetricValues } from './customMetricSchema';

export interface Choice {
  id: number;
  name: string;
}

const resolver = zodResolver(customMetricSchema);

/**
 * Create or edit a custom metric: POST custommetric/ or PATCH custommetric/{id}/ with the changed
 * fields. Server field errors show under their inputs, any other failure above them, and what was
 * typed stays. Closing with unsaved changes (Cancel, Escape, the backdrop) asks first.
 */
export const CustomMetricDialog = ({
  record,
  metrics,
  vendors,
  defaultVendor,
  onClose,
}: {
  record?: CustomMetric;
  metrics: Choice[];
  vendors: Choice[];
  defaultVendor?: number;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const saveFailure = useSaveFailure();
  const guard = useCloseGuard(onClose, record?.name);

  const submit = async (values: FieldValues) => {
    const data = customMetricSchema.parse(values) satisfies CustomMetricValues;
    try {
      if (record) {
        await update(
          'custommetric',
          { id: record.id, data, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notify('app.metricModules.updated', { type: 'success' });
      } else {
        await create('custommetric', { data }, { returnPromise: true });
        notify('app.metricModules.created', { type: 'success' });
      }
      onClose();
      return undefined;
    } catch (error) {
      return saveFailure(error);
    }
  };

  const titleId = 'custom-metric-title';
  return (
    <Dialog open onClose={guard.requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {record
          ? translate('app.metricModules.edit_title', { name: record.name })
          : translate('app.metricModules.create_title')}
      </DialogTitle>
      <Form
        resolver={resolver}
        defaultValues={{
          module: record?.module ?? null,
          name: record?.name ?? '',
          vendor: record?.vendor ?? defaultVendor ?? null,
          visible: record?.visible ?? true,
        }}
        onSubmit={submit}
        warnWhenUnsavedChanges
      >
        {guard.watch}
        <DialogContent>
          <NonFieldErrors />
          <DraftKeeper name={record ? `custommetric:edit:${String(record.id)}` : 'custommetric:create'} />
          <SelectInput
            source="module"
            label="resources.custommetric.fields.module"
            choices={metrics}
            translateChoice={false}
            fullWidth
          />
          <TextInput source="name" label="resources.custommetric.fields.name" fullWidth autoFocus />
          <SelectInput
            source="vendor"
            label="resources.custommetric.fields.vendor"
            choices={vendors}
            translateChoice={false}
            fullWidth
          />
          <ChoicesCutNote rows={vendors} />
          <BooleanInput source="visible" label="resources.custommetric.fields.visible" />
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.requestClose}>{translate('app.metricModules.cancel')}</Button>
          <ThrottledSubmitButton disabled={creating || updating}>
            {translate('app.metricModules.save')}
          </ThrottledSubmitButton>
        </DialogActions>
      </Form>
      {guard.question}
    </Dialog>
  );
};
