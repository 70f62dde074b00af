import { describe, expect, it } from 'vitest';
import { changedFields, hasChanges, sameValue } from '../../../src/lib/changedFields';

interface Row {
  id: number;
  name: string;
  module: boolean;
  died_warn_threshold: number;
  failed_warn_threshold: number;
  note: string | null;
  tags: string[];
}

const before: Row = {
  id: 7,
  name: 'Bank',
  module: true,
  died_warn_threshold: 0.3,
  failed_warn_threshold: 0.5,
  note: null,
  tags: ['a'],
};
const EDITABLE = ['module', 'died_warn_threshold', 'failed_warn_threshold', 'note', 'tags'] as const;

describe('changedFields', () => {
  it('sends nothing when nothing changed', () => {
    expect(changedFields<Row>({ ...before }, before, EDITABLE)).toEqual({});
    expect(hasChanges(changedFields<Row>({ ...before }, before, EDITABLE))).toBe(false);
  });

  it('sends only the fields whose value changed', () => {
    expect(changedFields<Row>({ ...before, module: false, died_warn_threshold: 0.45 }, before, EDITABLE)).toEqual({
      module: false,
      died_warn_threshold: 0.45,
    });
  });

  it('never sends a field outside the editable list, even when it differs', () => {
    expect(changedFields<Row>({ ...before, name: 'Renamed', id: 8 }, before, EDITABLE)).toEqual({});
  });

  it('skips editable fields the form does not hold', () => {
    expect(changedFields<Row>({ module: false }, before, EDITABLE)).toEqual({ module: false });
  });

  it('treats float noise as no change and a real step as a change', () => {
    expect(changedFields<Row>({ ...before, died_warn_threshold: 0.1 + 0.2 }, before, EDITABLE)).toEqual({});
    expect(changedFields<Row>({ ...before, died_warn_threshold: 0.31 }, before, EDITABLE)).toEqual({
      died_warn_threshold: 0.31,
    });
  });

  it('sends a changed array whole, and a field set back to its loaded value not at all', () => {
    expect(changedFields<Row>({ ...before, tags: ['a', 'b'] }, before, EDITABLE)).toEqual({ tags: ['a', 'b'] });
    expect(changedFields<Row>({ ...before, tags: ['a'] }, before, EDITABLE)).toEqual({});
  });

  it('sends a value that became unreadable (NaN) so that it can be refused, not dropped', () => {
    expect(changedFields<Row>({ ...before, died_warn_threshold: Number.NaN }, before, EDITABLE)).toHaveProperty(
      'died_warn_threshold',
    );
  });
});

describe('sameValue', () => {
  it.each([
    [1, 1, true],
    [null, undefined, true],
    [null, 0, false],
    ['', null, false],
    [false, 0, false],
    [true, 'true', false],
    [0.3, 0.1 + 0.2, true],
    [{ a: 1 }, { a: 1 }, true],
    [[1], [2], false],
  ])('%j vs %j -> %s', (a, b, same) => {
    expect(sameValue(a, b)).toBe(same);
  });
});
