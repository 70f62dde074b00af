import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../../src/config';
import { httpBlob, httpClient, messageFromBody, readCookie, tokenStorage } from '../../../src/providers/http';
import { server } from '../../setup';

const API = 'http://localhost:3000/api/v1';

const captureHeaders = (method: 'get' | 'post' | 'delete', path: string) => {
  const seen: { headers?: Headers; url?: string; credentials?: string } = {};
  server.use(
    http[method](`${API}/${path}`, ({ request }) => {
      seen.headers = request.headers;
      seen.url = request.url;
      seen.credentials = request.credentials;
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
};

describe('the http client (decision 6)', () => {
  it('sends the token, cookies, and the CSRF header only on unsafe methods', async () => {
    tokenStorage.set('abc123');
    document.cookie = 'csrftoken=csrf-value';
    const get = captureHeaders('get', 'thing/');
    await httpClient('thing/', { query: { page: 2, empty: '', list: [1, 2] } });
    expect(get.headers?.get('Authorization')).toBe('Token abc123');
    expect(get.headers?.get('X-CSRFToken')).toBeNull();
    expect(get.credentials).toBe('include');
    expect(get.url).toBe(`${API}/thing/?page=2&list=1&list=2`);

    const post = captureHeaders('post', 'thing/');
    await httpClient('thing/', { method: 'POST', body: { a: 1 } });
    expect(post.headers?.get('X-CSRFToken')).toBe('csrf-value');
    expect(post.headers?.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    const get = captureHeaders('get', 'open/');
    await httpClient('open/');
    expect(get.headers?.get('Authorization')).toBeNull();
  });

  it('turns a DRF error into an HttpError with status, message and field errors', async () => {
    server.use(
      http.post(`${API}/labels/`, () => HttpResponse.json({ ref: ['This field may not be blank.'] }, { status: 400 })),
    );
    await expect(httpClient('labels/', { method: 'POST', body: { ref: '' } })).rejects.toMatchObject({
      status: 400,
      message: 'ref: This field may not be blank.',
      body: { ref: ['This field may not be blank.'], errors: { ref: 'This field may not be blank.' } },
    });
  });

  it("hands non_field_errors to the form as react-hook-form's root.serverError, one line each", async () => {
    server.use(
      http.post(`${API}/labels/`, () =>
        HttpResponse.json({ non_field_errors: ['Too many labels.', 'Ask staff.'], ref: ['Taken.'] }, { status: 400 }),
      ),
    );
    await expect(httpClient('labels/', { method: 'POST', body: { ref: 'x' } })).rejects.toMatchObject({
      message: 'Too many labels.',
      body: { errors: { ref: 'Taken.', root: { serverError: 'Too many labels.\nAsk staff.' } } },
    });
  });

  it.each([401, 403, 502])(
    "keeps the server's words on a %i: whether it ends the session (and says nothing) is the session rule's",
    async status => {
      server.use(http.get(`${API}/me/`, () => HttpResponse.json({ detail: 'Nope' }, { status })));
      await expect(httpClient('me/')).rejects.toMatchObject({ status, message: 'Nope', body: { detail: 'Nope' } });
    },
  );

  it('words a 429 with the wait its Retry-After asks for, as seconds or an HTTP date', async () => {
    server.use(
      http.get(`${API}/slow/`, () =>
        HttpResponse.json(
          { detail: 'Request was throttled. Expected available in 7 seconds.' },
          { status: 429, headers: { 'Retry-After': '7' } },
        ),
      ),
      http.get(`${API}/date/`, () =>
        HttpResponse.json(
          { detail: 'Throttled' },
          { status: 429, headers: { 'Retry-After': new Date(Date.now() + 30_000).toUTCString() } },
        ),
      ),
      http.get(`${API}/none/`, () => HttpResponse.json({ detail: 'Throttled' }, { status: 429 })),
    );
    await expect(httpClient('slow/')).rejects.toMatchObject({
      status: 429,
      retryAfter: 7,
      message: 'Too many requests: try again in 7 s',
    });
    await expect(httpClient('date/')).rejects.toMatchObject({ status: 429, retryAfter: expect.any(Number) });
    await expect(httpClient('none/')).rejects.toMatchObject({
      status: 429,
      retryAfter: null,
      message: 'Too many requests: try again in a moment',
    });
  });

  it('reports a 500 with an HTML body by its status line', async () => {
    server.use(
      http.get(
        `${API}/boom/`,
        () => new HttpResponse('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    await expect(httpClient('boom/')).rejects.toMatchObject({ status: 500, message: 'Internal Server Error' });
  });

  it('reports a network failure as status 0', async () => {
    server.use(http.get(`${API}/down/`, () => HttpResponse.error()));
    await expect(httpClient('down/')).rejects.toMatchObject({ status: 0 });
  });

  it('downloads a blob with its headers', async () => {
    server.use(
      http.get(
        `${API}/file/`,
        () =>
          new HttpResponse('a,b', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="r.csv"' },
          }),
      ),
    );
    const { blob, headers } = await httpBlob('file/');
    expect(await blob.text()).toBe('a,b');
    expect(headers.get('Content-Disposition')).toContain('r.csv');
  });

  it('reports the bytes of a download as they arrive, against its Content-Length', async () => {
    const parts = ['12345', '67890', 'ab'];
    server.use(
      http.get(`${API}/file/`, () => {
        const stream = new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
            controller.close();
          },
        });
        return new HttpResponse(stream, { headers: { 'Content-Type': 'application/pdf', 'Content-Length': '12' } });
      }),
    );
    const seen: [number, number | null][] = [];
    const { blob } = await httpBlob('file/', { onProgress: (loaded, total) => seen.push([loaded, total]) });
    // jsdom's Blob cannot be read back: its size and type say the chunks were all kept.
    expect(blob.size).toBe(12);
    expect(blob.type).toBe('application/pdf');
    expect(seen[0]).toEqual([0, 12]);
    expect(seen.at(-1)).toEqual([12, 12]);
    expect(seen.map(([loaded]) => loaded)).toEqual([...seen.map(([loaded]) => loaded)].sort((a, b) => a - b));
  });
});

describe('credentials go only to the configured api/v1 and recrawl hosts (decision 14)', () => {
  const RECRAWL = 'https://recrawl.example.com';
  const configured = config.recrawlOrigins;
  afterEach(() => {
    config.recrawlOrigins = configured;
  });

  const seenAt = (url: string) => {
    const seen: { headers?: Headers; credentials?: string } = {};
    server.use(
      http.all(url, ({ request }) => {
        seen.headers = request.headers;
        seen.credentials = request.credentials;
        return HttpResponse.json(drfPage());
      }),
    );
    return seen;
  };
  const drfPage = () => ({ count: 0, next: null, previous: null, results: [] });

  const signedIn = () => {
    tokenStorage.set('abc123');
    document.cookie = 'csrftoken=csrf-value';
  };

  it.each([
    ['another origin', 'https://evil.example.com/api/v1/applications/?page=2'],
    ['the api host on another port', 'http://localhost:3001/api/v1/applications/?page=2'],
    ['the api host over another scheme', 'https://localhost:3000/api/v1/applications/?page=2'],
  ])('follows a next link to %s without token, CSRF header or cookies', async (_, next) => {
    signedIn();
    const get = seenAt(next.split('?')[0]);
    await httpClient(next);
    expect(get.headers?.get('Authorization')).toBeNull();
    expect(get.credentials).toBe('omit');
    const post = seenAt(next.split('?')[0]);
    await httpClient(next, { method: 'POST', body: {} });
    expect(post.headers?.get('Authorization')).toBeNull();
    expect(post.headers?.get('X-CSRFToken')).toBeNull();
  });

  it('follows a next link on the api origin with the token', async () => {
    signedIn();
    const get = seenAt(`${API}/applications/`);
    await httpClient(`${API}/applications/?page=2`);
    expect(get.headers?.get('Authorization')).toBe('Token abc123');
    expect(get.credentials).toBe('include');
  });

  it('sends the token and the CSRF header to a configured https recrawl host', async () => {
    signedIn();
    config.recrawlOrigins = [RECRAWL];
    const post = seenAt(`${RECRAWL}/api/v1/applications/7/recrawl/`);
    await httpClient(`${RECRAWL}/api/v1/applications/7/recrawl/`, { method: 'POST', body: {} });
    expect(post.headers?.get('Authorization')).toBe('Token abc123');
    expect(post.headers?.get('X-CSRFToken')).toBe('csrf-value');
    expect(post.credentials).toBe('include');
  });

  it('sends nothing to a recrawl host reached over plain http', async () => {
    signedIn();
    config.recrawlOrigins = [RECRAWL];
    const post = seenAt('http://recrawl.example.com/api/v1/applications/7/recrawl/');
    await httpClient('http://recrawl.example.com/api/v1/applications/7/recrawl/', { method: 'POST', body: {} });
    expect(post.headers?.get('Authorization')).toBeNull();
    expect(post.headers?.get('X-CSRFToken')).toBeNull();
  });
});

describe('error messages from DRF bodies', () => {
  it.each([
    [{ detail: 'Not found.' }, 'Not found.'],
    [{ non_field_errors: ['Unable to log in.'] }, 'Unable to log in.'],
    [{ email: ['Enter a valid email address.'] }, 'email: Enter a valid email address.'],
    ['plain text', 'plain text'],
    ['<html></html>', 'fallback'],
    [null, 'fallback'],
    [{ nested: { a: 1 } }, 'fallback'],
  ])('%j reads %s', (body, message) => {
    expect(messageFromBody(body, 'fallback')).toBe(message);
  });

  it('reads a cookie by name', () => {
    expect(readCookie('csrftoken', 'a=1; csrftoken=x%3Dy; b=2')).toBe('x=y');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });
});
