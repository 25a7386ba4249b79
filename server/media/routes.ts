import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { STOCK_LIBRARY } from '../../src/shared/media/stock-library';
import type { SizeLimits } from '../../src/shared/media/upload-rules';
import type { AppContext } from '../context';
import type { FileStorage } from '../storage/file-storage';
import { bindRoute } from './bind';
import { libraryPageRoute } from './library-page';
import { removeRoute } from './remove';
import { serveFileRoute } from './serve-file';
import { syncStockLibrary } from './stock-library-sync';
import { uploadRoute } from './upload';
import { largestLimit, SERVER_UPLOAD_LIMITS } from './upload-limits';

export interface MediaRoutesOptions {
  context: AppContext;
  storage: FileStorage;
  /** The server's ceilings per kind; SERVER_UPLOAD_LIMITS unless set. */
  limits?: Partial<SizeLimits>;
}

/**
 * The material library (manager/v1/homepage/materialLibrary/*) and the file-path endpoint, as one
 * encapsulated plugin: the multipart parser it registers serves only these routes.
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (
  app,
  { context, storage, limits },
) => {
  const ceilings: SizeLimits = { ...SERVER_UPLOAD_LIMITS, ...limits };
  await app.register(multipart, {
    limits: {
      fileSize: largestLimit(ceilings),
      files: 1,
      fields: 4,
      parts: 5,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });
  await syncStockLibrary(context.db, STOCK_LIBRARY);
  libraryPageRoute(app, context);
  uploadRoute(app, context, storage, ceilings);
  bindRoute(app, context);
  removeRoute(app, context, storage);
  serveFileRoute(app, context, storage);
};
