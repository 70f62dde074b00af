import type { Http } from './pages';

/** POST transtyperegex/sanitise/ (docs/screens/regex.md): a bank description as a starting pattern. */
export interface SanitisedDescription {
  description?: string;
  sanitised?: string;
  regex?: string;
  /** The existing transaction-type rules that match the description, when the backend lists them. */
  matches?: { id: number; bank?: number | string; regex?: string; trans_type?: string }[];
}

export interface RegexMethods {
  /** Sends the description as the form field `Description`. */
  sanitiseDescription: (description: string) => Promise<SanitisedDescription>;
  /**
   * GET transactions/descriptions/ (a path we chose, docs/screens/regex.md): recent transaction
   * descriptions, newest first, for the regex preview. Reads the first page only.
   */
  sampleDescriptions: (options?: { limit?: number; signal?: AbortSignal }) => Promise<string[]>;
}

const descriptionsOf = (body: unknown): string[] => {
  const rows: unknown[] = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { results?: unknown }).results)
      ? (body as { results: unknown[] }).results
      : [];
  return rows
    .map(row =>
      typeof row === 'string'
        ? row
        : row && typeof row === 'object'
          ? (row as { description?: unknown }).description
          : undefined,
    )
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '');
};

export const regexMethods = (http: Http): RegexMethods => ({
  sanitiseDescription: async description => {
    const form = new FormData();
    form.append('Description', description);
    const { json } = await http<SanitisedDescription>('transtyperegex/sanitise/', { method: 'POST', body: form });
    return json ?? {};
  },
  sampleDescriptions: async ({ limit = 500, signal } = {}) => {
    const { json } = await http('transactions/descriptions/', { query: { page_size: limit }, signal });
    return descriptionsOf(json);
  },
});
