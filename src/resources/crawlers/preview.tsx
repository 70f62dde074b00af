import { BooleanCell } from '../../components/BooleanCell';
import { PreviewLink, previewColumns } from '../../components/previewColumns';
import type { ListPreview } from '../../lib/landingPreview';
import { CRAWLER_COLUMNS } from './crawlerColumns';
import { ElapsedCell, StatusCell } from './CrawlerFields';
import { messages } from './messages';
import type { Crawler } from './types';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const MONOSPACE = { fontFamily: 'monospace' } as const;

/**
 * The Crawlers list as its landing preview draws it (app/LandingPreview.tsx), column for column as
 * CrawlerList does: every column sorts, the uuid is the row's header (a link to the crawler log
 * for staff and above), the status, elapsed time and flags are the list's own cells.
 */
export const preview: ListPreview = {
  title: 'resources.crawlers.name',
  messages: [{ resources: { crawlers: messages } }],
  columns: previewColumns<Crawler>(CRAWLER_COLUMNS, {
    uuid: {
      rowHeader: true,
      sortable: true,
      cell: (row, { staff }) =>
        staff ? (
          <PreviewLink to={`/crawler/${encodeURIComponent(row.uuid)}`} style={MONOSPACE}>
            {row.uuid}
          </PreviewLink>
        ) : (
          <span style={MONOSPACE}>{row.uuid}</span>
        ),
    },
    timestamp: { sortable: true, style: NO_WRAP },
    bank: { sortable: true },
    vendor_label: { sortable: true },
    country_code: { sortable: true },
    initiator: { sortable: true },
    vendor_specific_id: { sortable: true, style: NO_WRAP },
    status: { sortable: true, cell: row => <StatusCell status={row.status} error={row.error} /> },
    elapsed: { sortable: true, cell: row => <ElapsedCell elapsed={row.elapsed} /> },
    account_count: { sortable: true, numeric: true },
    cache_present: { sortable: true, cell: row => <BooleanCell value={row.cache_present} /> },
    mfa_flag: { sortable: true, cell: row => <BooleanCell value={row.mfa_flag} /> },
  }),
  chooser: 'crawlers',
  mark: true,
  // The list's toolbar at 1024 to 1600 px: its tools and polling on one line, the search panel's button.
  toolbarHeight: 128,
};
