import CreateIcon from '@mui/icons-material/Create';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button } from '@mui/material';
import { rowActions } from '../../i18n/screens/rowActions';
import { PreviewLink } from '../../components/previewColumns';
import type { ListPreview } from '../../lib/landingPreview';

/** The hidden buttons sit in the cell as the list's do, with no box of their own around them. */
const AS_CELL_CONTENT = { display: 'contents' } as const;
/** react-admin's Button (its Edit and Delete buttons): MUI's, one and a half lines high. */
const RA_BUTTON = { lineHeight: 1.5 } as const;
import { messages } from './messages';

/**
 * The Labels list as its landing preview draws it (app/LandingPreview.tsx), as LabelList does:
 * below staff, the note to ask staff above the table and no row opens; staff get the Ref as a
 * link to its edit form, the row opening it, and the room of its Edit and Delete buttons.
 */
export const preview: ListPreview = {
  title: 'resources.labels.name',
  messages: [{ resources: { labels: messages } }, rowActions],
  columns: [
    { id: 'id', label: 'resources.labels.fields.id', sortable: true, text: row => String(row.id) },
    {
      id: 'ref',
      label: 'resources.labels.fields.ref',
      sortable: true,
      rowHeader: true,
      cell: (row, { staff }) =>
        staff ? (
          <PreviewLink to={`/labels/${encodeURIComponent(row.id)}`}>{String(row.ref ?? '')}</PreviewLink>
        ) : (
          String(row.ref ?? '')
        ),
    },
    {
      id: 'resources.labels.fields.actions',
      label: 'resources.labels.fields.actions',
      staffOnly: true,
      numeric: true,
      cell: (_row, { translate }) => (
        <span className="app-preview-placeholder" style={AS_CELL_CONTENT} aria-hidden>
          <Button sx={RA_BUTTON} size="small" startIcon={<CreateIcon />} disabled tabIndex={-1}>
            {translate('ra.action.edit')}
          </Button>
          <Button sx={RA_BUTTON} size="small" color="error" startIcon={<DeleteIcon />} disabled tabIndex={-1}>
            {translate('ra.action.delete')}
          </Button>
        </span>
      ),
    },
  ],
  // The list's toolbar: the create button (staff), else empty.
  toolbarHeight: 48,
  above: ({ staff, translate }) =>
    staff ? null : (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate('resources.labels.contact_staff')}
      </Alert>
    ),
  open: row => `/labels/${encodeURIComponent(row.id)}`,
};
