import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';

// The sign-up's reads: the ventures open to it and the accounts an identity names. Queries only.

export interface SignupVenture {
  id: string;
  name: string;
}

/**
 * The live ventures one may sign up to, by name: every one while the APP_STORE_USER group (where
 * sign-ups land) holds APP_MEMBERS_ACCESS, none otherwise (an account that could not sign in to the app).
 */
export function listOpenVentures(db: Executor, ventureId?: string): Promise<SignupVenture[]> {
  return queryRows<SignupVenture>(
    db,
    sql`SELECT v.id, v.name FROM ventures v
        WHERE v.deleted_at IS NULL ${ventureId ? sql`AND v.id = ${ventureId}` : sql``}
          AND EXISTS (SELECT 1 FROM feature_groups g
            JOIN feature_group_features gf ON gf.feature_group_id = g.id
            JOIN features f ON f.id = gf.feature_id
            WHERE g.key = 'APP_STORE_USER' AND f.key = 'APP_MEMBERS_ACCESS')
        ORDER BY name_sort_key(v.name), v.id`,
  );
}

export interface SignupIdentity {
  cpf: string | null;
  foreignerDocument: string | null;
  foreignerDocumentType: string | null;
}

export interface Account {
  email: string;
  name: string;
  byEmail: boolean;
}

/**
 * Serialises sign-ups (and the public form's confirmations, which take the same e-mail and CPF locks)
 * naming the same e-mail or document, so that one account is created.
 */
export async function lockIdentity(db: Executor, email: string, identity: SignupIdentity): Promise<void> {
  const names = [
    `external-person:email:${email}`,
    ...(identity.cpf ? [`external-person:cpf:${identity.cpf}`] : []),
    ...(identity.foreignerDocument
      ? [`external-person:document:${identity.foreignerDocumentType}:${identity.foreignerDocument}`]
      : []),
  ].sort();
  for (const name of names) await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/** The live account with this e-mail, else one with this document. */
export async function findAccount(
  db: Executor,
  email: string,
  identity: SignupIdentity,
): Promise<Account | undefined> {
  const [found] = await queryRows<Account>(
    db,
    sql`SELECT u.email, u.name, u.email = ${email} AS "byEmail" FROM users u
        WHERE u.deleted_at IS NULL AND (u.email = ${email}
          OR u.cpf = ${identity.cpf}
          OR (u.foreigner_document = ${identity.foreignerDocument}
            AND u.foreigner_document_type::text = ${identity.foreignerDocumentType}))
        ORDER BY (u.email = ${email}) DESC
        LIMIT 1`,
  );
  return found;
}
