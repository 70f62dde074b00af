import type { ListColumn } from '../../components/listTools';
import { formatTimestamp } from '../../lib/datetime';
import { formatElapsed } from '../../lib/elapsed';
import type { Analysis } from './types';

const label = (field: string) => `resources.analyses.fields.${field}`;

/**
 * The Analyses table's columns, in its order, with the text the CSV export writes
 * (docs/screens/list-tools.md). Reports and Reprint are buttons: in the chooser, not in the file.
 */
export const ANALYSIS_COLUMNS: readonly ListColumn<Analysis>[] = [
  { id: 'id', label: label('id'), value: row => row.id },
  { id: 'time', label: label('time'), value: row => formatTimestamp(row.time) },
  { id: 'bank', label: label('bank'), value: (row, { bankName }) => bankName(row.bank) },
  { id: 'vendorref', label: label('vendorref'), value: row => row.vendorref },
  { id: 'account_id', label: label('account_id'), value: row => row.account_id },
  { id: 'account_type', label: label('account_type'), value: row => row.account_type },
  { id: 'transaction_count', label: label('transaction_count'), value: row => row.transaction_count },
  { id: 'elapsed', label: label('elapsed'), value: row => formatElapsed(row.elapsed) },
  {
    id: 'completed',
    label: label('completed'),
    value: (row, { translate }) => translate(row.completed === true ? 'app.search.yes' : 'app.search.no'),
  },
  { id: label('reports'), label: label('reports') },
  { id: label('reprint'), label: label('reprint') },
];
