import { describe, expect, it } from 'vitest';
import { downloadFailure, filenameFromDisposition } from '../../../src/lib/download';

describe('file name from Content-Disposition', () => {
  it.each([
    ['attachment; filename="summary-12.pdf"', 'summary-12.pdf'],
    ['attachment; filename=report.csv', 'report.csv'],
    ["attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf; filename=\"resume.pdf\"", 'résumé.pdf'],
    ['attachment; filename="../../etc/passwd"', '_.._etc_passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.pdf"', 'C:__temp__x.pdf'],
    ['attachment; filename="a\u0000b\u001f.pdf"', 'ab.pdf'],
    ['attachment; filename=".hidden"', 'hidden'],
    ["attachment; filename*=UTF-8''%E0%A4%A.pdf", 'fallback.pdf'],
    ['attachment', 'fallback.pdf'],
    [null, 'fallback.pdf'],
  ])('%j gives %j', (header, name) => {
    expect(filenameFromDisposition(header, 'fallback.pdf')).toBe(name);
  });

  it('caps the length', () => {
    expect(filenameFromDisposition(`attachment; filename="${'x'.repeat(500)}.pdf"`, 'f')).toHaveLength(150);
  });
});

describe('download failure messages (spec 2 section 8)', () => {
  it('reads the detail of a 404', () => {
    expect(downloadFailure({ status: 404, body: { detail: 'Not found.' } })).toEqual({ message: 'app.message.plain', messageArgs: { message: 'Not found.' } });
  });
  it('gives the status for other answers', () => {
    expect(downloadFailure({ status: 500, body: '<html>' })).toEqual({ message: 'app.message.server_status', messageArgs: { code: 500 } });
    expect(downloadFailure({ status: 404, body: null })).toEqual({ message: 'app.message.server_status', messageArgs: { code: 404 } });
  });
  it('falls back to the generic message without a status', () => {
    expect(downloadFailure({ status: 0 })).toEqual({ message: 'app.message.download_failed' });
    expect(downloadFailure(new Error('x'))).toEqual({ message: 'app.message.download_failed' });
  });
});
