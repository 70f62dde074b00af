import { describe, expect, it } from 'vitest';
import { changedEntries, forgetDrafts, isSecretName, readDraft, writeDraft } from '../../../src/lib/drafts';

describe('isSecretName', () => {
  it.each([
    'password',
    'new_password1',
    'passwordConfirm',
    'client_secret',
    'clientSecret',
    'aws_secret',
    'aws_key',
    'apiKey',
    'apikey',
    'token',
    'access_token',
    'card_number',
    'cardNumber',
    'cvc',
    'cvv',
    'g-recaptcha-response',
    'recaptcha',
    'captcha_token',
  ])('%s is a secret', name => expect(isSecretName(name)).toBe(true));

  it.each([
    'ref',
    'name',
    'url',
    'post_url',
    'keywords',
    'vendorref',
    'customer_email',
    'days_to_retrieve',
    'lookup_type',
    'monkey',
  ])('%s is not', name => expect(isSecretName(name)).toBe(false));
});

describe('changedEntries', () => {
  it('keeps the leaves that differ from the saved values, through nested objects, arrays whole', () => {
    const saved = { id: 1, ref: 'a', vendor: { post_url: '', lookup_type: 'x' }, tags: ['a'] };
    const now = { id: 1, ref: 'b', vendor: { post_url: 'https://h', lookup_type: 'x' }, tags: ['a', 'b'] };
    expect(changedEntries(now, saved)).toEqual([
      ['ref', 'b'],
      ['vendor.post_url', 'https://h'],
      ['tags', ['a', 'b']],
    ]);
  });

  it('reads empty, null and undefined as the same nothing', () => {
    expect(changedEntries({ a: '', b: null, c: undefined }, { a: null, b: undefined, c: '' })).toEqual([]);
  });

  it('leaves out secrets by name, the fields a form excludes (a name or a path) and what JSON cannot keep', () => {
    const entries = changedEntries(
      {
        password: 'p',
        vendor: { aws_secret: 's', post_url: 'u' },
        note: 'n',
        extra: { pin_hint: 'h', other: 'o' },
        file: new Blob(['x']),
      },
      {},
      new Set(['note', 'extra.other']),
    );
    expect(entries).toEqual([['vendor.post_url', 'u']]);
  });
});

describe('draft storage', () => {
  it('keeps drafts per user and per form, never a secret path even if asked, and forgets them per user or all', () => {
    writeDraft(1, 'labels:edit:1', [
      ['ref', 'x'],
      ['token', 'leak'],
    ]);
    writeDraft(2, 'labels:edit:1', [['ref', 'y']]);
    expect(readDraft(1, 'labels:edit:1')).toEqual([['ref', 'x']]);
    expect(readDraft(2, 'labels:edit:1')).toEqual([['ref', 'y']]);
    expect(readDraft(1, 'labels:edit:2')).toBeNull();
    const stored = Array.from({ length: sessionStorage.length }, (_, index) =>
      sessionStorage.getItem(sessionStorage.key(index) ?? ''),
    ).join();
    expect(stored).toContain('"x"');
    expect(stored).not.toContain('leak');
    forgetDrafts(1);
    expect(readDraft(1, 'labels:edit:1')).toBeNull();
    expect(readDraft(2, 'labels:edit:1')).toEqual([['ref', 'y']]);
    forgetDrafts();
    expect(readDraft(2, 'labels:edit:1')).toBeNull();
  });

  it('writing no change removes the draft', () => {
    writeDraft(1, 'settings', [['vendor.post_url', 'u']]);
    writeDraft(1, 'settings', []);
    expect(readDraft(1, 'settings')).toBeNull();
  });
});
