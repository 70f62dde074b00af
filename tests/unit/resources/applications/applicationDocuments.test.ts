import { describe, expect, it } from 'vitest';
import {
  analysisDownloads,
  documentDownloads,
  documentsExpired,
  latestAnalysisTime,
} from '../../../../src/resources/applications/applicationDocuments';
import type { ApplicationDetail } from '../../../../src/resources/applications/types';
import { documentPath } from '../../../../src/providers/methods/documents';

const NOW = Date.parse('2026-03-20T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const app = (timestamp: string, analysisTimes: string[] = []): Pick<ApplicationDetail, 'timestamp' | 'profiles'> => ({
  timestamp,
  profiles: [
    {
      id: 1,
      accounts: [{ id: 1, analyses: analysisTimes.map((time, i) => ({ id: i + 1, time, completed: true })) }],
    },
  ],
});

describe('documentsExpired', () => {
  it.each([
    ['a new application', app(ago(DAY)), false],
    ['exactly 7 days old', app(ago(7 * DAY)), false],
    ['7 days and a second old', app(ago(7 * DAY + 1000)), true],
    ['30 days old', app(ago(30 * DAY)), true],
    ['recent, recent analysis', app(ago(2 * DAY), [ago(DAY)]), false],
    ['recent, latest analysis of two recent', app(ago(6 * DAY), [ago(6 * DAY), ago(DAY)]), false],
    ['recent, but its latest analysis over 7 days (clock skew)', app(ago(DAY), [ago(8 * DAY)]), true],
    ['an unreadable start time', app('not a date'), true],
    ['unreadable analysis times ignored', app(ago(DAY), ['garbage']), false],
  ])('%s', (_name, application, expected) => expect(documentsExpired(application, NOW)).toBe(expected));

  it('takes a Date as now, and treats a missing application as expired', () => {
    expect(documentsExpired(app(ago(DAY)), new Date(NOW))).toBe(false);
    expect(documentsExpired(null, NOW)).toBe(true);
  });

  it('reads the latest analysis across profiles and accounts', () => {
    const application = {
      profiles: [
        { id: 1, accounts: [{ id: 1, analyses: [{ id: 1, time: ago(3 * DAY), completed: true }] }] },
        { id: 2, accounts: [{ id: 2, analyses: [{ id: 2, time: ago(DAY), completed: false }] }, { id: 3 }] },
        { id: 3 },
      ],
    };
    expect(latestAnalysisTime(application)).toBe(NOW - DAY);
    expect(latestAnalysisTime({ profiles: [] })).toBeNaN();
  });
});

describe('documentDownloads', () => {
  it('lists the section 7 downloads, the score explainer only with a score id', () => {
    const keys = documentDownloads({ id: 7, score_id: null }).map(item => documentPath(item.doc));
    expect(keys).toEqual([
      'applications/7/summary/html',
      'applications/7/summary/pdf',
      'applications/7/summary',
      'applications/7/bundle',
      'applications/7/report',
      'applications/7/combined/html',
      'applications/7/combined/pdf',
      'applications/7/combined/csv',
    ]);
    const scored = documentDownloads({ id: 7, score_id: 'SCR-1' }).slice(-2);
    expect(scored.map(item => documentPath(item.doc))).toEqual([
      'score/explainer/SCR-1/html',
      'score/explainer/SCR-1/pdf',
    ]);
  });

  it('offers only the analysis files that exist', () => {
    expect(analysisDownloads({ id: 3, html: true, pdf: false, csv: true }).map(item => documentPath(item.doc))).toEqual(
      ['analyses/3/report/html', 'analyses/3/report/csv'],
    );
  });
});
