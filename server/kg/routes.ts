import type { FastifyInstance } from 'fastify';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import { answerRefusalWithData } from '../manager/refusal';
import { requireMenu } from '../permissions/require-menu';
import { baseCalls } from './base-calls';
import { KgBuilder } from './build/build-job';
import { buildCalls } from './build-calls';
import { conceptCalls } from './concept-calls';
import { entityCalls } from './entity-calls';
import { entityLinkCalls } from './entity-link-calls';
import { graphCalls } from './graph-calls';
import { importCalls } from './import/import-calls';
import { schemaItemCalls } from './schema-item-calls';
import { templateCalls } from './template/template-calls';

/**
 * The kg/v1 calls (知识图谱) as a plugin. Its builder runs builds in the background: builds a stop
 * interrupted resume once the server is ready, and running ones stop writing when it closes (they
 * resume on the next start).
 */
export function kgRoutes(context: AppContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.setErrorHandler(answerRefusalWithData);
    // Without the 知识图谱 menu nothing of kg/v1 answers but 403: not a validation, not a lookup.
    app.addHook('preHandler', async (request) => {
      requireMenu(await authenticateInScope(context, request), 'KG');
    });
    const builder = new KgBuilder(context.db, context.clock, (error) =>
      app.log.error({ err: error }, 'kg build failed'),
    );
    app.addHook('onReady', () => builder.resumeInterrupted());
    app.addHook('onClose', () => builder.close());
    baseCalls(app, context);
    buildCalls(app, context, builder);
    conceptCalls(app, context);
    schemaItemCalls(app, context);
    entityCalls(app, context);
    entityLinkCalls(app, context);
    graphCalls(app, context);
    importCalls(app, context);
    templateCalls(app, context);
  };
}
