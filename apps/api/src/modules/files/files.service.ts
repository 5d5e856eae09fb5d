import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../plugins/context';
import { AppError } from '../../plugins/errors';
import { publicFileUrl } from '../../plugins/files';
import type { Principal } from '../../plugins/principal';
import { enrolFace } from '../faces/face-enrolment';
import { AVATAR_OWNERS, type AvatarKind, checkAvatarAccess } from './avatar-owners';
import { removeStored, storePhoto } from './image-storage';

export async function replaceAvatar(
  ctx: AppContext,
  principal: Principal,
  kind: AvatarKind,
  id: string,
  readUpload: () => Promise<Buffer>,
): Promise<{ id: string; avatarUrl: string | null }> {
  await checkAvatarAccess(ctx.db, principal, kind, id);
  const stored = await storePhoto(ctx.config.storageDir, kind, await readUpload());
  await swapAvatar(ctx, kind, id, stored);
  // A person's photo is their FaceID: checked and enrolled (or forgotten) before the answer.
  if (kind === 'users') await enrolFace(ctx, id);
  return { id, avatarUrl: publicFileUrl(stored) };
}

export async function deleteAvatar(
  ctx: AppContext,
  principal: Principal,
  kind: AvatarKind,
  id: string,
): Promise<void> {
  await checkAvatarAccess(ctx.db, principal, kind, id);
  await swapAvatar(ctx, kind, id, null);
  if (kind === 'users') await enrolFace(ctx, id);
}

/**
 * Points the record at `stored` while its row is locked, so that concurrent changes of one photo
 * queue and each replaces the one committed before it. The replaced file goes once the change is
 * committed; a change that fails removes the file it brought, so no file is left without a record.
 */
async function swapAvatar(ctx: AppContext, kind: AvatarKind, id: string, stored: string | null) {
  const owner = AVATAR_OWNERS[kind];
  let replaced: string | null;
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ avatarPath: owner.avatarPath })
        .from(owner.table)
        .where(and(eq(owner.id, id), isNull(owner.deletedAt)))
        .for('update');
      if (!row) throw new AppError(owner.notFound);
      await tx
        .update(owner.table)
        // Every photo-carrying table names these columns alike.
        .set({ avatarPath: stored, updatedAt: sql`now()` } as never)
        .where(eq(owner.id, id));
      return row.avatarPath as string | null;
    });
  } catch (error) {
    await removeStored(ctx.config.storageDir, stored);
    throw error;
  }
  await removeStored(ctx.config.storageDir, replaced);
}
