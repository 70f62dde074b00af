import { BankName } from '../../components/BankName';
import type { CardSpec } from '../../components/responsive';
import { formatTimestamp } from '../../lib/datetime';
import { AnalysisReportCell } from './AnalysisReportCell';
import type { Analysis } from './types';

/**
 * An analysis as a phone card (docs/screens/responsive.md): its id and bank, the time and vendor
 * reference, its report downloads, and Completed or not as a chip.
 */
export const analysisCard: CardSpec<Analysis> = {
  primary: row => (
    <>
      {`#${row.id}`}
      {row.bank ? ' · ' : ''}
      {typeof row.bank === 'number' ? <BankName value={row.bank} /> : row.bank}
    </>
  ),
  secondary: row => `${formatTimestamp(row.time)}${row.vendorref ? ` · ${row.vendorref}` : ''}`,
  tertiary: row => <AnalysisReportCell analysis={row} />,
  status: row =>
    row.completed
      ? { status: 'COMPLETED', label: 'app.responsive.status.completed' }
      : { status: 'PENDING', label: 'app.responsive.status.not_completed' },
};
