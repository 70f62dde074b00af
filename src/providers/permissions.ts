/**
 * Permission levels (docs/product.md#levels) and the pure access table that `canAccess`, the menu
 * and the route guards all read.
 */
import { Level, type AccessRule, type AccessTable } from '../types';

export interface UserFlags {
  is_active?: boolean;
  is_staff?: boolean;
  is_superuser?: boolean;
}

/** Active gives USER, staff gives STAFF, superuser gives ADMIN; an inactive user is NONE. */
export const levelFromFlags = (user: UserFlags | null | undefined): Level => {
  if (!user || !user.is_active) return Level.NONE;
  if (user.is_superuser) return Level.ADMIN;
  if (user.is_staff) return Level.STAFF;
  return Level.USER;
};

export const hasLevel = (level: Level, required: Level): boolean => level >= required;

const only = (level: Level): AccessRule => ({ read: level, write: level });

/**
 * Rules finer than a route (docs/product.md#levels), asked through canAccess like any resource, so no
 * component compares levels itself. The composition merges them into the access table.
 */
export const Feature = {
  /** The cache-present filter of the crawler search: above USER. */
  cachePresentFilter: 'feature:crawlers.cache_present_filter',
  /** Seeding a bank's cache from a crawler run: staff, as the crawler log it belongs to (the API answers a vendor 403). */
  crawlerSeed: 'feature:crawlers.seed',
  /** Banks of every country; below it, only the banks of the vendor's country. */
  banksAllCountries: 'feature:banks.all_countries',
  /** The profile action row of the application view (recrawl, seed, bucket, files): USER or higher. */
  profileActions: 'feature:applications.profile_actions',
} as const;
export type Feature = (typeof Feature)[keyof typeof Feature];

export const FEATURE_ACCESS: Record<Feature, AccessRule> = {
  [Feature.cachePresentFilter]: only(Level.STAFF),
  [Feature.crawlerSeed]: only(Level.STAFF),
  [Feature.banksAllCountries]: only(Level.STAFF),
  [Feature.profileActions]: only(Level.USER),
};

const WRITE_ACTIONS = new Set(['create', 'edit', 'delete', 'update', 'write']);

/**
 * react-admin's `canAccess` over the access table. Unknown resources are refused: a screen that
 * is not declared in a registry is not reachable.
 */
export const canAccessWith = (
  table: AccessTable,
  level: Level,
  { resource, action }: { resource: string; action: string },
): boolean => {
  const rule = table[resource];
  if (!rule) return false;
  const required = WRITE_ACTIONS.has(action) ? Math.max(rule.write, rule.read) : rule.read;
  return level >= required;
};

/** docs/product.md#routes: where `/` sends each level. */
export const landingRoute = (level: Level): string => {
  switch (level) {
    case Level.ADMIN:
      return '/analyses';
    case Level.STAFF:
      return '/crawlers';
    case Level.USER:
      return '/applications';
    default:
      return '/login';
  }
};
