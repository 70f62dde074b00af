import { describe, expect, it } from 'vitest';
import type { HttpOptions } from '../../../../src/providers/http';
import { allPages, cutOf, MAX_PAGES } from '../../../../src/providers/methods/pages';

const BASE = 'https://api.example.test/api/v1/things/';

/** A DRF list of `pages` pages of one row each; `count` as the server says it, or none. */
const drf = (pages: number, withCount = true) => {
  const asked: string[] = [];
  const http = async (path: string, _options?: HttpOptions) => {
    asked.push(path);
    const page = Number(new URL(path, BASE).searchParams.get('page') ?? '1');
    const next = page < pages ? `${BASE}?page=${page + 1}` : null;
    return { status: 200, headers: new Headers(), json: { ...(withCount ? { count: pages } : {}), next, results: [{ id: page }] } as never };
  };
  return { http, asked };
};

describe('allPages', () => {
  it('says nothing of a cut when the list ends within the cap', async () => {
    const { http } = drf(3);
    const rows = await allPages<{ id: number }>(http, 'things/');
    expect(rows.map(row => row.id)).toEqual([1, 2, 3]);
    expect(cutOf(rows)).toBeUndefined();
  });

  it(`says the list was cut after ${MAX_PAGES} pages, with the total and the next link to go on from`, async () => {
    const { http, asked } = drf(MAX_PAGES + 5);
    const rows = await allPages<{ id: number }>(http, 'things/');
    expect(rows).toHaveLength(MAX_PAGES);
    expect(asked).toHaveLength(MAX_PAGES);
    expect(cutOf(rows)).toEqual({ total: MAX_PAGES + 5, next: `${BASE}?page=${MAX_PAGES + 1}` });
    // Going on from the next link loads the rest, and says no more cut.
    const rest = await allPages<{ id: number }>(http, cutOf(rows)!.next);
    expect(rest.map(row => row.id)).toEqual([21, 22, 23, 24, 25]);
    expect(cutOf(rest)).toEqual(undefined);
  });

  it('says a cut without a total when the answers give no count', async () => {
    const { http } = drf(MAX_PAGES + 1, false);
    expect(cutOf(await allPages(http, 'things/'))).toEqual({ total: null, next: `${BASE}?page=${MAX_PAGES + 1}` });
  });
});
