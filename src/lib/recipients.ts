import { isEmailShaped } from './email';

/**
 * The vendor setting `allowed_document_recipients` (docs/product.md#settings): a JSON text of
 * `[{name, email}]`, edited as rows of a name and an e-mail. Parsing keeps every row, even a
 * broken one, so that the editor shows what is stored; the Share dialog reads its own,
 * stricter list.
 */
export interface RecipientRow {
  name: string;
  email: string;
}

export interface ParsedRecipients {
  rows: RecipientRow[];
  /** The stored text is not a JSON list (the editor says so and shows the text). */
  invalid: boolean;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const parseRecipientList = (value: string | null | undefined): ParsedRecipients => {
  if (value === undefined || value === null || value.trim() === '') return { rows: [], invalid: false };
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    return { rows: [], invalid: true };
  }
  if (!Array.isArray(list)) return { rows: [], invalid: true };
  const rows = list.map(item =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? { name: text((item as Record<string, unknown>).name), email: text((item as Record<string, unknown>).email) }
      : { name: '', email: text(item) },
  );
  return { rows, invalid: false };
};

/** Rows as react-admin hands them back: an emptied input is null. */
export type RecipientInput = { name?: string | null; email?: string | null } | null | undefined;

const clean = (rows: readonly RecipientInput[]): RecipientRow[] =>
  rows.map(row => ({ name: (row?.name ?? '').trim(), email: (row?.email ?? '').trim() }));

/** The JSON text the API stores: `[{"name": ..., "email": ...}]`, trimmed, in the rows' order. */
export const serialiseRecipients = (rows: readonly RecipientInput[]): string => JSON.stringify(clean(rows));

export type RecipientErrors = Partial<Record<keyof RecipientRow, string>>;

/**
 * Per row, the catalogue key of each field's error: a name and an e-mail are both needed, the
 * e-mail must look like one ("Invalid email address") and appear once in the list. An empty list
 * is valid (nobody may receive documents).
 */
export const recipientErrors = (rows: readonly RecipientInput[]): RecipientErrors[] => {
  const seen = new Set<string>();
  return clean(rows).map(({ name, email }) => {
    const errors: RecipientErrors = {};
    if (!name) errors.name = 'app.settings.recipients.name_required';
    if (!email) errors.email = 'app.settings.recipients.email_required';
    else if (!isEmailShaped(email)) errors.email = 'app.validation.invalid_email';
    else if (seen.has(email.toLowerCase())) errors.email = 'app.settings.recipients.duplicate';
    if (email) seen.add(email.toLowerCase());
    return errors;
  });
};
