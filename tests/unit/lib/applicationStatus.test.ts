import { describe, expect, it } from 'vitest';
import { applicationStatus } from '../../../src/lib/applicationStatus';

const app = (...statuses: (string | null)[]) => ({
  profiles: statuses.map(status => ({ crawler: status === null ? null : { status } })),
});

describe('applicationStatus (decision 12)', () => {
  it.each([
    ['no profile', app(), 'INITIAL'],
    ['profiles without crawlers', app(null, null), 'INITIAL'],
    ['one completed crawler', app('COMPLETED'), 'COMPLETED'],
    ['every crawler completed', app('COMPLETED', 'COMPLETED'), 'COMPLETED'],
    ['an active crawler among finished ones', app('COMPLETED', 'PROCESSING', 'FAILED'), 'PROCESSING'],
    ['the first active crawler', app('DIED', 'AUTH', 'QUEUED'), 'AUTH'],
    ['RELEASED counts as active', app('FAILED', 'RELEASED'), 'RELEASED'],
    ['the first status other than COMPLETED', app('COMPLETED', 'TIMEDOUT', 'DIED'), 'TIMEDOUT'],
    ['INITIAL is not active, it is another status', app('COMPLETED', 'INITIAL'), 'INITIAL'],
    ['lower-case statuses', app('completed', 'processing'), 'PROCESSING'],
    ['a profile without crawler is skipped', app(null, 'COMPLETED'), 'COMPLETED'],
  ])('%s', (_, application, expected) => {
    expect(applicationStatus(application)).toBe(expected);
  });

  it('keeps a status the answer carries', () => {
    expect(applicationStatus({ status: 'EXITED', profiles: [{ crawler: { status: 'COMPLETED' } }] })).toBe('EXITED');
    expect(applicationStatus({ status: '', profiles: [{ crawler: { status: 'QUEUED' } }] })).toBe('QUEUED');
    expect(applicationStatus({ status: null, profiles: null })).toBe('INITIAL');
  });
});
