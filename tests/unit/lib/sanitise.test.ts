import { describe, expect, it } from 'vitest';
import { stripMarkup, stripMarkupFromValues } from '../../../src/lib/sanitise';

describe('stripMarkup', () => {
  it.each([
    ['plain@example.com', 'plain@example.com'],
    ['<b>bold</b>@example.com', 'bold@example.com'],
    ['<img src=x onerror=alert(1)>me@example.com', 'me@example.com'],
    ['<script>alert(1)</script>me', 'me'],
    ['a & b', 'a & b'],
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => expect(stripMarkup(input)).toBe(expected));

  it('cleans every string of a record and keeps other values', () => {
    expect(stripMarkupFromValues({ name: '<i>x</i>', count: 3, flag: true })).toEqual({ name: 'x', count: 3, flag: true });
  });
});
