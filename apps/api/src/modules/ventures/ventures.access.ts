import type { Executor } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import * as repository from './ventures.repository';

// A MASTER works in every venture; anyone else only in the ventures linked to them (user_ventures).
// Another venture's records answer their `*-not-found`, as if they did not exist.

/** The user whose linked ventures bound the caller's queries; undefined for a MASTER (no bound). */
export function linkedUserOf(principal: Principal): string | undefined {
  return principal.isMaster ? undefined : principal.userId;
}

/** The live venture `ventureId`, if the caller may work in it; otherwise `venture-not-found`. */
export async function findAccessibleVenture(db: Executor, principal: Principal, ventureId: string) {
  const venture = await repository.findLive(db, ventureId, linkedUserOf(principal));
  if (!venture) throw new AppError('venture-not-found');
  return venture;
}

export async function canAccessVenture(
  db: Executor,
  principal: Principal,
  ventureId: string,
): Promise<boolean> {
  return (await repository.findLive(db, ventureId, linkedUserOf(principal))) !== undefined;
}

/**
 * The venture a list of one venture's records shows (spots, activities): the session's. A MASTER may
 * ask for another with `ventureId`; anyone else's `ventureId` is ignored, as they work in the session's.
 */
export function listedVentureOf(principal: Principal, asked: string | undefined): string {
  return principal.isMaster && asked ? asked : principal.ventureId;
}
