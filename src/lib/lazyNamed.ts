import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a named export, so every screen stays in its own chunk and keeps the house
 * style of named exports: `lazyNamed(() => import('./LabelList'), 'LabelList')`.
 */
export const lazyNamed = <M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
