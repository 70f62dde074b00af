import type { ListColumn } from '../../components/listTools';
import { applicationStatus } from '../../lib/applicationStatus';
import { formatTimestamp, latestReadyWebhook, pcaSummary, summariseOptions } from './applicationFormat';
import type { Application } from './types';

const label = (field: string) => `resources.applications.fields.${field}`;

/**
 * The columns of the applications table (Applications and Incomplete Bundle Applications), in the
 * table's order, with the text the CSV export writes for each (docs/screens/list-tools.md). The
 * ids are the DataTable's: its `source`, else its `label`. Full Name is a `pii` column.
 */
export const APPLICATION_COLUMNS: readonly ListColumn<Application>[] = [
  { id: 'timestamp', label: label('timestamp'), value: row => formatTimestamp(row.timestamp) },
  { id: 'vendor.name', label: label('vendor'), value: row => row.vendor?.name ?? '' },
  { id: 'bank_id', label: label('bank'), value: (row, { bankName }) => bankName(row.bank || row.bank_id) },
  { id: 'status', label: label('status'), value: row => applicationStatus(row) },
  { id: 'vendor_specific_id', label: label('vendor_specific_id'), value: row => row.vendor_specific_id },
  { id: 'full_name', label: label('full_name'), value: row => row.full_name, pii: true },
  {
    id: 'options',
    label: label('options'),
    value: (row, { translate }) =>
      summariseOptions(row.options)
        .map(({ key, state, value }) => {
          const name = translate(`resources.applications.options.${key}`, { value, _: key.replace(/_/g, ' ') });
          return state ? `${name} (${translate(`resources.applications.option_state.${state}`)})` : name;
        })
        .join(', '),
  },
  { id: 'initiator', label: label('initiator'), value: row => row.initiator },
  { id: label('pca'), label: label('pca'), value: row => pcaSummary(row) },
  {
    id: label('latest_webhook'),
    label: label('latest_webhook'),
    value: (row, { translate }) => {
      const entry = latestReadyWebhook(row.webhook_log);
      if (!entry) return translate('resources.applications.webhook.none');
      return `${entry.event} (${translate(entry.success ? 'resources.applications.webhook.success' : 'resources.applications.webhook.failure')})`;
    },
  },
  {
    id: 'analysed',
    label: label('analysed'),
    value: (row, { translate }) =>
      translate(
        row.analysed ? 'resources.applications.indicator.analysed' : 'resources.applications.indicator.not_analysed',
      ),
  },
  {
    id: 'finalised',
    label: label('finalised'),
    value: (row, { translate }) =>
      translate(
        row.finalised ? 'resources.applications.indicator.finalised' : 'resources.applications.indicator.not_finalised',
      ),
  },
  { id: label('reanalyse'), label: label('reanalyse') },
];
