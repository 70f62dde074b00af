import { describe, expect, it } from 'vitest';
import { visibleColumns, type ListColumn } from '../../../src/components/listTools';

const COLUMNS: ListColumn<unknown>[] = ['a', 'b', 'c', 'd'].map(id => ({ id, label: id }));

describe('visibleColumns', () => {
  it('follows the chooser: the hidden columns out, the order of DataTable (column i moves to ranks.indexOf(i))', () => {
    expect(visibleColumns(COLUMNS, [], undefined).map(c => c.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(visibleColumns(COLUMNS, ['b'], undefined).map(c => c.id)).toEqual(['a', 'c', 'd']);
    expect(visibleColumns(COLUMNS, [], [1, 0]).map(c => c.id)).toEqual(['b', 'a', 'c', 'd']);
    expect(visibleColumns(COLUMNS, ['a'], [2, 0, 1]).map(c => c.id)).toEqual(['c', 'b', 'd']);
  });

  it('ignores a hidden name that no longer exists', () => {
    expect(visibleColumns(COLUMNS, ['gone'], undefined)).toHaveLength(4);
  });
});
