import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import type { UploadedImage } from '../../../src/shared/api/uc-account';
import { UC } from '../../../src/shared/api/uc-paths';
import { MSG } from '../../../src/shared/messages';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { FileStorage } from '../../storage/file-storage';
import { receiveAccountImage } from '../profile/account-images';

/**
 * POST certification/image (multipart, field file): an ID card or licence photo, kept for the
 * uploader's next submission. Only the uploader and reviewers can see it.
 */
export function certificationImageRoute(
  app: FastifyInstance,
  context: AppContext,
  storage: FileStorage,
): void {
  app.post(UC.certificationImage, async (request) => {
    const user = await authenticate(context, request);
    const path = await receiveAccountImage(request, context.db, storage, user.userId, 'certification');
    return ok<UploadedImage>({ path }, MSG.uploadOk);
  });
}
