import { describe, expect, it } from 'vitest';
import {
  canDownloadReport,
  canReprint,
  type AnalysisReportSubject,
  type ReportFormat,
} from '../../../../src/resources/analyses/analysisRules';

const NOW = Date.UTC(2026, 5, 10, 12);
const DAY = 24 * 60 * 60 * 1000;
const done = { completed: true, html: true, pdf: true, csv: true };

describe('canDownloadReport', () => {
  it.each<[string, AnalysisReportSubject, ReportFormat, boolean]>([
    ['completed today', { ...done, time: new Date(NOW - 1000).toISOString() }, 'html', true],
    ['exactly 7 days old', { ...done, time: NOW - 7 * DAY }, 'pdf', true],
    ['over 7 days old', { ...done, time: NOW - 7 * DAY - 1 }, 'pdf', false],
    ['not completed', { ...done, completed: false, time: NOW }, 'html', false],
    ['that report is missing', { ...done, csv: false, time: NOW }, 'csv', false],
    ['a flag not sent counts as present', { completed: true, time: NOW }, 'csv', true],
    ['an unreadable time', { ...done, time: 'garbage' }, 'html', false],
    ['no time', { ...done }, 'html', false],
  ])('%s', (_name, analysis, format, expected) => {
    expect(canDownloadReport(analysis, format, NOW)).toBe(expected);
  });
});

describe('canReprint (decision 18)', () => {
  it.each<[string, AnalysisReportSubject, boolean]>([
    ['completed today', { ...done, time: NOW - 1000 }, true],
    ['completed, its html not made yet', { completed: true, html: false, pdf: false, time: NOW }, true],
    ['exactly 7 days old', { ...done, time: NOW - 7 * DAY }, true],
    ['over 7 days old', { ...done, time: NOW - 7 * DAY - 1 }, false],
    ['not completed', { ...done, completed: false, time: NOW }, false],
    ['an unreadable time', { ...done, time: 'garbage' }, false],
  ])('%s', (_name, analysis, expected) => {
    expect(canReprint(analysis, NOW)).toBe(expected);
  });
});
