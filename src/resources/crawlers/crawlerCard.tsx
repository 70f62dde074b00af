import { BankName } from '../../components/BankName';
import type { CardSpec } from '../../components/responsive';
import { formatTimestamp } from '../../lib/datetime';
import { UuidCell } from './UuidCell';
import type { Crawler } from './types';

/**
 * A crawler run as a phone card (docs/screens/responsive.md): bank and vendor's id, the start time
 * and vendor label, the uuid (a link to the crawler log where the table has one), the status as a chip.
 */
export const crawlerCard = (canOpenLog: boolean): CardSpec<Crawler> => ({
  primary: row => (
    <>
      {typeof row.bank === 'number' ? <BankName value={row.bank} /> : row.bank}
      {row.vendor_specific_id ? ` · ${row.vendor_specific_id}` : ''}
    </>
  ),
  secondary: row => `${formatTimestamp(row.timestamp)}${row.vendor_label ? ` · ${row.vendor_label}` : ''}`,
  tertiary: row => <UuidCell uuid={row.uuid} linked={canOpenLog} />,
  status: row => row.status,
});
