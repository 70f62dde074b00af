import type { ListColumn } from '../../components/listTools';
import { formatTimestamp } from '../../lib/datetime';
import { formatElapsed } from '../../lib/elapsed';
import { showsError, slownessOf } from './crawlerRules';
import type { Crawler } from './types';

const label = (field: string) => `resources.crawlers.fields.${field}`;

/**
 * The Crawlers table's columns, in its order, with the text the CSV export writes
 * (docs/screens/list-tools.md): the status with a failed run's error as the cell shows it, the
 * elapsed time with its slowness, yes/no in words.
 */
export const CRAWLER_COLUMNS: readonly ListColumn<Crawler>[] = [
  { id: 'uuid', label: label('uuid'), value: row => row.uuid },
  { id: 'timestamp', label: label('timestamp'), value: row => formatTimestamp(row.timestamp) },
  { id: 'bank', label: label('bank'), value: (row, { bankName }) => bankName(row.bank) },
  { id: 'vendor_label', label: label('vendor_label'), value: row => row.vendor_label },
  { id: 'country_code', label: label('country_code'), value: row => row.country_code },
  { id: 'initiator', label: label('initiator'), value: row => row.initiator },
  { id: 'vendor_specific_id', label: label('vendor_specific_id'), value: row => row.vendor_specific_id },
  {
    id: 'status',
    label: label('status'),
    value: row => {
      const detail = showsError(row.status) ? [row.error?.code, row.error?.message].filter(Boolean).join(': ') : '';
      return detail ? `${row.status} (${detail})` : row.status;
    },
  },
  {
    id: 'elapsed',
    label: label('elapsed'),
    value: (row, { translate }) => {
      const slowness = slownessOf(row.elapsed);
      const text = formatElapsed(row.elapsed);
      return slowness === 'normal' ? text : `${text} (${translate(`resources.crawlers.slowness.${slowness}`)})`;
    },
  },
  { id: 'account_count', label: label('account_count'), value: row => row.account_count },
  {
    id: 'cache_present',
    label: label('cache_present'),
    value: (row, { translate }) => translate(row.cache_present === true ? 'app.search.yes' : 'app.search.no'),
  },
  {
    id: 'mfa_flag',
    label: label('mfa_flag'),
    value: (row, { translate }) => translate(row.mfa_flag === true ? 'app.search.yes' : 'app.search.no'),
  },
];
