import { createElement, type ComponentType } from 'react';
import { CanAccess } from 'react-admin';
import type { ResourceDefinition } from '../lib/registry';
import { SessionGate } from './SessionGate';
import { LoadingPage, NotAuthorised } from './StatusScreens';

/**
 * react-admin's controllers start their query as soon as the access check settles, even when it
 * refuses, so a vendor opening a staff resource would still call the staff endpoint (and a 403
 * logs out). Each view of a resource therefore renders only once there is a session (else to
 * /login with the return location) and canAccess allows it.
 */
const guard = (resource: string, action: string, View: ComponentType | undefined): ComponentType | undefined => {
  if (!View) return undefined;
  const Guarded = () => (
    <SessionGate>
      <CanAccess resource={resource} action={action} loading={<LoadingPage />} accessDenied={<NotAuthorised />}>
        {createElement(View)}
      </CanAccess>
    </SessionGate>
  );
  Guarded.displayName = `Guarded(${resource}.${action})`;
  return Guarded;
};

export const withAccessGuards = (definition: ResourceDefinition): ResourceDefinition => ({
  ...definition,
  list: guard(definition.name, 'list', definition.list),
  show: guard(definition.name, 'show', definition.show),
  edit: guard(definition.name, 'edit', definition.edit),
  create: guard(definition.name, 'create', definition.create),
});
