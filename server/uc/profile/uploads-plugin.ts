import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { CERTIFICATION_IMAGE_MAX_BYTES } from '../../../src/shared/api/uc-account';
import type { AppContext } from '../../context';
import type { FileStorage } from '../../storage/file-storage';
import { certificationImageRoute } from '../certification/certification-image-route';
import { logoUploadRoute } from '../enterprise/logo-calls';
import { avatarRoute } from './avatar-route';

export interface AccountUploadsOptions {
  context: AppContext;
  storage: FileStorage;
}

/**
 * The account pictures' uploads (avatar, certification photos) as one encapsulated plugin: its
 * multipart parser serves only these routes, one file of at most 2 MB each.
 */
export const accountUploads: FastifyPluginAsync<AccountUploadsOptions> = async (
  app,
  { context, storage },
) => {
  await app.register(multipart, {
    limits: {
      fileSize: CERTIFICATION_IMAGE_MAX_BYTES,
      files: 1,
      fields: 2,
      parts: 3,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });
  avatarRoute(app, context, storage);
  certificationImageRoute(app, context, storage);
  logoUploadRoute(app, context, storage);
};
