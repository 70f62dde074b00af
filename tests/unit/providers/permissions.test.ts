import { describe, expect, it } from 'vitest';
import { accessTable } from '../../../src/app/composition';
import { canAccessWith, Feature, landingRoute, levelFromFlags } from '../../../src/providers/permissions';
import { Level } from '../../../src/types';

describe('levelFromFlags (spec 1 section 6)', () => {
  it.each([
    [null, Level.NONE],
    [{}, Level.NONE],
    [{ is_active: false, is_staff: true, is_superuser: true }, Level.NONE],
    [{ is_active: true }, Level.USER],
    [{ is_active: true, is_staff: true }, Level.STAFF],
    [{ is_active: true, is_superuser: true }, Level.ADMIN],
    [{ is_active: true, is_staff: true, is_superuser: true }, Level.ADMIN],
  ])('%j gives level %i', (flags, level) => {
    expect(levelFromFlags(flags)).toBe(level);
  });

  it('orders the levels NONE 0, USER 1, STAFF 2, ADMIN 3', () => {
    expect([Level.NONE, Level.USER, Level.STAFF, Level.ADMIN]).toEqual([0, 1, 2, 3]);
  });
});

describe('canAccess over the access table', () => {
  const table = {
    labels: { read: Level.USER, write: Level.STAFF },
    'page:dieds': { read: Level.STAFF, write: Level.STAFF },
  };
  it.each([
    ['labels', 'list', Level.USER, true],
    ['labels', 'show', Level.NONE, false],
    ['labels', 'create', Level.USER, false],
    ['labels', 'edit', Level.USER, false],
    ['labels', 'delete', Level.USER, false],
    ['labels', 'edit', Level.STAFF, true],
    ['labels', 'delete', Level.ADMIN, true],
    ['page:dieds', 'list', Level.USER, false],
    ['page:dieds', 'list', Level.STAFF, true],
    ['unknown', 'list', Level.ADMIN, false],
  ] as const)('%s %s at level %i: %s', (resource, action, level, allowed) => {
    expect(canAccessWith(table, level, { resource, action })).toBe(allowed);
  });
});

describe('the rules finer than a route, in the app access table (spec 2 section 6)', () => {
  const LEVELS = [Level.NONE, Level.USER, Level.STAFF, Level.ADMIN];
  it.each([
    [Feature.cachePresentFilter, [false, false, true, true]],
    [Feature.crawlerSeed, [false, false, true, true]],
    [Feature.banksAllCountries, [false, false, true, true]],
    [Feature.profileActions, [false, true, true, true]],
    ['page:crawlerOutput', [false, false, true, true]],
  ] as const)('%s for NONE, USER, STAFF, ADMIN: %j', (resource, expected) => {
    expect(LEVELS.map(level => canAccessWith(accessTable, level, { resource, action: 'read' }))).toEqual(expected);
  });
});

describe('landing route of / (spec 1 section 2)', () => {
  it.each([
    [Level.ADMIN, '/analyses'],
    [Level.STAFF, '/crawlers'],
    [Level.USER, '/applications'],
    [Level.NONE, '/login'],
  ] as const)('level %i goes to %s', (level, route) => {
    expect(landingRoute(level)).toBe(route);
  });
});
