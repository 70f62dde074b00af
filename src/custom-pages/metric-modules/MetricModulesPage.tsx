import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CustomMetricsTable } from './CustomMetricsTable';
import { MetricsTable } from './MetricsTable';

/**
 * Metric Modules (docs/product.md#metric-modules, docs/screens/settings-metrics.md), STAFF: the
 * metrics with their status and restart, then the custom metric names with create, edit and delete.
 */
export const MetricModulesPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <Typography component="h1" variant="h5">
        {translate('app.pages.metricmodules')}
      </Typography>
      <MetricsTable />
      <CustomMetricsTable />
    </Box>
  );
};
