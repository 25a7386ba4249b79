import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { qaCategoryCalls } from './qa-category-calls';
import { qaLibraryCalls } from './qa-library-calls';
import { qaPairCalls } from './qa-pair-calls';
import { qaXlsxCalls } from './qa-xlsx-calls';

/** Every call of 知识问答库: libraries, categories, pairs, xlsx import and export. */
export async function qaCalls(app: FastifyInstance, context: AppContext): Promise<void> {
  qaLibraryCalls(app, context);
  qaCategoryCalls(app, context);
  qaPairCalls(app, context);
  await app.register(qaXlsxCalls(context));
}
