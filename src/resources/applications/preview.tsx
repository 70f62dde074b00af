import { PreviewLink, previewColumns } from '../../components/previewColumns';
import { ROW_BUTTON, ROW_BUTTON_STYLES } from '../../components/rowButtons';
import { watch } from '../../i18n/screens/watch';
import type { ListPreview } from '../../lib/landingPreview';
import { APPLICATION_COLUMNS } from './applicationColumns';
import { CELL_STYLES, FlagCell, LatestWebhookCell, OptionsCell, TimestampCell } from './ApplicationFields';
import { messages } from './messages';
import type { Application } from './types';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The Applications list as its landing preview draws it (app/LandingPreview.tsx), column for
 * column as ApplicationTable does: the Start Time row header links to the application, the cells
 * drawn by a component are the same components, the sortable headers are its DataTable.Cols with a
 * source and no disableSort, and Reanalyse holds its button's room.
 */
export const preview: ListPreview = {
  title: 'resources.applications.name',
  messages: [{ resources: { applications: messages } }, watch],
  columns: previewColumns<Application>(APPLICATION_COLUMNS, {
    timestamp: {
      rowHeader: true,
      sortable: true,
      style: NO_WRAP,
      cell: row => (
        <PreviewLink to={`/applications/${row.id}/show`}>
          <TimestampCell value={row.timestamp} />
        </PreviewLink>
      ),
    },
    'vendor.name': { sortable: true },
    vendor_specific_id: { sortable: true, style: NO_WRAP },
    full_name: { sortable: true },
    options: { style: { minWidth: 220 }, cell: row => <OptionsCell options={row.options} /> },
    initiator: { sortable: true },
    'resources.applications.fields.pca': { style: NO_WRAP },
    'resources.applications.fields.latest_webhook': {
      style: NO_WRAP,
      cell: row => <LatestWebhookCell log={row.webhook_log} />,
    },
    analysed: {
      sortable: true,
      cell: row => (
        <FlagCell
          value={row.analysed}
          on="resources.applications.indicator.analysed"
          off="resources.applications.indicator.not_analysed"
        />
      ),
    },
    finalised: {
      sortable: true,
      cell: row => (
        <FlagCell
          value={row.finalised}
          on="resources.applications.indicator.finalised"
          off="resources.applications.indicator.not_finalised"
        />
      ),
    },
    'resources.applications.fields.reanalyse': {
      cell: (_row, { translate }) => (
        <span className={`${ROW_BUTTON} app-preview-placeholder`} aria-hidden>
          {translate('resources.applications.reanalyse.button')}
        </span>
      ),
    },
  }),
  chooser: 'applications',
  checkbox: true,
  mark: true,
  watch: true,
  // The list's toolbar at 1024 to 1600 px: its actions on two lines, its filters below.
  toolbarHeight: 188.25,
  styles: { ...CELL_STYLES, ...ROW_BUTTON_STYLES },
  open: row => `/applications/${row.id}/show`,
};
