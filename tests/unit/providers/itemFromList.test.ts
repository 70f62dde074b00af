import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { HttpOptions } from '../../../src/providers/http';
import { apiUrl } from '../../../src/config';
import labels from '../../../src/resources/labels';
import webhooks from '../../../src/resources/webhooks';

/**
 * The specification lists GET of the collection, POST, PUT {id} and DELETE {id} for labels and
 * webhooks, and no GET {id}: a server may answer the item GET 405 (or 404). The record is then
 * read from the collection.
 */
const endpoints = { labels: labels.endpoint, webhooks: webhooks.endpoint };

/** A server with no item GET: `item` answers the item path; the collection answers its pages. */
const server = (item: { status: number; body: unknown }, pages: Record<string, unknown>) =>
  vi.fn(async (path: string, _options?: HttpOptions) => {
    if (path in pages) return { status: 200, headers: new Headers(), json: pages[path] as never };
    throw new HttpError(`status ${item.status}`, item.status, item.body);
  });

const NOT_ALLOWED = { status: 405, body: { detail: 'Method "GET" not allowed.' } };
const NOT_FOUND = { status: 404, body: { detail: 'Not found.' } };

describe('getOne of a resource that may have no item GET', () => {
  it('reads the item GET when the server has one', async () => {
    const http = vi.fn(async (_path: string, _options?: HttpOptions) => ({
      status: 200,
      headers: new Headers(),
      json: { id: 5, ref: 'Five' } as never,
    }));
    await expect(createDataProvider(endpoints, http).getOne('labels', { id: 5 })).resolves.toEqual({
      data: { id: 5, ref: 'Five' },
    });
    expect(http).toHaveBeenCalledTimes(1);
  });

  it.each([NOT_ALLOWED, NOT_FOUND])(
    'reads a label from the collection, past its first page, when the item GET answers %j',
    async item => {
      const http = server(item, {
        'dashboard/vendors/labels/': {
          count: 2,
          next: apiUrl('dashboard/vendors/labels/?page=2'),
          previous: null,
          results: [{ id: 4, ref: 'Four' }],
        },
        [apiUrl('dashboard/vendors/labels/?page=2')]: {
          count: 2,
          next: null,
          previous: null,
          results: [{ id: 5, ref: 'Five' }],
        },
      });
      await expect(createDataProvider(endpoints, http).getOne('labels', { id: '5' })).resolves.toEqual({
        data: { id: 5, ref: 'Five' },
      });
      expect(http.mock.calls.map(([path]) => path)).toEqual([
        'dashboard/vendors/labels/5/',
        'dashboard/vendors/labels/',
        apiUrl('dashboard/vendors/labels/?page=2'),
      ]);
    },
  );

  it('reads a webhook from a collection answered as a bare list', async () => {
    const http = server(NOT_ALLOWED, {
      webhooks: [{ id: 2, name: 'Hook', url: 'https://h.io', vendorref: 1, enabled: true }],
    });
    await expect(createDataProvider(endpoints, http).getOne('webhooks', { id: 2 })).resolves.toMatchObject({
      data: { id: 2, name: 'Hook' },
    });
  });

  it('reports not found (404) when the collection has no such record', async () => {
    const http = server(NOT_ALLOWED, { webhooks: { count: 0, next: null, previous: null, results: [] } });
    await expect(createDataProvider(endpoints, http).getOne('webhooks', { id: 9 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('does not read the collection on another failure', async () => {
    const http = server({ status: 500, body: { detail: 'Server Error' } }, { webhooks: [{ id: 2 }] });
    await expect(createDataProvider(endpoints, http).getOne('webhooks', { id: 2 })).rejects.toMatchObject({
      status: 500,
    });
    expect(http).toHaveBeenCalledTimes(1);
  });
});
