import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * Names every spinner "Loading" unless it carries its own name: a progressbar needs an accessible
 * name (WCAG 4.1.2, axe's `aria-progressbar-name`), and react-admin draws some that have none, such
 * as the `<Loading>` its layout shows while a screen's script arrives, or a SaveButton's spinner.
 * A nested theme over the app's (light or dark) one, adding only that default.
 */
export const NamedSpinners = ({ children }: { children: ReactNode }) => {
  const label = useTranslate()('app.shell.loading');
  const withName = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { 'aria-label': label, ...outer.components?.MuiCircularProgress?.defaultProps },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={withName}>{children}</ThemeProvider>;
};
