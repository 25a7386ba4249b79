import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { resourceKindCalls } from '../resource-kit/resource-kind-calls';
import { qaCategoryCalls } from './qa-category-calls';
import { qaLibraryKind } from './qa-library-kind';
import { qaPairCalls } from './qa-pair-calls';
import { qaXlsxCalls } from './qa-xlsx-calls';

/** Every call of 知识问答库: libraries, categories, pairs, xlsx import and export. */
export async function qaCalls(app: FastifyInstance, context: AppContext): Promise<void> {
  resourceKindCalls(app, context, qaLibraryKind);
  qaCategoryCalls(app, context);
  qaPairCalls(app, context);
  await app.register(qaXlsxCalls(context));
}
