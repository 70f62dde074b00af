import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../../src/providers/dataProvider';
import type { HttpOptions } from '../../../../src/providers/http';

const fakeHttp = () =>
  vi.fn(async (_path: string, _options?: HttpOptions) => ({
    status: 200,
    headers: new Headers(),
    json: { detail: 'ok' } as never,
  }));

describe('dataProvider.reprintAnalysis', () => {
  it.each(['html', 'pdf'] as const)('posts analyses/{id}/print/%s (spec 2 section 7)', async format => {
    const http = fakeHttp();
    await createDataProvider({}, http).reprintAnalysis(12, format);
    expect(http).toHaveBeenCalledWith(`analyses/12/print/${format}`, { method: 'POST' });
  });

  it('encodes the id into the path', async () => {
    const http = fakeHttp();
    await createDataProvider({}, http).reprintAnalysis('a/b', 'html');
    expect(http).toHaveBeenCalledWith('analyses/a%2Fb/print/html', { method: 'POST' });
  });
});
