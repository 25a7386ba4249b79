import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { HOT_WORD_FILE_MAX_BYTES } from '../../../src/shared/api/hot-words';
import type { AppContext } from '../../context';
import type { FileStorage } from '../../storage/file-storage';
import { answerRefusalWithData } from '../refusal';
import { resourceKindCalls } from '../resource-kit/resource-kind-calls';
import { hotWordListKind } from './hot-word-kind';
import { wordFileCalls } from './word-file-calls';

export interface HotWordRoutesOptions {
  context: AppContext;
  storage: FileStorage;
}

/**
 * The hot word calls as one encapsulated plugin: they need the file storage, and its multipart
 * parser (one .txt file of at most 2 MB; a longer one is cut and refused, never thrown) serves
 * only these routes.
 */
export const hotWordRoutes: FastifyPluginAsync<HotWordRoutesOptions> = async (app, { context, storage }) => {
  app.setErrorHandler(answerRefusalWithData);
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: HOT_WORD_FILE_MAX_BYTES,
      files: 1,
      fields: 2,
      parts: 3,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });
  resourceKindCalls(app, context, hotWordListKind(storage));
  wordFileCalls(app, context, storage);
};
