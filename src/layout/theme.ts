import { createElement } from 'react';
import type { CheckboxProps } from '@mui/material/Checkbox';
import type { PaletteOptions, Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { NoData } from '../components/NoData';
import { FOCUS_RING } from '../lib/focusRing';

export { FOCUS_RING };

const SPACING = 8;

/** The tones screens colour statuses with (chips, status text, ratio bars): `<tone>.main` and `<tone>.contrastText`. */
export const STATUS_TONES = ['success', 'warning', 'error', 'info'] as const;

/**
 * Light palette. Every status colour is used as text on the page and on cards (`main`) and as a
 * chip's background under `contrastText`: both pairs keep WCAG AA 4.5:1
 * (tests/unit/layout/themeContrast.test.ts computes them).
 */
export const lightPalette = {
  mode: 'light',
  primary: { main: '#0b4f8a', contrastText: '#ffffff' },
  secondary: { main: '#0b4f8a', contrastText: '#ffffff' },
  background: { default: '#f5f7fa', paper: '#ffffff' },
  text: { primary: '#1b2733', secondary: '#4a5866' },
  success: { main: '#1b6e2e', contrastText: '#ffffff' },
  warning: { main: '#9a4a00', contrastText: '#ffffff' },
  error: { main: '#b3261e', contrastText: '#ffffff' },
  info: { main: '#0b5d9c', contrastText: '#ffffff' },
} satisfies PaletteOptions;

/** Dark palette: light tones on dark surfaces, dark text on the status chips. Same contrast rule. */
export const darkPalette = {
  mode: 'dark',
  primary: { main: '#8cc4f5', contrastText: '#0a1624' },
  secondary: { main: '#8cc4f5', contrastText: '#0a1624' },
  background: { default: '#12161b', paper: '#1b2128' },
  text: { primary: '#e6ebf0', secondary: '#aab5c0' },
  success: { main: '#74c47c', contrastText: '#0b1f0e' },
  warning: { main: '#f5b25b', contrastText: '#261500' },
  error: { main: '#ffa39b', contrastText: '#2b0704' },
  info: { main: '#7cc6f5', contrastText: '#041826' },
} satisfies PaletteOptions;

/** What both themes share: layout sizes and the house components' defaults. */
const shared = (base: RaThemeOptions): RaThemeOptions => ({
  ...base,
  spacing: SPACING,
  // The sidebar is about 35 spacing units open and 7 closed (docs/product.md#layout).
  sidebar: { width: 35 * SPACING, closedWidth: 7 * SPACING },
  shape: { borderRadius: 6 },
  components: {
    ...base.components,
    MuiAppBar: { defaultProps: { elevation: 1 } },
    // Spinners only turn (a transform, which the compositor animates) instead of also growing and
    // shrinking their arc (an SVG stroke animation, painted on the main thread every frame): the
    // top bar's spinner shows on every fetch, and on a slow phone its frames took the main thread
    // from the rows a sort or filter had already received (docs/performance.md).
    MuiCircularProgress: { defaultProps: { disableShrink: true } },
    // Charts' tooltips (recharts) are white boxes in both themes: their text must stay dark on
    // them, not inherit the dark theme's light text (the series lines keep their own colours).
    // Recharts writes each item's colour inline in its series' colour (the Okabe-Ito orange is
    // 2.25:1 on white): the items are read in the text colour too, hence `!important`.
    MuiCssBaseline: {
      styleOverrides: {
        '.recharts-default-tooltip': { color: lightPalette.text.primary },
        '.recharts-default-tooltip .recharts-tooltip-item': { color: `${lightPalette.text.primary} !important` },
      },
    },
    // An unselected toggle button's grey (action.active) is 4.49:1 on the light page: the
    // secondary text colour instead, which keeps 4.5:1 in both themes.
    MuiToggleButton: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ color: theme.palette.text.secondary }) },
    },
    // Wide tables scroll sideways inside their own box instead of widening the page, so the list
    // toolbar (filters, Advanced, polling control) stays on screen. The table's box scrolls, not the
    // list's card: a card that scrolls clips what react-admin draws outside it, the bulk actions
    // toolbar above the table (docs/screens/list-tools.md#bulk-actions). The table's box is also the
    // containing block of what its cells position (visually hidden labels), so it clips them too.
    RaList: {
      styleOverrides: {
        root: {
          '& .RaList-main': { minWidth: 0 },
          '& .RaDataTable-tableWrapper': { overflowX: 'auto', position: 'relative' },
        },
      },
    },
    // react-admin draws the bulk actions toolbar (while rows are selected) over the 48 px above the
    // table, that is over the list's own toolbar, whatever that toolbar holds. Its zero-height anchor
    // sticks one toolbar below the top bar (48 px, 56 px on a phone), so the toolbar stays in view,
    // just under the top bar and on top of the rows, while the page scrolls down to select more
    // (docs/screens/list-tools.md#bulk-actions).
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          position: 'sticky',
          top: `calc(${theme.spacing(6)} + ${theme.spacing(6)})`,
          [theme.breakpoints.down('sm')]: { top: `calc(${theme.spacing(7)} + ${theme.spacing(6)})` },
          // Above the table's sticky header cells (2) and the list toolbar beside it.
          zIndex: 3,
        }),
      },
    },
    // A checkbox's `aria-label` names its input, not the span around it, where ARIA forbids it and
    // leaves the input nameless (react-admin's DataTable row checkbox passes it so). A checkbox
    // that brings its own slotProps is left as it is.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: ({ 'aria-label': label }: CheckboxProps) => (label ? { 'aria-label': undefined } : {}),
          input: ({ 'aria-label': label, inputProps }: CheckboxProps) => ({
            ...(label ? { 'aria-label': label } : {}),
            ...inputProps,
          }),
        },
      },
    },
    // Every table reads "No data available" when empty, filtered or not (docs/product.md#tables).
    RaDataTable: { defaultProps: { empty: createElement(NoData) } },
    // A visible focus ring for keyboard users on every clickable element.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': {
            outline: `2px solid ${FOCUS_RING.outer}`,
            outlineOffset: '-2px',
            boxShadow: `inset 0 0 0 4px ${FOCUS_RING.inner}`,
          },
        },
      },
    },
  },
});

/**
 * The light theme: react-admin's default light theme with the product's colours
 * (docs/screens/theme.md).
 */
export const lightTheme: RaThemeOptions = { ...shared(defaultLightTheme), palette: lightPalette };

/** The dark theme: react-admin's default dark theme with the product's dark palette. */
export const darkTheme: RaThemeOptions = { ...shared(defaultDarkTheme), palette: darkPalette };
