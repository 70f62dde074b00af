import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a named export, so every screen stays in its own chunk and keeps the house
 * style of named exports: `lazyNamed(() => import('./LabelList'), 'LabelList')`.
 */
export const lazyNamed = <P extends object, K extends string>(
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));
