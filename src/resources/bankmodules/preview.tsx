import type { RaRecord } from 'react-admin';
import { BooleanCell } from '../../components/BooleanCell';
import type { ListPreview, PreviewColumn } from '../../lib/landingPreview';
import { RATIO_OUTCOMES, type RatioOutcome } from '../../providers/methods/ratioOutcomes';
import { messages } from './messages';

/**
 * The room of a control that comes with the list (a row's switch, its Edit button), empty: nothing
 * is drawn that would not answer a click. Sized as the list's: MUI's small Switch (40 x 24) and
 * small IconButton (30 x 30).
 */
const SWITCH_ROOM = <span className="app-bm-switch" aria-hidden />;
const EDIT_ROOM = <span className="app-bm-edit" aria-hidden />;

/** A ratio cell while GET bank/ratios/ is on the way, as BankModuleRatioCell's skeleton stands. */
const ratioColumn = (outcome: RatioOutcome): PreviewColumn => ({
  id: `resources.bankmodules.fields.${outcome}`,
  label: `resources.bankmodules.fields.${outcome}`,
  numeric: true,
  cell: () => <span className="app-bm-ratio" aria-hidden />,
});

const text = (field: string) => (row: RaRecord) => (row[field] == null ? '' : String(row[field]));

/**
 * The Bank Modules list as its landing preview draws it (app/LandingPreview.tsx), column for
 * column as BankModuleList does (staff only: the entry asks for the list once the identity says
 * so). The bank's name is the row's header (the list's button opening the edit dialog, drawn as its
 * text); the switches and the Edit button keep their room; the ratios wait as the list's do. No
 * MUI control is drawn: the preview's chunk loads before /applications' first row too.
 */
export const preview: ListPreview = {
  title: 'resources.bankmodules.name',
  messages: [{ resources: { bankmodules: messages } }],
  columns: [
    { id: 'id', label: 'resources.bankmodules.fields.id', sortable: true, text: text('id') },
    { id: 'name', label: 'resources.bankmodules.fields.name', sortable: true, rowHeader: true, text: text('name') },
    {
      id: 'country_code',
      label: 'resources.bankmodules.fields.country_code',
      sortable: true,
      text: text('country_code'),
    },
    {
      id: 'module',
      label: 'resources.bankmodules.fields.module',
      sortable: true,
      // A module given as its name is shown as text, as the list does; a boolean is its switch.
      cell: row => (typeof row.module === 'boolean' ? SWITCH_ROOM : text('module')(row)),
    },
    {
      id: 'cache_seed',
      label: 'resources.bankmodules.fields.cache_seed',
      sortable: true,
      cell: row => <BooleanCell value={row.cache_seed as boolean | null | undefined} />,
    },
    { id: 'is_offline', label: 'resources.bankmodules.fields.enabled', sortable: true, cell: () => SWITCH_ROOM },
    {
      id: 'totals',
      label: 'resources.bankmodules.fields.totals',
      sortable: true,
      numeric: true,
      text: row => row.totals as number,
    },
    ...RATIO_OUTCOMES.map(ratioColumn),
    {
      id: 'resources.bankmodules.fields.actions',
      label: 'resources.bankmodules.fields.actions',
      numeric: true,
      cell: () => EDIT_ROOM,
    },
  ],
  // The list's toolbar at 1024 to 1600 px: its search, country and state filters on one line.
  toolbarHeight: 64,
  // BankModuleList's table rules (narrower cell padding: thirteen columns), and the rooms above.
  styles: {
    // Head cells too: the preview's own head rule (16 px) comes after these, so they name both classes.
    '& .MuiTableCell-root, & .MuiTableCell-root.MuiTableCell-head': { px: 1 },
    '& .MuiTableCell-root:first-of-type, & .MuiTableCell-root.MuiTableCell-head:first-of-type': { pl: 2 },
    '& .app-bm-switch': { display: 'inline-block', width: 40, height: 24, verticalAlign: 'middle' },
    '& .app-bm-edit': { display: 'inline-block', width: 30, height: 30, verticalAlign: 'middle' },
    // MUI's text Skeleton, still: 40 px wide, 0.8 of the line high, on the right.
    '& .app-bm-ratio': {
      display: 'block',
      width: 40,
      height: '1.2em',
      ml: 'auto',
      transform: 'scale(1, 0.6)',
      borderRadius: 1,
      bgcolor: 'action.hover',
    },
  },
};
