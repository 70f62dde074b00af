// react-admin's list controller imports its default CSV exporter, and with it the jsonexport
// library (about 3 kB gzip), whatever the list's `exporter`. Every list here passes its own
// (`exporter={false}`, components/AppList.tsx: the Export button writes the CSV itself), so
// vite.config.ts points ra-core's import here: the library loads the first time something asks
// for a CSV this way, never before a list's first paint. jsonexport always answers through its
// callback, so loading it first changes nothing for a caller.

type Callback = (error: Error | null, csv: string) => void;

/** jsonexport's `(json, [options], callback)`, the library fetched on the first call. */
export default function jsonExport(json: unknown, optionsOrCallback: object | Callback, callback?: Callback): void {
  const done = (typeof optionsOrCallback === 'function' ? optionsOrCallback : callback) as Callback;
  // `jsonexport/dist` is the same file as ra-core's `jsonexport/dist/index.js`, but not that
  // alias's exact specifier, so this reaches the library itself.
  import('jsonexport/dist').then(
    ({ default: real }) =>
      typeof optionsOrCallback === 'function' ? real(json, optionsOrCallback) : real(json, optionsOrCallback, callback),
    (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), ''),
  );
}
