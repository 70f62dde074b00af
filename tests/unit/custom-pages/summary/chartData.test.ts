import { describe, expect, it } from 'vitest';
import { byPeriod, totalsOf } from '../../../../src/custom-pages/summary/chartData';
import { statsRecord } from '../../../../src/custom-pages/summary/VendorStatsTable';

describe('summary chart data', () => {
  it('sums the vendors of each period, oldest first, a missing or unreadable count being 0', () => {
    const rows = [
      { period: '2026-11-24T01:00:00Z', vendor_id: 1, total: 2, analysed: 1 },
      { period: '2026-11-24T00:00:00Z', vendor_id: 1, total: 1, analysed: 1, finalised: 1 },
      { period: '2026-11-24T01:00:00Z', vendor_id: 2, total: 3, analysed: 'x', finalised: 2 },
    ];
    const points = byPeriod(rows, ['total', 'analysed', 'finalised']);
    expect(points).toEqual([
      { period: '2026-11-24T00:00:00Z', total: 1, analysed: 1, finalised: 1 },
      { period: '2026-11-24T01:00:00Z', total: 5, analysed: 1, finalised: 2 },
    ]);
    expect(totalsOf(points, ['total', 'analysed', 'finalised'])).toEqual({ total: 6, analysed: 2, finalised: 3 });
  });

  it('names a stats row by name, else contact_name, with numbers for missing counts', () => {
    expect(statsRecord({ id: 1, name: 'Acme', total: 4 })).toMatchObject({ id: 1, name: 'Acme', total: 4, died: 0 });
    expect(statsRecord({ id: 2, contact_name: 'Victoria Reid' }).name).toBe('Victoria Reid');
  });
});
