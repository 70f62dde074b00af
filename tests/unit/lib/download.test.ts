import { describe, expect, it } from 'vitest';
import { downloadFailure, filenameFromDisposition } from '../../../src/lib/download';

describe('file name from Content-Disposition', () => {
  it.each([
    ['attachment; filename="summary-12.pdf"', 'summary-12.pdf'],
    ['attachment; filename=report.csv', 'report.csv'],
    ['attachment; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.pdf; filename="resume.pdf"', 'résumé.pdf'],
    ["attachment; filename*=UTF-8''%E0%A4%A.pdf", 'fallback.pdf'],
    ['attachment', 'fallback.pdf'],
    [null, 'fallback.pdf'],
  ])('%j gives %j', (header, name) => {
    expect(filenameFromDisposition(header, 'fallback.pdf')).toBe(name);
  });
});

describe('the saved file name is a plain, visible basename', () => {
  const named = (name: string) => filenameFromDisposition(`attachment; filename="${name}"`, 'fallback.pdf');
  const encoded = (name: string) =>
    filenameFromDisposition(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`, 'fallback.pdf');

  it.each([
    ['a relative path', '../../etc/passwd', 'passwd'],
    ['a Windows path', 'C:\\temp\\x.pdf', 'x.pdf'],
    ['a path ending in a separator', 'reports/', 'fallback.pdf'],
    ['control characters', 'a\u0000b\u001f\u007f.pdf', 'ab.pdf'],
    ['a hidden-file dot', '.hidden', 'hidden'],
    ['only dots', '..', 'fallback.pdf'],
    ['trailing dots and spaces', 'report.pdf. . ', 'report.pdf'],
  ])('%s: %j gives %j', (_, name, expected) => {
    expect(named(name)).toBe(expected);
  });

  it.each([
    ['right-to-left override (U+202E)', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['left-to-right override (U+202D)', 'a\u202Db.pdf', 'ab.pdf'],
    ['embeddings (U+202A, U+202B, U+202C)', '\u202Aa\u202Bb\u202C.pdf', 'ab.pdf'],
    ['isolates (U+2066 to U+2069)', '\u2066a\u2067b\u2068c\u2069.pdf', 'abc.pdf'],
    ['direction marks (U+200E, U+200F)', 'a\u200Eb\u200F.pdf', 'ab.pdf'],
    ['the Arabic letter mark (U+061C)', 'a\u061Cb.pdf', 'ab.pdf'],
    ['zero-width characters', 'a\u200Bb\uFEFF.pdf', 'ab.pdf'],
    ['line separators', 'a\u2028b\u2029.pdf', 'ab.pdf'],
  ])('%s', (_, name, expected) => {
    expect(encoded(name)).toBe(expected);
  });

  it('reads a percent-encoded separator as a separator', () => {
    expect(filenameFromDisposition("attachment; filename*=UTF-8''..%2F..%5Cx.pdf", 'f.pdf')).toBe('x.pdf');
  });

  it.each([
    ['a long name keeps its extension', `${'x'.repeat(500)}.pdf`, `${'x'.repeat(116)}.pdf`],
    ['a long name without extension', 'y'.repeat(300), 'y'.repeat(120)],
    ['a long "extension" is not one', `a.${'z'.repeat(300)}`, `a.${'z'.repeat(118)}`],
    ['a name of 120 is kept', `${'n'.repeat(116)}.csv`, `${'n'.repeat(116)}.csv`],
  ])('%s', (_, name, expected) => {
    const result = named(name);
    expect(result).toBe(expected);
    expect(Array.from(result).length).toBeLessThanOrEqual(120);
  });

  it('does not split a character made of two UTF-16 units', () => {
    const result = encoded(`${'😀'.repeat(200)}.pdf`);
    expect(result).toBe(`${'😀'.repeat(116)}.pdf`);
  });

  it('cleans the fallback name the same way', () => {
    expect(filenameFromDisposition(null, '../a\u202Eb.pdf')).toBe('ab.pdf');
    expect(filenameFromDisposition(null, '\u202E')).toBe('download');
  });
});

describe('download failure messages (spec 2 section 8)', () => {
  it('reads the detail of a 404', () => {
    expect(downloadFailure({ status: 404, body: { detail: 'Not found.' } })).toEqual({
      message: 'app.message.plain',
      messageArgs: { message: 'Not found.' },
    });
  });
  it('gives the status for other answers', () => {
    expect(downloadFailure({ status: 500, body: '<html>' })).toEqual({
      message: 'app.message.server_status',
      messageArgs: { code: 500 },
    });
    expect(downloadFailure({ status: 404, body: null })).toEqual({
      message: 'app.message.server_status',
      messageArgs: { code: 404 },
    });
  });
  it('falls back to the generic message without a status', () => {
    expect(downloadFailure({ status: 0 })).toEqual({ message: 'app.message.download_failed' });
    expect(downloadFailure(new Error('x'))).toEqual({ message: 'app.message.download_failed' });
  });
});
