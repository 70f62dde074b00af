import { BooleanCell } from '../../components/BooleanCell';
import { previewColumns, RowButtonsRoom } from '../../components/previewColumns';
import { ROW_BUTTON_STYLES } from '../../components/rowButtons';
import { formatElapsed } from '../../lib/elapsed';
import type { ListPreview } from '../../lib/landingPreview';
import { ANALYSIS_COLUMNS } from './analysisColumns';
import { REPORT_FORMATS, REPRINT_FORMATS } from './analysisRules';
import { messages } from './messages';
import type { Analysis } from './types';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const REPORTS = REPORT_FORMATS.map(format => format.toUpperCase());
const REPRINTS = REPRINT_FORMATS.map(format => format.toUpperCase());

/**
 * The Analyses list as its landing preview draws it (app/LandingPreview.tsx), column for column as
 * AnalysisList does: the columns with a source sort, Completed is the list's flag, and the reports'
 * and reprints' buttons hold their room.
 */
export const preview: ListPreview = {
  title: 'resources.analyses.name',
  messages: [{ resources: { analyses: messages } }],
  columns: previewColumns<Analysis>(ANALYSIS_COLUMNS, {
    id: { sortable: true },
    time: { sortable: true, style: NO_WRAP },
    bank: { sortable: true },
    vendorref: { sortable: true },
    account_id: { sortable: true },
    account_type: { sortable: true },
    transaction_count: { sortable: true, numeric: true },
    elapsed: { sortable: true, style: NO_WRAP, cell: row => formatElapsed(row.elapsed) },
    completed: { sortable: true, cell: row => <BooleanCell value={row.completed} /> },
    'resources.analyses.fields.reports': { cell: () => <RowButtonsRoom labels={REPORTS} /> },
    'resources.analyses.fields.reprint': { cell: () => <RowButtonsRoom labels={REPRINTS} /> },
  }),
  chooser: 'analyses',
  mark: true,
  // The list's toolbar at 1024 to 1600 px: its actions on two lines, its filters below (as Applications').
  toolbarHeight: 188.25,
  styles: ROW_BUTTON_STYLES,
};
