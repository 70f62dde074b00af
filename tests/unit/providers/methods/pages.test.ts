import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../../src/config';
import { httpClient, tokenStorage, type HttpOptions } from '../../../../src/providers/http';
import { http as route, HttpResponse } from 'msw';
import { server } from '../../../setup';
import { allPages, cutOf, MAX_PAGES, nextUrl } from '../../../../src/providers/methods/pages';

/** The API's own origin (the test page's): `next` links elsewhere are not followed. */
const BASE = apiUrl('things/');

/** A DRF list of `pages` pages of one row each; `count` as the server says it, or none. */
const drf = (pages: number, withCount = true) => {
  const asked: string[] = [];
  const http = async (path: string, _options?: HttpOptions) => {
    asked.push(path);
    const page = Number(new URL(path, BASE).searchParams.get('page') ?? '1');
    const next = page < pages ? `${BASE}?page=${page + 1}` : null;
    return {
      status: 200,
      headers: new Headers(),
      json: { ...(withCount ? { count: pages } : {}), next, results: [{ id: page }] } as never,
    };
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

/**
 * docs/api.md#conventions: a DRF `next` may come absolute, relative (with or without a leading
 * slash, or only a query), or as http:// on the API's own host when a TLS proxy does not pass
 * X-Forwarded-Proto. Each is followed on the API's origin (so the token goes with it and the
 * page, served over https, asks nothing over http); a `next` on another host is not followed.
 */
describe('next links', () => {
  const API = 'https://api.example.test/api/v1/';
  beforeEach(() => {
    window.__APP_CONFIG__ = { apiUrl: API };
  });
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  /** Two pages; the first answer's `next` is the link under test. Records the URLs asked. */
  const twoPages = (link: string) => {
    const asked: string[] = [];
    const http = async (path: string) => {
      asked.push(path);
      const json =
        asked.length === 1
          ? { count: 2, next: link, results: [{ id: 1 }] }
          : { count: 2, next: null, results: [{ id: 2 }] };
      return { status: 200, headers: new Headers(), json: json as never };
    };
    return { http, asked };
  };

  it.each([
    ['absolute on the API origin', `${API}things/?page=2`],
    ['relative with a leading slash', '/api/v1/things/?page=2'],
    ['relative to the API root, without a leading slash', 'things/?page=2'],
    [
      'http:// on the API host (a TLS proxy without X-Forwarded-Proto)',
      'http://api.example.test/api/v1/things/?page=2',
    ],
    ['only a query, on the path just asked', '?page=2'],
  ])('follows a next link %s on the API origin', async (_, link) => {
    expect(nextUrl(link, 'things/')).toBe(`${API}things/?page=2`);
    const { http, asked } = twoPages(link);
    const rows = await allPages<{ id: number }>(http, 'things/');
    expect(rows.map(row => row.id)).toEqual([1, 2]);
    expect(cutOf(rows)).toBeUndefined();
    expect(asked).toEqual(['things/', `${API}things/?page=2`]);
  });

  it('asks an http:// next on the API host over https with the token, and the session stays', async () => {
    tokenStorage.set('token-1');
    const asked: { url: string; auth: string | null }[] = [];
    server.use(
      route.get('https://api.example.test/api/v1/things/', ({ request }) => {
        asked.push({ url: request.url, auth: request.headers.get('Authorization') });
        const page = new URL(request.url).searchParams.get('page');
        return page
          ? HttpResponse.json({ count: 2, next: null, results: [{ id: 2 }] })
          : HttpResponse.json({
              count: 2,
              next: 'http://api.example.test/api/v1/things/?page=2',
              results: [{ id: 1 }],
            });
      }),
    );
    try {
      const rows = await allPages<{ id: number }>(httpClient, 'things/');
      expect(rows.map(row => row.id)).toEqual([1, 2]);
      expect(asked).toEqual([
        { url: `${API}things/`, auth: 'Token token-1' },
        { url: `${API}things/?page=2`, auth: 'Token token-1' },
      ]);
      expect(tokenStorage.get()).toBe('token-1');
    } finally {
      tokenStorage.clear();
    }
  });

  it('does not follow a next link on another host: the rows so far carry a cut that says so', async () => {
    const link = 'https://elsewhere.example.org/api/v1/things/?page=2';
    expect(nextUrl(link, 'things/')).toBeNull();
    const { http, asked } = twoPages(link);
    const rows = await allPages<{ id: number }>(http, 'things/');
    expect(asked).toEqual(['things/']);
    expect(rows.map(row => row.id)).toEqual([1]);
    expect(cutOf(rows)).toEqual({ total: 2, next: link, elsewhere: true });
  });
});
