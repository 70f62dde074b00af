import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvFileName, csvLine, toCsv } from '../../../src/lib/csv';

describe('csvCell', () => {
  it('writes plain text and numbers as they are, nothing for null or undefined', () => {
    expect(csvCell('Demo Bank')).toBe('Demo Bank');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('prefixes a cell that a spreadsheet would run as a formula with a quote', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+61 400')).toBe("'+61 400");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    // Only the first character counts.
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('writes a header line then one CRLF-ended line a row, after a byte order mark', () => {
    const text = toCsv(
      ['Id', 'Name'],
      [
        [1, '=HYPERLINK("http://x")'],
        [2, 'plain, text'],
      ],
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe(`Id,Name\r\n1,"'=HYPERLINK(""http://x"")"\r\n2,"plain, text"\r\n`);
  });

  it('joins cells with commas', () => {
    expect(csvLine(['a', null, 3, true])).toBe('a,,3,true');
  });
});

describe('csvFileName', () => {
  it('is the list name and the local date, without path characters', () => {
    expect(csvFileName('applications', new Date(2026, 10, 4))).toBe('applications-2026-11-04.csv');
    expect(csvFileName('../etc/passwd', new Date(2026, 0, 1))).toBe('etc-passwd-2026-01-01.csv');
  });
});
