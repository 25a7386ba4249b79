import type { FastifyInstance } from 'fastify';
import { ok } from '../../src/shared/api/envelope';
import { batchAttachTagsBody, KG_API } from '../../src/shared/api/knowledge-graph';
import { authenticateInScope } from '../auth/authenticate';
import type { AppContext } from '../context';
import { validate } from '../http/validate';
import { batchTag } from '../manager/resource/tag-calls';
import { resourceKindCalls } from '../manager/resource-kit/resource-kind-calls';
import { requireMenu } from '../permissions/require-menu';
import { kgBaseKind } from './base-kind';
import { KG_BASE_MENUS } from './kg-access';

/**
 * The base calls (领域图谱): the kind's own (resource-kit: basePage, create, detail, edit, delete)
 * and the batch tag of the spec's own path, with the menus and the KG_BASE flags.
 */
export function baseCalls(app: FastifyInstance, context: AppContext): void {
  resourceKindCalls(app, context, kgBaseKind);

  app.put(KG_API.batchAttachTags, async (request) => {
    const user = await authenticateInScope(context, request);
    requireMenu(user, ...KG_BASE_MENUS);
    const body = validate(batchAttachTagsBody, request.body);
    await batchTag(context, user, request, { ...body, resourceType: 'KG_BASE' });
    return ok(null, '标签已保存');
  });
}
