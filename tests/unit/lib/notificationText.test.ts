import { describe, expect, it } from 'vitest';
import {
  autoHideDuration,
  isCatalogueKey,
  isDuplicateNotification,
  isSuppressedMessage,
  notificationText,
  truncateMessage,
} from '../../../src/lib/notificationText';

const translate = (key: string, options: Record<string, unknown> = {}) =>
  key === 'app.message.error_toast'
    ? `An error occured: ${options.message}`
    : `<${key}${options.id ? `:${options.id}` : ''}>`;

describe('notificationText', () => {
  it.each([
    ['app.message.copied', 'info', undefined, '<app.message.copied>'],
    ['ra.notification.updated', 'info', undefined, '<ra.notification.updated>'],
    ['app.message.reprint_html', 'info', { id: 7 }, '<app.message.reprint_html:7>'],
    ['resources.tokens.add', 'error', undefined, '<resources.tokens.add>'],
    ['Token invalid.', 'error', undefined, 'An error occured: Token invalid.'],
    ['Saved the thing', 'info', undefined, 'Saved the thing'],
    ['  padded  ', 'error', undefined, 'An error occured: padded'],
  ])('%s (%s) reads %s', (message, type, messageArgs, expected) => {
    expect(notificationText({ message, type, messageArgs }, translate)).toBe(expected);
  });

  it.each([
    'app.error.silent',
    "Cannot read properties of undefined (reading 'map')",
    "Cannot read property 'x' of null",
    "undefined is not an object (evaluating 'a.b')",
    '',
    '   ',
  ])('suppresses %j', message => {
    expect(notificationText({ message, type: 'error' }, translate)).toBeNull();
  });

  it('suppresses a message that carries a session end in its arguments ("Export failed: {message}")', () => {
    expect(
      notificationText(
        { message: 'app.listTools.export_failed', type: 'error', messageArgs: { message: 'app.error.silent' } },
        translate,
      ),
    ).toBeNull();
    expect(
      notificationText(
        { message: 'app.listTools.export_failed', type: 'error', messageArgs: { _: 'app.error.silent' } },
        translate,
      ),
    ).toBeNull();
  });

  it('cuts raw error text to 100 characters and an ellipsis', () => {
    const long = 'x'.repeat(150);
    expect(notificationText({ message: long, type: 'error' }, translate)).toBe(
      `An error occured: ${'x'.repeat(100)}...`,
    );
  });
});

describe('truncateMessage', () => {
  it.each([
    ['short', 'short'],
    ['a'.repeat(100), 'a'.repeat(100)],
    ['a'.repeat(101), `${'a'.repeat(100)}...`],
  ])('%s', (input, expected) => expect(truncateMessage(input)).toBe(expected));
});

describe('isCatalogueKey and isSuppressedMessage', () => {
  it.each([
    ['app.message.copied', true],
    ['ra.page.not_found', true],
    ['resources.labels.name', true],
    ['other.key', false],
    ['app.', false],
    ['app.message with spaces', false],
  ])('%s is a key: %s', (message, expected) => expect(isCatalogueKey(message)).toBe(expected));

  it('lets ordinary errors through', () => expect(isSuppressedMessage('Not found.')).toBe(false));
});

describe('isDuplicateNotification', () => {
  const shown = { timestamp: 1, type: 'error', text: 'Boom' };
  it.each([
    ['same type and text as a visible one', { timestamp: 2, type: 'error', text: 'Boom' }, [shown], [], true],
    ['same text, other type', { timestamp: 2, type: 'info', text: 'Boom' }, [shown], [], false],
    ['same timestamp and text as one shown recently', { timestamp: 1, type: 'info', text: 'Boom' }, [], [shown], true],
    ['same timestamp, other text', { timestamp: 1, type: 'error', text: 'Other' }, [shown], [], false],
    ['nothing visible', { timestamp: 1, type: 'error', text: 'Boom' }, [], [], false],
  ])('%s', (_, candidate, visible, recent, expected) => {
    expect(isDuplicateNotification(candidate, visible, recent)).toBe(expected);
  });
});

describe('autoHideDuration', () => {
  it.each([
    ['info', undefined, 4000],
    ['success', undefined, 4000],
    ['error', undefined, 8000],
    ['info', 1000, 1000],
    ['error', null, null],
  ])('%s with %s gives %s', (type, requested, expected) => expect(autoHideDuration(type, requested)).toBe(expected));
});
