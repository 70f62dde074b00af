import { describe, expect, it } from 'vitest';
import { stripMarkup } from '../../../src/lib/sanitise';

/** docs/product.md#tables: what a person types, and what is used or sent. */
describe('stripMarkup', () => {
  it.each([
    // Nothing to clean.
    ['plain@example.com', 'plain@example.com'],
    ['', ''],
    ['a & b', 'a & b'],
    // A lone < or > is text, not a tag: it stays with what follows it.
    ['A<B Pty Ltd', 'A<B Pty Ltd'],
    ['a < b > c', 'a < b > c'],
    ['x <= 5', 'x <= 5'],
    ['<3', '<3'],
    ['I <3 you > them', 'I <3 you > them'],
    ['5 > 3', '5 > 3'],
    ['a <b', 'a <b'],
    ['<', '<'],
    ['<>', '<>'],
    ['< b>', '< b>'],
    // Entities are text as typed: never decoded, so never turned into markup.
    ['Tom &amp; Jerry', 'Tom &amp; Jerry'],
    ['&lt;b&gt;bold&lt;/b&gt;', '&lt;b&gt;bold&lt;/b&gt;'],
    ['&lt;img src=x onerror=alert(1)&gt;', '&lt;img src=x onerror=alert(1)&gt;'],
    ['&#60;script&#62;', '&#60;script&#62;'],
    // Tags go; the text between them stays.
    ['<b>bold</b>', 'bold'],
    ['<b>bold</b>@example.com', 'bold@example.com'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src=x onerror=alert(1)>me@example.com', 'me@example.com'],
    ['<a href="x">link</a>', 'link'],
    ['<A HREF="x">Link</A>', 'Link'],
    ['<img alt=">" src=x onerror=alert(1)>after', 'after'],
    ["<img alt='>' src=x>after", 'after'],
    ['<br/>line', 'line'],
    ['A<B Pty> Ltd', 'A Ltd'],
    ['x<b>y</b>z & A<B Co', 'xyz & A<B Co'],
    // Script-like elements go with their content.
    ['<script>alert(1)</script>', ''],
    ['<script>alert(1)</script>me', 'me'],
    ['<SCRIPT type="text/javascript">alert(1)</SCRIPT>me', 'me'],
    ['<style>p { color: red }</style>text', 'text'],
    ['<script>alert(1)', ''],
    // Comments, doctypes and processing instructions go.
    ['<!-- x -->', ''],
    ['a<!-- x > y -->b', 'ab'],
    ['<!DOCTYPE html>text', 'text'],
    ['<?xml version="1.0"?>text', 'text'],
    // Removing one tag never leaves another behind.
    ['<<b>b>x', 'x'],
    ['<<b>script>alert(1)</script>', ''],
    ['<scr<b>ipt>alert(1)', 'ipt>alert(1)'],
    ['<<!-- -->img src=x onerror=alert(1)>', ''],
  ])('%j is sent as %j', (typed, sent) => expect(stripMarkup(typed)).toBe(sent));
});
