import { useState } from 'react';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Alert, Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Confirm,
  DataTable,
  useDataProvider,
  useNotify,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { AppList } from '../../components/AppList';
import { BooleanCell } from '../../components/BooleanCell';
import { ListCutNote } from '../../components/ListCutNote';
import { ResponsiveTable, type CardSpec } from '../../components/responsive';
import type { AppDataProvider } from '../../providers';
import { restartedCodes } from './restart';
import { STATUSES_KEY, useMetricStatuses } from './useMetricStatuses';

interface Metric extends RaRecord {
  code: string;
  name: string;
  default_name?: string;
  description?: string;
  visible?: boolean;
}

/** Empty: all metrics; an id (and its code, for the words): that one. */
type RestartTarget = { id?: Identifier; code?: string };

/**
 * A metric's status, read from the statuses query in the cell itself: the table memoises its
 * rows, so a restart's new statuses reach the cells through the query, not through the table.
 */
const StatusCell = ({ code }: { code: string }) => {
  const translate = useTranslate();
  const { data } = useMetricStatuses();
  const enabled = data?.find(status => status.code === code)?.enabled;
  // A span, so that it may sit in a card's text on a phone.
  if (enabled === undefined)
    return (
      <Chip component="span" size="small" variant="outlined" label={translate('app.metricModules.status_unknown')} />
    );
  return enabled ? (
    <Chip
      component="span"
      size="small"
      color="success"
      variant="outlined"
      label={translate('app.metricModules.enabled')}
    />
  ) : (
    <Chip component="span" size="small" color="error" label={translate('app.metricModules.disabled')} />
  );
};

/**
 * The metrics (id, code, name, default name, description, visible) with each one's status from
 * the statuses call, and restart (re-enable) for all or one code, each after a confirmation; the
 * result stays shown above the table.
 */
export const MetricsTable = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const statuses = useMetricStatuses();
  const [target, setTarget] = useState<RestartTarget | null>(null);
  const [result, setResult] = useState<{ codes: string[]; code?: string } | null>(null);

  const restart = useMutation({
    mutationFn: async ({ id, code }: RestartTarget) => {
      const before = statuses.data ?? (await dataProvider.metricStatuses().catch(() => []));
      await dataProvider.restartMetrics(id);
      const after = await dataProvider.metricStatuses();
      queryClient.setQueryData(STATUSES_KEY, after);
      return { codes: restartedCodes(before, after, code), code };
    },
    onSuccess: setResult,
    onError: error => notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });

  const confirmRestart = () => {
    if (target) restart.mutate(target);
    setTarget(null);
  };

  const renderRestart = (metric: Metric) => {
    const label = translate('app.metricModules.restart_one', { code: metric.code });
    return (
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={label}
            size="small"
            onClick={() => setTarget({ id: metric.id, code: metric.code })}
            disabled={restart.isPending}
          >
            <RestartAltIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  };

  // On a phone, a card a metric: its name; id, code and visibility; its status and restart.
  const card: CardSpec<Metric> = {
    primary: metric => metric.name,
    secondary: metric => (
      <>
        #{metric.id} ·{' '}
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {metric.code}
        </Box>{' '}
        · {translate(metric.visible ? 'app.metricModules.visible' : 'app.metricModules.hidden')}
      </>
    ),
    tertiary: metric => (
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <StatusCell code={metric.code} />
        {renderRestart(metric)}
      </Box>
    ),
  };

  return (
    <Box component="section" aria-labelledby="metrics-heading" sx={{ minWidth: 0 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography id="metrics-heading" component="h2" variant="h6">
          {translate('app.metricModules.metrics')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<RestartAltIcon />}
          onClick={() => setTarget({})}
          disabled={restart.isPending}
        >
          {translate('app.metricModules.restart_all')}
        </Button>
      </Box>
      {statuses.error && (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void statuses.refetch()}>
              {translate('app.metricModules.retry')}
            </Button>
          }
        >
          {translate('app.metricModules.statuses_failed', { message: statuses.error.message })}
        </Alert>
      )}
      {statuses.data && (
        <ListCutNote
          queryKey={STATUSES_KEY}
          rows={statuses.data}
          loadFrom={from => dataProvider.metricStatuses({ from })}
        />
      )}
      {result && (
        <Alert
          severity={result.codes.length ? 'success' : 'info'}
          role="status"
          sx={{ mb: 1 }}
          onClose={() => setResult(null)}
        >
          {result.codes.length
            ? translate('app.metricModules.restarted', {
                smart_count: result.codes.length,
                codes: result.codes.join(', '),
              })
            : translate('app.metricModules.restarted_none')}
        </Alert>
      )}
      <AppList
        resource="metrics"
        title={false}
        disableSyncWithLocation
        storeKey={false}
        sort={{ field: 'id', order: 'ASC' }}
        actions={false}
      >
        <ResponsiveTable card={card}>
          <DataTable rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="id" />
            <DataTable.Col source="code" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }} />
            <DataTable.Col source="name" />
            <DataTable.Col source="default_name" />
            <DataTable.Col source="description" />
            <DataTable.Col source="visible" render={(metric: Metric) => <BooleanCell value={metric.visible} />} />
            <DataTable.Col
              label="app.metricModules.status"
              disableSort
              render={(metric: Metric) => <StatusCell code={metric.code} />}
            />
            <DataTable.Col label={false} disableSort render={renderRestart} />
          </DataTable>
        </ResponsiveTable>
      </AppList>
      <Confirm
        isOpen={target !== null}
        loading={restart.isPending}
        title={target?.code ? 'app.metricModules.restart_one_title' : 'app.metricModules.restart_all_title'}
        content={target?.code ? 'app.metricModules.restart_one_content' : 'app.metricModules.restart_all_content'}
        titleTranslateOptions={{ code: target?.code ?? '' }}
        contentTranslateOptions={{ code: target?.code ?? '' }}
        confirm="app.metricModules.restart_confirm"
        cancel="app.metricModules.cancel"
        onConfirm={confirmRestart}
        onClose={() => setTarget(null)}
      />
    </Box>
  );
};
