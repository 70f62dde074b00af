import { describe, expect, it } from 'vitest';
import { framingOf, isAllowedOrigin } from '../../../src/lib/hostMessage';
import { readHostMessage } from '../../../src/lib/hostMessageSchema';

const HOST = 'https://host.example.com';
const allowed = [HOST, 'https://other.example.com/'];
const TOKEN = 'a1b2c3d4e5f6a7b8c9d0';
const parent = { name: 'the host page' };

const fromHost = (data: unknown) =>
  readHostMessage({ source: parent, origin: HOST, data }, { parent, origins: allowed });

describe('messages from the host (docs/product.md#embedded-mode)', () => {
  it.each([
    ['a token', { type: 'token', token: TOKEN }],
    ['a token and a height', { type: 'token', token: TOKEN, height: 640 }],
    ['a height', { type: 'height', height: 812 }],
    ['the longest token', { type: 'token', token: 'x'.repeat(512) }],
    ['the shortest token', { type: 'token', token: 'x'.repeat(8) }],
  ])('reads %s', (_, data) => {
    expect(fromHost(data)).toEqual({ message: data });
  });

  it.each([
    ['no type', { token: TOKEN }],
    ['an unknown type', { type: 'login', token: TOKEN }],
    ['an extra key', { type: 'token', token: TOKEN, admin: true }],
    ['a short token', { type: 'token', token: 'abc' }],
    ['a token over 512 characters', { type: 'token', token: 'x'.repeat(513) }],
    ['a token with markup', { type: 'token', token: '<script>alert(1)</script>' }],
    ['a token with spaces', { type: 'token', token: 'abc def ghi jkl' }],
    ['a token that is not text', { type: 'token', token: 12345678901 }],
    ['a height in text', { type: 'height', height: '640px' }],
    ['a zero height', { type: 'height', height: 0 }],
    ['an absurd height', { type: 'height', height: 1e9 }],
    ['an infinite height', { type: 'height', height: Infinity }],
    ['JSON text', JSON.stringify({ type: 'token', token: TOKEN })],
    ['an array', [{ type: 'token', token: TOKEN }]],
    ['null', null],
  ])('refuses %s', (_, data) => {
    expect(fromHost(data)).toEqual({ rejected: 'shape' });
  });

  it.each([
    ['an unknown origin', 'https://evil.example.com'],
    ['a look-alike origin', 'https://host.example.com.evil.com'],
    ['the same host over http', 'http://host.example.com'],
    ['the null origin', 'null'],
    ['an empty origin', ''],
  ])('refuses %s', (_, origin) => {
    expect(
      readHostMessage({ source: parent, origin, data: { type: 'token', token: TOKEN } }, { parent, origins: allowed }),
    ).toEqual({
      rejected: 'origin',
    });
  });

  it('refuses a message from any window but the parent, even from an allowed origin', () => {
    const other = { name: 'another frame of the host' };
    expect(
      readHostMessage(
        { source: other, origin: HOST, data: { type: 'token', token: TOKEN } },
        { parent, origins: allowed },
      ),
    ).toEqual({
      rejected: 'source',
    });
  });

  it('refuses everything when no origin is configured', () => {
    expect(
      readHostMessage({ source: parent, origin: HOST, data: { type: 'token', token: TOKEN } }, { parent, origins: [] }),
    ).toEqual({
      rejected: 'origin',
    });
  });
});

describe('isAllowedOrigin', () => {
  it.each([
    [HOST, [HOST], true],
    ['https://other.example.com', ['https://other.example.com/'], true],
    [HOST, ['*'], false],
    ['http://host.example.com', [HOST], false],
  ])('%s in %j: %s', (origin, list, expected) => expect(isAllowedOrigin(origin, list)).toBe(expected));
});

/** A page's window as framingOf sees it: framed or not, with what the browser says of its ancestors. */
const page = ({
  framed = true,
  ancestors,
  referrer = '',
}: {
  framed?: boolean;
  ancestors?: string[];
  referrer?: string;
}) => {
  const win: Record<string, unknown> = {
    location: ancestors ? { ancestorOrigins: ancestors } : {},
    document: { referrer },
  };
  win.self = win;
  win.top = framed ? { name: 'top' } : win;
  return win as unknown as Window;
};

describe('who frames the dashboard (docs/product.md, decision 13)', () => {
  it.each([
    ['a top-level page', page({ framed: false }), { kind: 'top' }],
    ['an allowed host', page({ ancestors: [HOST] }), { kind: 'embedded', host: HOST }],
    [
      'an allowed host inside another allowed host',
      page({ ancestors: [HOST, 'https://other.example.com'] }),
      { kind: 'embedded', host: HOST },
    ],
    [
      'an allowed host inside an unknown page',
      page({ ancestors: [HOST, 'https://evil.example.com'] }),
      { kind: 'refused' },
    ],
    ['an unknown origin', page({ ancestors: ['https://evil.example.com'] }), { kind: 'refused' }],
    ['a sandboxed frame', page({ ancestors: ['null'] }), { kind: 'refused' }],
    ['the dashboard itself, not listed', page({ ancestors: ['http://localhost:3000'] }), { kind: 'refused' }],
    [
      'an allowed referrer where ancestorOrigins is missing',
      page({ referrer: `${HOST}/portal?x=1` }),
      { kind: 'embedded', host: HOST },
    ],
    [
      'an unknown referrer where ancestorOrigins is missing',
      page({ referrer: 'https://evil.example.com/' }),
      { kind: 'refused' },
    ],
    ['no referrer where ancestorOrigins is missing', page({ referrer: '' }), { kind: 'refused' }],
  ])('%s', (_, win, expected) => {
    expect(framingOf(win, allowed)).toEqual(expected);
  });

  it('refuses a frame whose top window cannot even be compared', () => {
    const win = page({ ancestors: ['https://evil.example.com'] });
    Object.defineProperty(win, 'top', {
      get: () => {
        throw new Error('cross-origin');
      },
    });
    expect(framingOf(win, allowed)).toEqual({ kind: 'refused' });
  });
});
