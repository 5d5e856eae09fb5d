import { type Audience, audienceOfKeys } from '@reserva/shared/permissions/audience';
import { MASTER_GROUP_KEY } from '@reserva/shared/permissions/feature-groups';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/raw';
import type { AccessClaims } from './access-token';

/** Who is calling: loaded fresh on every request, so a changed group or a sign-out applies at once. */
export interface Principal {
  userId: string;
  name: string;
  ventureId: string;
  sessionId: string;
  groupKey: string;
  authLevel: number;
  features: ReadonlySet<string>;
  isMaster: boolean;
  /** Staff (the back-office, Portaria) or a person (the members' app): each opens only its own routes. */
  audience: Audience;
}

interface PrincipalRow {
  name: string;
  group_key: string;
  auth_level: number;
  /** The group's keys, comma-separated (keys are A-Z, digits and `_`): a text is read faster than an array. */
  features: string | null;
  is_blocked: boolean;
  session_live: boolean;
  venture_allowed: boolean;
}

// Every request but the public ones runs it: compiled once, prepared by name on each connection.
const principalRow = preparedStatement<PrincipalRow>(sql`
  SELECT u.name, g.key AS group_key, g.auth_level,
    (SELECT string_agg(f.key, ',') FROM feature_group_features gf JOIN features f ON f.id = gf.feature_id
     WHERE gf.feature_group_id = g.id) AS features,
    (u.is_blocked OR coalesce(u.blocked_until > now(), false)) AS is_blocked,
    EXISTS(SELECT 1 FROM refresh_tokens rt WHERE rt.family_id = ${sql.placeholder('sessionId')}
           AND rt.user_id = u.id AND rt.revoked_at IS NULL AND rt.expires_at > now()) AS session_live,
    EXISTS(SELECT 1 FROM ventures v WHERE v.id = ${sql.placeholder('ventureId')} AND v.deleted_at IS NULL
           AND (g.key = ${MASTER_GROUP_KEY}
                OR EXISTS(SELECT 1 FROM user_ventures uv WHERE uv.user_id = u.id AND uv.venture_id = v.id)))
      AS venture_allowed
  FROM users u JOIN feature_groups g ON g.id = u.feature_group_id
  WHERE u.id = ${sql.placeholder('userId')} AND u.deleted_at IS NULL`);

export async function loadPrincipal(db: Database, claims: AccessClaims): Promise<Principal | null> {
  const [row] = await principalRow(db, { ...claims });
  if (!row || row.is_blocked || !row.session_live || !row.venture_allowed) return null;
  const features = new Set(row.features?.split(','));
  const audience = audienceOfKeys(features);
  if (!audience) return null;
  return {
    userId: claims.userId,
    name: row.name,
    ventureId: claims.ventureId,
    sessionId: claims.sessionId,
    groupKey: row.group_key,
    authLevel: row.auth_level,
    features,
    isMaster: row.group_key === MASTER_GROUP_KEY,
    audience,
  };
}
