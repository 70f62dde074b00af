/**
 * An application's Status (docs/product.md, decision 12). api/v1 sends no `status`; when an
 * answer carries one anyway it wins. Otherwise: the status of the first crawler still active,
 * else COMPLETED when every crawler completed, else the first other status, else INITIAL.
 */

export const ACTIVE_STATUSES: ReadonlySet<string> = new Set(['QUEUED', 'AUTH', 'PROCESSING', 'RELEASED']);

export interface StatusSource {
  status?: string | null;
  profiles?: readonly ({ crawler?: { status?: string | null } | null } | null | undefined)[] | null;
}

export const applicationStatus = (application: StatusSource): string => {
  if (typeof application.status === 'string' && application.status) return application.status;
  const statuses = (application.profiles ?? [])
    .map(profile => profile?.crawler?.status)
    .filter((status): status is string => typeof status === 'string' && status !== '')
    .map(status => status.toUpperCase());
  const active = statuses.find(status => ACTIVE_STATUSES.has(status));
  if (active) return active;
  if (statuses.length && statuses.every(status => status === 'COMPLETED')) return 'COMPLETED';
  return statuses.find(status => status !== 'COMPLETED') ?? 'INITIAL';
};
