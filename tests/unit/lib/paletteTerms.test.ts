import { describe, expect, it } from 'vitest';
import { isUuidTerm, paletteLookupTypes } from '../../../src/lib/lookupTerm';
import { RECENT_LIMIT, withRecent, type RecentRecord } from '../../../src/components/palette';

describe("the palette's lookup types (docs/product.md#palette)", () => {
  it.each([
    ['12000', ['application_id', 'account_id', 'profile_id', 'analysis_id', 'vendor_specific_id']],
    ['7', ['application_id', 'account_id', 'profile_id', 'analysis_id', 'vendor_specific_id']],
    ['0b5e7c9a-1f2d-4c3b-9a8e-7d6c5b4a3f21', ['crawler_uuid']],
    ['0B5E7C9A-1F2D-4C3B-9A8E-7D6C5B4A3F21', ['crawler_uuid']],
    ['ACME-1', ['vendor_specific_id']],
    ['abc', ['vendor_specific_id']],
    // Short text names screens and actions only: no request for every letter.
    ['ab', []],
    ['', []],
    // Not quite a uuid (a digit short): a vendor reference.
    ['0b5e7c9a-1f2d-4c3b-9a8e-7d6c5b4a3f2', ['vendor_specific_id']],
    ['12 000', ['vendor_specific_id']],
  ])('%j tries %j', (term, types) => {
    expect(paletteLookupTypes(term)).toEqual(types);
  });

  it('reads a uuid of any version', () => {
    expect(isUuidTerm('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isUuidTerm('not-a-uuid')).toBe(false);
  });
});

describe('the recent records', () => {
  const record = (id: number, detail?: string): RecentRecord => ({
    key: `application:${id}`,
    kind: 'application',
    id: String(id),
    to: `/applications/${id}/show`,
    ...(detail ? { detail } : {}),
  });

  it('puts the last opened first, once, and keeps at most 8', () => {
    let recent: RecentRecord[] = [];
    for (let id = 1; id <= 10; id++) recent = withRecent(recent, record(id));
    expect(recent.map(entry => entry.id)).toEqual(['10', '9', '8', '7', '6', '5', '4', '3']);
    expect(RECENT_LIMIT).toBe(8);
    recent = withRecent(recent, record(5));
    expect(recent.map(entry => entry.id)).toEqual(['5', '10', '9', '8', '7', '6', '4', '3']);
  });

  it('keeps what the palette said of a record when a list opens it again', () => {
    const recent = withRecent([record(1, 'Application 1 · ACME-1')], record(1));
    expect(recent).toEqual([record(1, 'Application 1 · ACME-1')]);
  });
});
