import { createElement } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { NoData } from '../components/NoData';

const SPACING = 8;

/**
 * react-admin's default light theme with the product's colours. Colours are chosen for WCAG AA
 * contrast of white text on the app bar and of body text on the background. The sidebar is about
 * 35 spacing units open and 7 closed (docs/product.md#layout).
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  spacing: SPACING,
  sidebar: { width: 35 * SPACING, closedWidth: 7 * SPACING },
  palette: {
    ...defaultTheme.palette,
    mode: 'light',
    primary: { main: '#0b4f8a', contrastText: '#ffffff' },
    secondary: { main: '#0b4f8a', contrastText: '#ffffff' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { primary: '#1b2733', secondary: '#4a5866' },
  },
  shape: { borderRadius: 6 },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { defaultProps: { elevation: 1 } },
    // Wide tables scroll inside their card instead of widening the page, so the list toolbar
    // (filters, Advanced, polling control) stays on screen.
    RaList: {
      styleOverrides: {
        root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
      },
    },
    // Every table reads "No data available" when empty, filtered or not (docs/product.md#tables).
    RaDataTable: { defaultProps: { empty: createElement(NoData) } },
    // A visible focus ring for keyboard users on every clickable element.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: '2px solid #f4b400', outlineOffset: '-2px' } },
      },
    },
  },
};
