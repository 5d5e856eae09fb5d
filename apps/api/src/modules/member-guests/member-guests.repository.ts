import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { blocked } from '../bookings/booking-facts.repository';

// Sócio's guests (issue 31, point 7): the guests a person hosts in a venture, and who an invitation's
// identity already names. Queries only.

export interface GuestRow {
  id: string;
  name: string;
  email: string;
  hasSetPassword: boolean;
  isBlocked: boolean;
}

/** The live guests `hostId` hosts in the venture (one of them with `guestId`), by name. */
export function listGuests(
  db: Executor,
  hostId: string,
  ventureId: string,
  guestId?: string,
): Promise<GuestRow[]> {
  return queryRows<GuestRow>(
    db,
    sql`SELECT u.id, u.name, u.email, NOT u.confirm_pending AS "hasSetPassword", ${blocked('u')} AS "isBlocked"
      FROM users u JOIN feature_groups g ON g.id = u.feature_group_id
      WHERE u.host_id = ${hostId} AND u.deleted_at IS NULL AND g.key = 'GUEST'
        ${guestId ? sql`AND u.id = ${guestId}` : sql``}
        AND EXISTS(SELECT 1 FROM user_ventures uv WHERE uv.user_id = u.id AND uv.venture_id = ${ventureId})
      ORDER BY u.name, u.id`,
  );
}

export interface Identity {
  email: string;
  cpf: string | null;
  foreignerDocument: string | null;
  foreignerDocumentType: string | null;
}

export interface IdentityOwner {
  id: string;
  /** A guest `hostId` hosts in the venture already. */
  isOwnGuest: boolean;
}

/** The live accounts (staff or people) with this e-mail, CPF or foreign document. */
export function findIdentityOwners(
  db: Executor,
  identity: Identity,
  hostId: string,
  ventureId: string,
): Promise<IdentityOwner[]> {
  return queryRows<IdentityOwner>(
    db,
    sql`SELECT u.id, (u.host_id IS NOT DISTINCT FROM ${hostId} AND g.key = 'GUEST'
          AND EXISTS(SELECT 1 FROM user_ventures uv WHERE uv.user_id = u.id AND uv.venture_id = ${ventureId})
        ) AS "isOwnGuest"
      FROM users u JOIN feature_groups g ON g.id = u.feature_group_id
      WHERE u.deleted_at IS NULL AND (u.email = ${identity.email}
        OR u.cpf = ${identity.cpf}
        OR (u.foreigner_document = ${identity.foreignerDocument}
          AND u.foreigner_document_type::text = ${identity.foreignerDocumentType}))`,
  );
}
