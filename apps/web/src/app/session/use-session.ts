import type { FeatureKey } from '@reserva/shared/permissions/permissions';
import { grantsAny } from '@reserva/shared/permissions/permissions';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session-store';

/** Whether the user holds at least one of the keys; no keys means everyone. */
export type Can = (...keys: FeatureKey[]) => boolean;

export interface SessionState {
  session: Session | null;
  can: Can;
}

export function useSession(): SessionState {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const featureList = session?.user.featureGroup.features;
  const features = useMemo(() => new Set(featureList), [featureList]);
  // Same rule as the server: X_FULL_ACCESS covers X_* (packages/shared permissions).
  const can = useCallback<Can>((...keys) => keys.length === 0 || grantsAny(features, keys), [features]);
  return { session, can };
}

/** The session inside private routes, where the guard has already made sure there is one. */
export function useRequiredSession(): Session & { can: Can } {
  const { session, can } = useSession();
  if (!session) throw new Error('useRequiredSession outside a private route');
  return { ...session, can };
}
