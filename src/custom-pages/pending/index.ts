import { createElement, type ComponentType } from 'react';
import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition, MenuEntry } from '../../lib/registry';
import { Level } from '../../types';

/**
 * Routes of docs/product.md#routes whose screens land with later issues (listed in the README). Each is
 * registered, guarded and in the menu now, and shows a "not available yet" page until its own
 * folder replaces its line here.
 */
const PendingPage = lazyNamed(() => import('./PendingPage'), 'PendingPage');

/** Exported so that it type-checks while no route is pending. */
export const pending = (
  name: string,
  path: string,
  title: string,
  level: Level | null,
  menu: MenuEntry | null,
  icon?: ComponentType,
  menuPath?: string,
): CustomPageDefinition => ({
  name,
  path,
  menuPath,
  title,
  level,
  menu,
  icon,
  element: () => createElement(PendingPage, { title }),
});

export const pendingPages: CustomPageDefinition[] = [];
