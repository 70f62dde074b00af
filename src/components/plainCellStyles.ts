import { alpha, darken, lighten, type Theme } from '@mui/material/styles';

/**
 * The plain body cell's class and styles (components/PlainCell.tsx), apart from the cell so that
 * what draws table rows without react-admin's DataTable (app/LandingPreview.tsx) draws them alike.
 */

/** The class every plain cell carries, beside MUI's own (`MuiTableCell-root`, ...). */
export const PLAIN_CELL = 'app-cell';
export const MUI_BODY_CELL = 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall';

/**
 * MUI's small body cell (TableCell's root, `body` and `small` variants), as one rule set for the
 * whole table: given with the table's `sx` by ResponsiveTable.
 */
export const PLAIN_CELL_STYLES = (theme: Theme) => {
  const divider = alpha(theme.palette.divider, 1);
  return {
    [`& .${PLAIN_CELL}`]: {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(divider, 0.88) : darken(divider, 0.68)}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: theme.palette.text.primary,
    },
  };
};
