import {
  MEMBER_NOTICE_KINDS,
  type MemberNoticePreferences,
  type MemberNoticePreferencesUpdate,
} from '@reserva/shared/members/member-notices.schemas';
import type { AppContext } from '../../plugins/context';
import type { Principal } from '../../plugins/principal';
import * as repository from './member-notices.repository';

// A person's choice of which notices reach them by mail (issue 31, point 8). Their own only: the
// mails of a dependant or guest go to that person, who chooses for themselves.

/** GET /me/notice-preferences: every kind until the person chooses. */
export async function preferences(ctx: AppContext, principal: Principal): Promise<MemberNoticePreferences> {
  const kinds = await repository.findKinds(ctx.db, principal.userId);
  return kinds
    ? { kinds: sorted(kinds), isDefault: false }
    : { kinds: [...MEMBER_NOTICE_KINDS], isDefault: true };
}

/** PUT /me/notice-preferences. */
export async function savePreferences(
  ctx: AppContext,
  principal: Principal,
  input: MemberNoticePreferencesUpdate,
): Promise<MemberNoticePreferences> {
  await repository.saveKinds(ctx.db, principal.userId, input.kinds);
  return { kinds: sorted(input.kinds), isDefault: false };
}

const sorted = (kinds: readonly string[]) => MEMBER_NOTICE_KINDS.filter((kind) => kinds.includes(kind));
