import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { oneTimeTokens } from '../../db/schema/mail';
import { hashSecretToken, newSecretToken } from './secret-tokens';

export type TokenPurpose = 'PASSWORD_RESET' | 'SIGNUP_CONFIRM';

// Password reset links last 24 hours, sign-up invitations 7 days (server-rules.md, Sessions).
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  PASSWORD_RESET: 24 * 60 * 60 * 1000,
  SIGNUP_CONFIRM: 7 * 24 * 60 * 60 * 1000,
};

/** A new single-use token; earlier unused tokens of the same purpose for that user stop working. */
export async function issueOneTimeToken(
  db: Executor,
  userId: string,
  purpose: TokenPurpose,
): Promise<string> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
  const token = newSecretToken();
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

export type ConsumeResult =
  | { status: 'ok'; userId: string }
  | { status: 'used'; userId: string }
  | { status: 'invalid' };

/** Uses a token once. Atomic: of two concurrent uses, one wins and the other sees it used. */
export async function consumeOneTimeToken(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
): Promise<ConsumeResult> {
  const [won] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashSecretToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        sql`${oneTimeTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  if (won) return { status: 'ok', userId: won.userId };
  const [known] = await db
    .select({ userId: oneTimeTokens.userId, usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashSecretToken(token)), eq(oneTimeTokens.purpose, purpose)));
  return known?.usedAt ? { status: 'used', userId: known.userId } : { status: 'invalid' };
}
