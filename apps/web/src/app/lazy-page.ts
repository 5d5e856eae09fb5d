import { type ComponentType, lazy } from 'react';

/**
 * A page (or a heavy part of one, a dialog) in a chunk of its own, from its module's named export:
 * `lazyPage(() => import('./X'), 'X')`. It keeps the component's props.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
