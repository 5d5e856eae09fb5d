import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../plugins/context';
import { publicFileUrl } from '../../plugins/files';
import type { Principal } from '../../plugins/principal';
import { AVATAR_OWNERS, type AvatarKind, currentAvatar } from './avatar-owners';
import { removeStored, storePhoto } from './image-storage';

export async function replaceAvatar(
  ctx: AppContext,
  principal: Principal,
  kind: AvatarKind,
  id: string,
  readUpload: () => Promise<Buffer>,
): Promise<{ id: string; avatarUrl: string | null }> {
  const previous = await currentAvatar(ctx.db, principal, kind, id);
  const stored = await storePhoto(ctx.config.storageDir, kind, await readUpload());
  try {
    await setAvatarPath(ctx, kind, id, stored);
  } catch (error) {
    await removeStored(ctx.config.storageDir, stored);
    throw error;
  }
  await removeStored(ctx.config.storageDir, previous);
  return { id, avatarUrl: publicFileUrl(stored) };
}

export async function deleteAvatar(
  ctx: AppContext,
  principal: Principal,
  kind: AvatarKind,
  id: string,
): Promise<void> {
  const previous = await currentAvatar(ctx.db, principal, kind, id);
  await setAvatarPath(ctx, kind, id, null);
  await removeStored(ctx.config.storageDir, previous);
}

async function setAvatarPath(ctx: AppContext, kind: AvatarKind, id: string, avatarPath: string | null) {
  const owner = AVATAR_OWNERS[kind];
  await ctx.db
    .update(owner.table)
    // Every photo-carrying table names these columns alike.
    .set({ avatarPath, updatedAt: sql`now()` } as never)
    .where(eq(owner.id, id));
}
