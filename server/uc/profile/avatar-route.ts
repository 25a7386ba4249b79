import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import type { AvatarResult } from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { MSG } from '../../../src/shared/messages';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { FileStorage } from '../../storage/file-storage';
import { receiveAccountImage } from './account-images';
import { changeOwnDetails } from './change-own-details';

/** POST user/avatar (multipart, field file): the picture becomes the user's avatar at once. */
export function avatarRoute(app: FastifyInstance, context: AppContext, storage: FileStorage): void {
  const { db } = context;

  app.post(UC.userAvatar, async (request) => {
    const session = await authenticate(context, request);
    const imageUrl = await receiveAccountImage(request, db, storage, session.userId, 'avatar');
    await changeOwnDetails(context, request, session, { avatarPath: imageUrl }, 'user.avatar.change');
    return ok<AvatarResult>({ imageUrl }, MSG.avatarSaved);
  });
}
