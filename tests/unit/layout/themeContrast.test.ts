import { createTheme, getOverlayAlpha, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, FOCUS_RING, lightTheme, STATUS_TONES } from '../../../src/layout/theme';

/**
 * WCAG 2.x contrast of the colours the screens write status text with, computed from the themes
 * the app really uses (createTheme over src/layout/theme.ts), in both modes. Changing a colour to
 * one under 4.5:1 (text) or 3:1 (the focus ring, a non-text element) fails here.
 */

type Rgba = [number, number, number, number];

const parse = (colour: string): Rgba => {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map(d => d + d).join('') : hex[1];
    return [0, 2, 4].map(i => parseInt(digits.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s+/g, ''));
  if (fn) {
    const [r, g, b, a = '1'] = fn[1].split(',');
    return [Number(r), Number(g), Number(b), Number(a)];
  }
  throw new Error(`Unreadable colour "${colour}"`);
};

/** `top` painted over the opaque `bottom` (alpha compositing). */
const over = (top: string, bottom: string): string => {
  const [r1, g1, b1, a] = parse(top);
  const [r2, g2, b2] = parse(bottom);
  const mix = (x: number, y: number) => Math.round(x * a + y * (1 - a));
  return `rgb(${mix(r1, r2)}, ${mix(g1, g2)}, ${mix(b1, b2)})`;
};

/** WCAG relative luminance. */
const luminance = (colour: string): number => {
  const [r, g, b] = parse(colour).map(channel => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (foreground: string, background: string): number => {
  const fg = luminance(over(foreground, background));
  const bg = luminance(background);
  return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
};

interface Pair {
  what: string;
  fg: string;
  bg: string;
}

/** The surfaces text sits on: the page, cards, and in dark mode cards and dialogs lightened by their elevation. */
const namedSurfaces = (theme: Theme): [string, string][] => {
  const { paper, default: page } = theme.palette.background;
  if (theme.palette.mode === 'light')
    return [
      ['the page', page],
      ['a card', paper],
    ];
  const lifted = (elevation: number) => over(`rgba(255, 255, 255, ${getOverlayAlpha(elevation)})`, paper);
  return [
    ['the page', page],
    ['a card', lifted(1)],
    ['a menu', lifted(8)],
    ['a dialog', lifted(24)],
  ];
};
const surfaces = (theme: Theme) => namedSurfaces(theme).map(([, colour]) => colour);

const textPairs = (theme: Theme): Pair[] => {
  const { palette } = theme;
  const colours: [string, string][] = [
    ['text.primary', palette.text.primary],
    ['text.secondary', palette.text.secondary],
    ['primary.main', palette.primary.main],
    ...STATUS_TONES.map(tone => [`${tone}.main`, palette[tone].main] as [string, string]),
  ];
  return colours.flatMap(([what, fg]) =>
    namedSurfaces(theme).map(([name, bg]) => ({ what: `${what} on ${name}`, fg, bg })),
  );
};

const chipPairs = (theme: Theme): Pair[] =>
  (['primary', ...STATUS_TONES] as const).map(tone => ({
    what: `${tone} chip (contrastText on main)`,
    fg: theme.palette[tone].contrastText,
    bg: theme.palette[tone].main,
  }));

/** MUI's Alert, computed the way Alert.js does it. */
const alertPairs = (theme: Theme): Pair[] => {
  const light = theme.palette.mode === 'light';
  const text = light ? theme.darken : theme.lighten;
  const background = light ? theme.lighten : theme.darken;
  return STATUS_TONES.flatMap(tone => {
    const colour = theme.palette[tone];
    return [
      { what: `${tone} alert (standard)`, fg: text(colour.light, 0.6), bg: background(colour.light, 0.9) },
      {
        what: `${tone} alert (filled)`,
        fg: theme.palette.getContrastText(colour.main),
        bg: light ? colour.main : colour.dark,
      },
    ];
  });
};

const themes = { light: createTheme(lightTheme), dark: createTheme(darkTheme) };

describe.each(Object.entries(themes))('%s theme', (mode, theme) => {
  it('is the mode it says', () => {
    expect(theme.palette.mode).toBe(mode);
  });

  it.each([...textPairs(theme), ...chipPairs(theme), ...alertPairs(theme)])('$what keeps 4.5:1', ({ fg, bg }) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows the focus ring at 3:1 on its surfaces', () => {
    // The outer (amber) ring on the top bar and on dark surfaces, the inner ring on light ones.
    const bar = mode === 'light' ? theme.palette.primary.main : theme.palette.background.paper;
    expect(contrast(FOCUS_RING.outer, bar)).toBeGreaterThanOrEqual(3);
    for (const surface of surfaces(theme)) {
      const best = Math.max(contrast(FOCUS_RING.outer, surface), contrast(FOCUS_RING.inner, surface));
      expect(best).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the contrast computation', () => {
  it('gives the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });

  it('fails a low-contrast status colour', () => {
    const weak = createTheme({ ...lightTheme, palette: { ...lightTheme.palette, warning: { main: '#ed6c02' } } });
    const warning = textPairs(weak).filter(pair => pair.what.startsWith('warning.main'));
    expect(Math.min(...warning.map(pair => contrast(pair.fg, pair.bg)))).toBeLessThan(4.5);
  });
});
