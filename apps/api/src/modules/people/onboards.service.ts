import type { Onboard, OnboardUpdate } from '@reserva/shared/people/people.schemas';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../../plugins/principal';
import * as users from '../users/users.repository';
import { assertNoIssues, findManageableOther, findVisibleUser } from '../users/users.service';
import * as repository from './people.repository';

// A person has one onboard per venture it is registered in, created (PENDING, experience 0) when it is
// linked to the venture. Staff finish it (COMPLETED at one of the venture's experience levels) or reset
// it (PARTIAL, 0). Each staff user sees and changes those of their own ventures; a MASTER every one.

export async function listOnboards(
  ctx: AppContext,
  principal: Principal,
  userId: string,
): Promise<Onboard[]> {
  await findVisibleUser(ctx.db, principal, userId, 'read');
  const scope = principal.isMaster ? null : await users.listVentureIds(ctx.db, principal.userId);
  return repository.listOnboards(ctx.db, userId, scope);
}

export async function updateOnboard(
  ctx: AppContext,
  principal: Principal,
  onboardId: string,
  body: OnboardUpdate,
): Promise<void> {
  const onboard = await repository.findOnboard(ctx.db, onboardId);
  const scope = principal.isMaster ? null : await users.listVentureIds(ctx.db, principal.userId);
  if (!onboard || (scope && !scope.includes(onboard.ventureId))) throw new AppError('onboard-not-found');
  await findManageableOther(ctx.db, principal, onboard.userId, 'write');
  if (body.onboardType === 'COMPLETED') {
    const levels = await repository.listLevels(ctx.db, [onboard.ventureId]);
    if (!levels.some((level) => level.level === body.experience)) {
      assertNoIssues([{ path: 'experience', message: 'Nível de experiência inválido' }]);
    }
  }
  await repository.updateOnboard(ctx.db, onboardId, body);
}
