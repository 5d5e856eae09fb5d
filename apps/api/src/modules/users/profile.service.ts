import type { ProfileRequest } from '@reserva/shared/users/profile.schemas';
import { sellerIssues, withSellerFieldsCleared } from '@reserva/shared/users/users.rules';
import type { UserDetails } from '@reserva/shared/users/users.schemas';
import type { AppContext } from '../../plugins/context';
import type { Principal } from '../../plugins/principal';
import { hashPassword } from '../auth/passwords';
import * as repository from './users.repository';
import { assertNoIssues, loadDetails, writeUser } from './users.service';

export function getProfile(ctx: AppContext, principal: Principal): Promise<UserDetails> {
  return loadDetails(ctx.db, principal.userId, principal);
}

/**
 * Saves the caller's own record. A new password ends the user's other sessions (a lost device or a
 * shared computer stops working) but keeps the one that changed it.
 */
export async function updateProfile(
  ctx: AppContext,
  principal: Principal,
  input: ProfileRequest,
): Promise<UserDetails> {
  assertNoIssues(sellerIssues(principal.groupKey, input));
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const values = withSellerFieldsCleared(principal.groupKey, {
    name: input.name,
    email: input.email,
    cpf: input.cpf ?? null,
    cnpj: input.cnpj ?? null,
    companyName: input.companyName ?? null,
    tradeName: input.tradeName ?? null,
    phone: input.phone ?? null,
    bio: input.bio ?? null,
    gender: input.gender ?? null,
    birthDate: input.birthDate ?? null,
  });
  await writeUser(ctx, async (tx) => {
    await repository.updateUser(tx, principal.userId, {
      ...values,
      ...(passwordHash && { passwordHash, mustChangePassword: false }),
    });
    await repository.saveAddress(tx, principal.userId, input.address ?? null);
    if (passwordHash) await repository.revokeOtherSessions(tx, principal.userId, principal.sessionId);
  });
  return loadDetails(ctx.db, principal.userId, principal);
}
