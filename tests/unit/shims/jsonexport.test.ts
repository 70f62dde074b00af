import { describe, expect, it } from 'vitest';
import jsonExport from '../../../src/shims/jsonexport';

/** The CSV the shim hands its callback. */
const csvOf = (json: unknown, options?: object) =>
  new Promise<string>((resolve, reject) => {
    const callback = (error: Error | null, csv: string) => (error ? reject(error) : resolve(csv));
    if (options) jsonExport(json, options, callback);
    else jsonExport(json, callback);
  });

describe('the jsonexport stand-in ra-core imports (src/shims/jsonexport.ts)', () => {
  it("answers react-admin's exporter call with the library's CSV, loaded on the call", async () => {
    await expect(
      csvOf([
        { id: 1, name: 'Acme' },
        { id: 2, name: 'Bank, "North"' },
      ]),
    ).resolves.toBe('id,name\n1,Acme\n2,"Bank, ""North"""');
  });

  it('passes the options on', async () => {
    await expect(csvOf([{ id: 1, name: 'Acme' }], { rowDelimiter: ';' })).resolves.toBe('id;name\n1;Acme');
  });
});
