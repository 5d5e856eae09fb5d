import { DEFAULT_GROUPS, MASTER_GROUP_KEY } from '@reserva/shared/permissions/feature-groups';
import { grants } from '@reserva/shared/permissions/permissions';
import { useMemo } from 'react';
import { useRequiredSession } from '../../app/session/use-session';

const BUILT_IN_GROUP_KEYS: ReadonlySet<string> = new Set(DEFAULT_GROUPS.map((group) => group.key));

/** Groups the product starts with: the server refuses to delete them or change their key. */
export function isBuiltInGroup(key: string): boolean {
  return BUILT_IN_GROUP_KEYS.has(key);
}

/**
 * What the signed-in user may do to groups, mirroring the server (server-rules.md, Permissions): a
 * non-MASTER writes only groups numerically above its own level and hands out only keys it holds.
 */
export function useGroupAuthority() {
  const { user, can } = useRequiredSession();
  const { key, authLevel, features } = user.featureGroup;
  return useMemo(() => {
    const isMaster = key === MASTER_GROUP_KEY;
    const held = new Set(features);
    return {
      canWrite: can('FEATURE_GROUP_FULL_ACCESS', 'FEATURE_GROUP_WRITE_ACCESS'),
      showFaceId: can('FEATURE_GROUP_HIKCENTRAL_WRITE_ACCESS'),
      minAuthLevel: isMaster ? 0 : authLevel + 1,
      outranks: (groupAuthLevel: number) => isMaster || groupAuthLevel > authLevel,
      /** `alreadyHeld`: the group's stored feature ids, which may stay or come back. */
      grantable: (featureKey: string, featureId: string, alreadyHeld: ReadonlySet<string>) =>
        isMaster || grants(held, featureKey) || alreadyHeld.has(featureId),
    };
  }, [key, authLevel, features, can]);
}
