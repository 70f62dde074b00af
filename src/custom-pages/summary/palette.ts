/**
 * Okabe-Ito colours (told apart by the common colour-vision deficiencies), and for each series a
 * second cue that needs no colour at all: a dash pattern for lines, a fill pattern for bars.
 */
export const OKABE_ITO = {
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  reddishPurple: '#CC79A7',
  black: '#000000',
} as const;

export type FillPattern = 'solid' | 'dots' | 'diagonal' | 'crosshatch' | 'horizontal' | 'vertical';

export const LINE_STYLES: Record<string, { color: string; dash?: string }> = {
  total: { color: OKABE_ITO.blue },
  analysed: { color: OKABE_ITO.orange, dash: '8 4' },
  finalised: { color: OKABE_ITO.bluishGreen, dash: '2 3' },
};

export const BAR_STYLES: Record<string, { color: string; pattern: FillPattern }> = {
  completed: { color: OKABE_ITO.bluishGreen, pattern: 'solid' },
  active: { color: OKABE_ITO.skyBlue, pattern: 'dots' },
  failed: { color: OKABE_ITO.vermillion, pattern: 'diagonal' },
  died: { color: OKABE_ITO.black, pattern: 'crosshatch' },
  timedout: { color: OKABE_ITO.orange, pattern: 'horizontal' },
  exited: { color: OKABE_ITO.reddishPurple, pattern: 'vertical' },
};
