import type { CardSpec } from '../../components/responsive';
import { BankName } from '../../components/BankName';
import { applicationStatus } from '../../lib/applicationStatus';
import { formatTimestamp } from '../../lib/datetime';
import type { Application } from './types';

/**
 * An application as a phone card (docs/screens/responsive.md): the vendor's id (else the
 * application's), the start time, vendor and bank, the Full Name only with show_pii, the status as a
 * chip; a tap opens the application view, like a row of the table.
 */
export const applicationCard: CardSpec<Application> = {
  primary: row => row.vendor_specific_id || `#${row.id}`,
  secondary: row => (
    <>
      {formatTimestamp(row.timestamp)}
      {row.vendor?.name ? ` · ${row.vendor.name}` : ''}
      {row.bank || row.bank_id ? ' · ' : ''}
      {row.bank || row.bank_id ? <BankName value={row.bank || row.bank_id} /> : null}
    </>
  ),
  tertiary: (row, { showPii }) => (showPii && row.full_name ? row.full_name : null),
  status: row => applicationStatus(row),
  link: { type: 'show', resource: 'applications' },
};
