import { FOCUS_RING } from '../lib/focusRing';

/**
 * A table row's buttons as plain `<button>` elements, drawn by the table's own styles
 * (ROW_BUTTON_STYLES, given once to its sx) like MUI's small outlined Button and small IconButton.
 * Measured on the 100-row Applications list (docs/performance.md): MUI's Button and IconButton
 * with its Tooltip, twice a row, were half the render of the first paint, for buttons that need
 * neither a ripple nor a styled component each. Native buttons keep the keyboard (Tab, Enter,
 * Space), the disabled state and the accessible name; the focus ring is the app's.
 */
export const ROW_BUTTON = 'app-row-button';
export const ROW_ICON_BUTTON = 'app-row-icon-button';
/** Row buttons side by side as one control, as MUI's ButtonGroup draws them (give it role="group"). */
export const ROW_BUTTON_GROUP = 'app-row-button-group';

const focusRing = {
  outline: `2px solid ${FOCUS_RING.outer}`,
  outlineOffset: '-2px',
  boxShadow: `inset 0 0 0 4px ${FOCUS_RING.inner}`,
} as const;

export const ROW_BUTTON_STYLES = {
  [`& .${ROW_BUTTON}`]: {
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 500,
    lineHeight: 1.75,
    letterSpacing: '0.02857em',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
    minWidth: 64,
    padding: '3px 9px',
    borderRadius: 1,
    border: '1px solid',
    borderColor: 'primary.main',
    color: 'primary.main',
    bgcolor: 'transparent',
    cursor: 'pointer',
    '&:hover:not(:disabled)': { bgcolor: 'action.hover' },
    '&:focus-visible': focusRing,
    '&:disabled': { color: 'action.disabled', borderColor: 'action.disabledBackground', cursor: 'default' },
  },
  [`& .${ROW_BUTTON_GROUP}`]: {
    display: 'inline-flex',
    [`& > .${ROW_BUTTON}`]: { minWidth: 40 },
    [`& > .${ROW_BUTTON}:not(:first-of-type)`]: {
      borderTopLeftRadius: 0,
      borderBottomLeftRadius: 0,
      marginLeft: '-1px',
    },
    [`& > .${ROW_BUTTON}:not(:last-of-type)`]: { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  },
  [`& .${ROW_ICON_BUTTON}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '5px',
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'action.active',
    fontSize: '1.25rem',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': focusRing,
  },
} as const;
