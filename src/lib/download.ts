/**
 * Downloads (spec 2 sections 7 and 8): the file name comes from Content-Disposition, cleaned so
 * that a server cannot choose a path or hide characters; failures read as the spec says.
 */
const MAX_NAME = 150;

const clean = (name: string): string =>
  name
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[/\\]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, MAX_NAME);

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
  if (status === 404 && typeof detail === 'string' && detail) return { message: 'app.message.plain', messageArgs: { message: detail } };
  if (typeof status === 'number' && status > 0) return { message: 'app.message.server_status', messageArgs: { code: status } };
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
