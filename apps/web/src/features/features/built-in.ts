import { FEATURE_KEYS } from '@reserva/shared/permissions/permissions';

const BUILT_IN: ReadonlySet<string> = new Set(FEATURE_KEYS);

/** Keys the product itself checks: the server refuses to delete them or change their key. */
export function isBuiltInFeature(key: string): boolean {
  return BUILT_IN.has(key);
}
