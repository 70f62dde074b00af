import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../../src/providers';
import { lazyDataProvider } from '../../../src/providers/lazyDataProvider';

const realProvider = (getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 1 }))) =>
  ({ getList, getOne: vi.fn(async () => ({ data: { id: 2 } })) }) as unknown as AppDataProvider;

describe('lazyDataProvider', () => {
  it('loads nothing until a method is called, then loads once and forwards every call with its arguments', async () => {
    const real = realProvider();
    const load = vi.fn(async () => real);
    const provider = lazyDataProvider(load);
    expect(load).not.toHaveBeenCalled();

    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await expect(provider.getList('applications', params)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    await provider.getOne('applications', { id: 2 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.getList).toHaveBeenCalledWith('applications', params);
  });

  it('answers react-admin that it takes no abort signal, like the real one, and is no thenable', () => {
    const provider = lazyDataProvider(async () => realProvider());
    expect(provider.supportAbortSignal).toBeUndefined();
    expect((provider as unknown as { then?: unknown }).then).toBeUndefined();
  });

  it('tries the load again on the next call when it failed (a chunk that could not be fetched)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(realProvider());
    const provider = lazyDataProvider(load);
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await expect(provider.getList('applications', params)).rejects.toThrow('chunk failed');
    await expect(provider.getList('applications', params)).resolves.toMatchObject({ total: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a method the real dataProvider does not have', async () => {
    const provider = lazyDataProvider(async () => realProvider());
    await expect((provider as unknown as { nothing: () => Promise<unknown> }).nothing()).rejects.toThrow(
      'Unknown dataProvider method "nothing"',
    );
  });
});
