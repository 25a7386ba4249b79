import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { resourceKindCalls } from '../resource-kit/resource-kind-calls';
import { sceneSkillCalls } from './scene-skill-calls';
import { sceneSkillKind } from './scene-skill-kind';

/** Every call of scene skills: the kind's usual ones and the editor's own. */
export function sceneSkillSurface(app: FastifyInstance, context: AppContext): void {
  const kind = sceneSkillKind(context.clock);
  resourceKindCalls(app, context, kind);
  sceneSkillCalls(app, context, kind);
}
