import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import type { AvatarResult } from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { MSG } from '../../../src/shared/messages';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { writeOperationLog } from '../../operation-log';
import type { FileStorage } from '../../storage/file-storage';
import { receiveAccountImage } from './account-images';

/** POST user/avatar (multipart, field file): the picture becomes the user's avatar at once. */
export function avatarRoute(app: FastifyInstance, context: AppContext, storage: FileStorage): void {
  const { db, clock, sessions } = context;

  app.post(UC.userAvatar, async (request) => {
    const session = await authenticate(context, request);
    const imageUrl = await receiveAccountImage(request, db, storage, session.userId, 'avatar');
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ avatarPath: imageUrl, updatedAt: now })
        .where(eq(users.id, session.userId));
      await writeOperationLog(tx, now, {
        action: 'user.avatar.change',
        userId: session.userId,
        tenantId: session.tenantId,
        account: session.account,
        address: request.ip,
      });
    });
    sessions.forgetUser(session.userId);
    return ok<AvatarResult>({ imageUrl }, MSG.avatarSaved);
  });
}
