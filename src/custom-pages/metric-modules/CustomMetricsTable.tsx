import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { DataTable, DeleteButton, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { AppList } from '../../components/AppList';
import { BooleanCell } from '../../components/BooleanCell';
import { keepCut, type AppIdentity } from '../../providers';
import type { CustomMetric } from '../../resources/custommetric';
import { CustomMetricDialog, type Choice } from './CustomMetricDialog';
import { useVendorChoices } from './useMetricStatuses';

type OpenDialog = { record?: CustomMetric } | null;

/** The metrics a custom metric may rename: `code · name`, from GET metrics/. */
const useMetricChoices = (): Choice[] => {
  const { data } = useGetList<{ id: number; code: string; name: string }>('metrics', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  return useMemo(
    () => (data ?? []).map(metric => ({ id: metric.id, name: `${metric.code} · ${metric.name}` })),
    [data],
  );
};

/**
 * Custom metric names (the `custommetric` resource: module, name, vendor, visible) with create,
 * edit (PATCH of the changed fields) and delete after a confirmation.
 */
export const CustomMetricsTable = () => {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const metrics = useMetricChoices();
  const vendorsQuery = useVendorChoices();
  const { identity } = useGetIdentity();
  const vendors: Choice[] = useMemo(
    // keepCut: the dialog's vendor select says when the list was cut (ChoicesCutNote).
    () => {
      const rows = vendorsQuery.data ?? [];
      return keepCut(
        rows,
        rows.map(vendor => ({
          id: vendor.id,
          name: vendor.label ? `${vendor.label} (${vendor.id})` : String(vendor.id),
        })),
      );
    },
    [vendorsQuery.data],
  );
  const metricName = useMemo(() => new Map(metrics.map(metric => [metric.id, metric.name])), [metrics]);
  const vendorName = useMemo(() => new Map(vendors.map(vendor => [vendor.id, vendor.name])), [vendors]);
  const ownVendor = (identity as AppIdentity | undefined)?.vendor?.id;

  const renderActions = (record: CustomMetric) => {
    const label = translate('app.metricModules.edit', { name: record.name });
    return (
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Tooltip title={label}>
          <IconButton aria-label={label} size="small" onClick={() => setDialog({ record })}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <DeleteButton
          record={record}
          resource="custommetric"
          mutationMode="pessimistic"
          redirect={false}
          confirmTitle="app.metricModules.delete_title"
          confirmContent="app.metricModules.delete_content"
          titleTranslateOptions={{ name: record.name }}
        />
      </Box>
    );
  };

  return (
    <Box component="section" aria-labelledby="custom-metrics-heading" sx={{ minWidth: 0 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography id="custom-metrics-heading" component="h2" variant="h6">
          {translate('app.metricModules.custom_metrics')}
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog({})}>
          {translate('app.metricModules.add_custom')}
        </Button>
      </Box>
      <AppList
        resource="custommetric"
        title={false}
        disableSyncWithLocation
        storeKey={false}
        sort={{ field: 'id', order: 'ASC' }}
        actions={false}
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col
            source="module"
            render={(record: CustomMetric) =>
              metricName.get(record.module) ?? translate('app.metricModules.unknown_module', { id: record.module })
            }
          />
          <DataTable.Col source="name" />
          <DataTable.Col
            source="vendor"
            render={(record: CustomMetric) =>
              vendorName.get(record.vendor) ?? translate('app.metricModules.unknown_vendor', { id: record.vendor })
            }
          />
          <DataTable.Col source="visible" render={(record: CustomMetric) => <BooleanCell value={record.visible} />} />
          <DataTable.Col label="resources.custommetric.fields.actions" disableSort render={renderActions} />
        </DataTable>
      </AppList>
      {dialog && (
        <CustomMetricDialog
          record={dialog.record}
          metrics={metrics}
          vendors={vendors}
          defaultVendor={ownVendor === undefined ? undefined : Number(ownVendor)}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
};
