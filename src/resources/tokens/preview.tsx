import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, IconButton } from '@mui/material';
import { rowActions } from '../../i18n/screens/rowActions';
import type { ListPreview } from '../../lib/landingPreview';

/** The hidden buttons sit in the cell as the list's do, with no box of their own around them. */
const AS_CELL_CONTENT = { display: 'contents' } as const;
/** react-admin's Button (its Edit and Delete buttons): MUI's, one and a half lines high. */
const RA_BUTTON = { lineHeight: 1.5 } as const;
import { messages } from './messages';

/**
 * The API Tokens list as its landing preview draws it (app/LandingPreview.tsx), as TokenList does:
 * the names, and the room of each row's Reveal, Rename and Delete buttons.
 */
export const preview: ListPreview = {
  title: 'resources.tokens.name',
  messages: [{ resources: { tokens: messages } }, rowActions],
  columns: [
    { id: 'name', label: 'resources.tokens.fields.name', sortable: true, text: row => String(row.name ?? '') },
    {
      id: 'resources.tokens.fields.actions',
      label: 'resources.tokens.fields.actions',
      cell: (_row, { translate }) => (
        <span className="app-preview-placeholder" style={AS_CELL_CONTENT} aria-hidden>
          <IconButton size="small" disabled tabIndex={-1}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" disabled tabIndex={-1}>
            <EditIcon fontSize="small" />
          </IconButton>
          <Button sx={RA_BUTTON} size="small" color="error" startIcon={<DeleteIcon />} disabled tabIndex={-1}>
            {translate('ra.action.delete')}
          </Button>
        </span>
      ),
    },
  ],
  // The list's toolbar: its Add token button.
  toolbarHeight: 48,
};
