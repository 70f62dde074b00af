import { describe, expect, it } from 'vitest';
import { parseRecipientList, recipientErrors, serialiseRecipients } from '../../../src/lib/recipients';

describe('recipients list', () => {
  it('parses the stored JSON text into rows, keeping rows that are incomplete', () => {
    expect(parseRecipientList('[{"name":"Ann","email":"ann@x.test"},{"email":"bob@x.test"},"carl@x.test"]')).toEqual({
      rows: [
        { name: 'Ann', email: 'ann@x.test' },
        { name: '', email: 'bob@x.test' },
        { name: '', email: 'carl@x.test' },
      ],
      invalid: false,
    });
  });

  it('reads an unset or empty value as no rows, and text that is not a JSON list as unreadable', () => {
    expect(parseRecipientList(undefined)).toEqual({ rows: [], invalid: false });
    expect(parseRecipientList('  ')).toEqual({ rows: [], invalid: false });
    expect(parseRecipientList('[]')).toEqual({ rows: [], invalid: false });
    expect(parseRecipientList('ann@x.test')).toEqual({ rows: [], invalid: true });
    expect(parseRecipientList('{"name":"Ann"}')).toEqual({ rows: [], invalid: true });
  });

  it('serialises rows as the JSON text the API expects, trimmed, nulls as empty text', () => {
    expect(
      serialiseRecipients([
        { name: ' Ann ', email: ' ann@x.test ' },
        { name: null, email: 'b@x.test' },
      ]),
    ).toBe('[{"name":"Ann","email":"ann@x.test"},{"name":"","email":"b@x.test"}]');
    expect(serialiseRecipients([])).toBe('[]');
  });

  it('round-trips: parse(serialise(rows)) gives the rows back', () => {
    const rows = [{ name: 'Credit team', email: 'credit@acme.example' }];
    expect(parseRecipientList(serialiseRecipients(rows)).rows).toEqual(rows);
  });

  it('validates each row: a name, an e-mail that looks like one, each e-mail once', () => {
    expect(
      recipientErrors([
        { name: 'Ann', email: 'ann@x.test' },
        { name: '', email: 'not-an-email' },
        { name: 'Bob', email: '' },
        { name: 'Ann again', email: 'ANN@x.test' },
        { name: null, email: null },
      ]),
    ).toEqual([
      {},
      { name: 'app.settings.recipients.name_required', email: 'app.validation.invalid_email' },
      { email: 'app.settings.recipients.email_required' },
      { email: 'app.settings.recipients.duplicate' },
      { name: 'app.settings.recipients.name_required', email: 'app.settings.recipients.email_required' },
    ]);
    expect(recipientErrors([])).toEqual([]);
  });
});
