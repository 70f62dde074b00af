import { render } from '@testing-library/react';
import CircularProgress from '@mui/material/CircularProgress';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

/**
 * docs/performance.md, "Spinners that only turn": a spinner's turn is a transform the compositor
 * animates; its growing and shrinking arc is an SVG stroke animation painted on the main thread
 * every frame, which on a slow phone took frames from the rows a sort had already received.
 */
describe('spinners', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('in the %s theme only turn, with an arc of fixed length', (_name, theme) => {
    const { container } = render(
      <ThemeProvider theme={createTheme(theme)}>
        <CircularProgress aria-label="Loading" />
      </ThemeProvider>,
    );
    const circle = container.querySelector('circle')!;
    expect(circle).toHaveClass('MuiCircularProgress-circleDisableShrink');
    // The root still turns.
    expect(container.querySelector('[role="progressbar"]')).toHaveClass('MuiCircularProgress-indeterminate');
  });
});
