/**
 * Downloads (docs/product.md, decision 22): the file name comes from Content-Disposition, cleaned so
 * that a server cannot choose a path or hide characters; failures read as the spec says.
 */
const MAX_NAME = 120;
/** An extension worth keeping when the name is cut: a dot then a few letters or digits. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;
/**
 * Control, format (bidi overrides and isolates U+202A-U+202E, U+2066-U+2069, marks U+200E/F and
 * U+061C, zero-width characters) and line-separator characters: they let a server disguise
 * `invoice\u202Efdp.exe` as `invoiceexe.pdf` in the browser's download bar.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

const truncate = (name: string): string => {
  const chars = Array.from(name);
  if (chars.length <= MAX_NAME) return name;
  const extension = Array.from(name.match(EXTENSION)?.[0] ?? '');
  return [...chars.slice(0, MAX_NAME - extension.length), ...extension].join('');
};

/** The last path segment, visible characters only, no leading dot, at most 120 characters. */
const clean = (name: string): string => {
  const base = name.replace(HIDDEN, '').split(/[/\\]/).pop() ?? '';
  return truncate(base.replace(/^[.\s]+/, '').replace(/[.\s]+$/, ''));
};

/** `filename*=UTF-8''...` (RFC 6266) wins over `filename="..."`; else the fallback. */
export const filenameFromDisposition = (header: string | null | undefined, fallback: string): string => {
  if (header) {
    const extended = header.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/);
    if (extended) {
      try {
        const name = clean(decodeURIComponent(extended[1].trim().replace(/^"|"$/g, '')));
        if (name) return name;
      } catch {
        // A malformed escape falls through to the plain parameter.
      }
    }
    const plain = header.match(/filename\s*=\s*("([^"]*)"|[^;]+)/);
    if (plain) {
      const name = clean((plain[2] ?? plain[1]).trim());
      if (name) return name;
    }
  }
  return clean(fallback) || 'download';
};

export interface DownloadFailure {
  message: string;
  messageArgs?: Record<string, unknown>;
}

/** A 404 reads the JSON body's detail; other statuses give "Server responded with status: {code}". */
export const downloadFailure = (error: unknown): DownloadFailure => {
  const { status, body } = (error ?? {}) as { status?: number; body?: unknown };
  const detail = body && typeof body === 'object' ? (body as { detail?: unknown }).detail : undefined;
  // Through a catalogue key, so the server's words are shown as they are, not as a generic error.
  if (status === 404 && typeof detail === 'string' && detail)
    return { message: 'app.message.plain', messageArgs: { message: detail } };
  if (typeof status === 'number' && status > 0)
    return { message: 'app.message.server_status', messageArgs: { code: status } };
  return { message: 'app.message.download_failed' };
};

/** Hands a Blob to the browser as a file download. */
export const saveBlob = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
