/**
 * Permission levels (spec 1 section 4 and 6) and the pure access table that `canAccess`, the menu
 * and the route guards all read.
 */
export const Level = { NONE: 0, USER: 1, STAFF: 2, ADMIN: 3 } as const;
export type Level = (typeof Level)[keyof typeof Level];

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

/** What a resource or page asks of the user: `read` to see it, `write` to change it. */
export interface AccessRule {
  read: Level;
  write: Level;
}

export type AccessTable = Record<string, AccessRule>;

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

/** Spec 1 section 2: where `/` sends each level. */
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
