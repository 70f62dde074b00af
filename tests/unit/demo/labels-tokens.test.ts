import { describe, expect, it } from 'vitest';
import { httpClient } from '../../../src/providers/http';
import { call, failure, get, signIn, signOut, type Page } from './api';

const LABELS = 'dashboard/vendors/labels/';

describe('demo api: labels', () => {
  it('creates, edits and deletes a label as staff', async () => {
    await signIn('staff');
    const created = await call<{ id: number; ref: string }>(LABELS, { method: 'POST', body: { ref: 'acme-partners' } });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: 8, ref: 'acme-partners' });
    const edited = await call(`${LABELS}8/`, { method: 'PUT', body: { ref: 'acme-partner-web' } });
    expect(edited.json).toEqual({ id: 8, ref: 'acme-partner-web' });
    expect(await get(`${LABELS}8/`)).toEqual({ id: 8, ref: 'acme-partner-web' });
    await signOut();
    await signIn('vendor');
    const own = await get<Page<{ ref: string }>>(LABELS);
    expect(own.results.map(label => label.ref)).toContain('acme-partner-web');
    await signIn('staff');
    expect((await call(`${LABELS}8/`, { method: 'DELETE' })).status).toBe(204);
    expect((await failure(httpClient(`${LABELS}8/`))).status).toBe(404);
  });

  it('refuses a blank or missing ref', async () => {
    await signIn('admin');
    for (const body of [{ ref: '' }, { ref: '   ' }]) {
      const error = await failure(httpClient(LABELS, { method: 'POST', body }));
      expect(error.status).toBe(400);
      expect(error.body.ref).toEqual(['This field may not be blank.']);
    }
    expect((await failure(httpClient(LABELS, { method: 'POST', body: {} }))).body.ref).toEqual([
      'This field is required.',
    ]);
    expect((await failure(httpClient(`${LABELS}1/`, { method: 'PUT', body: { ref: '' } }))).body.ref).toEqual([
      'This field may not be blank.',
    ]);
  });

  it('lets a vendor user read labels but not change them', async () => {
    await signIn('vendor');
    expect((await get<Page>(LABELS)).count).toBe(3);
    for (const [path, method] of [
      [`${LABELS}1/`, 'PUT'],
      [`${LABELS}1/`, 'DELETE'],
      [LABELS, 'POST'],
    ] as const) {
      expect((await failure(httpClient(path, { method, body: { ref: 'x' } }))).status).toBe(403);
    }
  });
});

describe('demo api: tokens', () => {
  it('lists only the caller tokens, without secrets', async () => {
    await signIn('vendor');
    const page = await get<Page<Record<string, unknown>>>('users/me/tokens');
    expect(page.results).toEqual([
      { id: 5, name: 'Production server' },
      { id: 6, name: 'CI pipeline' },
    ]);
  });

  it('answers the secret once, at creation', async () => {
    await signIn('vendor');
    const { status, json } = await call<{ id: number; name: string; secret: string; identifier: string }>(
      'users/me/tokens',
      {
        method: 'POST',
        body: { name: 'Loan system' },
      },
    );
    expect(status).toBe(201);
    expect(json).toEqual({ id: 9, name: 'Loan system', secret: expect.any(String), identifier: expect.any(String) });
    expect(json.secret.length).toBeGreaterThan(20);
    const details = await get(`users/me/tokens/${json.id}`);
    expect(details).toEqual({ id: 9, name: 'Loan system', identifier: json.identifier });
    expect(JSON.stringify(await get('users/me/tokens'))).not.toContain(json.secret);
  });

  it('renames and deletes a token, and refuses a blank name', async () => {
    await signIn('admin');
    expect((await call('users/me/tokens/1', { method: 'PUT', body: { name: 'Renamed' } })).json).toEqual({
      id: 1,
      name: 'Renamed',
    });
    const blank = await failure(httpClient('users/me/tokens', { method: 'POST', body: { name: ' ' } }));
    expect(blank).toEqual({ status: 400, body: expect.objectContaining({ name: ['This field may not be blank.'] }) });
    expect((await call('users/me/tokens/1', { method: 'DELETE' })).status).toBe(204);
    expect((await failure(httpClient('users/me/tokens/1'))).status).toBe(404);
  });

  it('hides other users tokens', async () => {
    await signIn('vendor');
    expect((await failure(httpClient('users/me/tokens/1'))).status).toBe(404);
  });
});
