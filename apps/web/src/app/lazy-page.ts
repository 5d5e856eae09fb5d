import { type ComponentType, lazy } from 'react';

/** A page in a chunk of its own, from its module's named export: `lazyPage(() => import('./X'), 'X')`. */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
