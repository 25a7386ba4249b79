import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import {
  SCENE_SKILL_API,
  SCENE_SKILL_MSG,
  type SceneRunRecord,
  type SceneSkillSummary,
  sceneAnswerBody,
  sceneFlowRestoreBody,
  sceneFlowSaveBody,
  sceneProjectQuery,
  sceneSkillCopyBody,
  sceneSkillIdQuery,
} from '../../../src/shared/api/scene-skills';
import type { AnswerMatch } from '../../../src/shared/scene-flow/answer-match';
import { matchBranch } from '../../answering/branch-answers';
import { authenticateInScope } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { devices, sceneSkillRuns, skills } from '../../db/schema';
import { validate } from '../../http/validate';
import { requireCreate, resourceAccess } from '../../permissions/resource-access';
import { logChange } from '../audit';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { readResource } from '../resource-kit/resource-kind-calls';
import { ownerOf } from '../scope';
import { flowOfVersion, flowVersions, savedAnswer, writeFlow } from './scene-flow-history';
import { sceneReferenceLists } from './scene-references';
import { sceneSkillAccess } from './scene-skill-kind';

const RUNS_SHOWN = 20;

/** 「迎宾 副本」, or 「迎宾 副本2」… when that is taken in the project. */
async function copyName(context: AppContext, projectId: string, name: string): Promise<string> {
  const base = `${name} 副本`.slice(0, 30);
  const taken = new Set(
    (
      await context.db
        .select({ name: skills.name })
        .from(skills)
        .where(and(eq(skills.projectId, projectId), eq(skills.kind, 'SCENE'), like(skills.name, `${base}%`)))
    ).map((row) => row.name),
  );
  for (let number = 1; ; number += 1) {
    const candidate = number === 1 ? base : `${base}${number}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The scene editor's own calls beside the kind's usual ones: save the flow (with the conflict
 * rule), its versions and their restore, a copy, the runs robots reported, and what a flow may
 * name in the project.
 */
export function sceneSkillCalls(
  app: FastifyInstance,
  context: AppContext,
  kind: ResourceKind<SceneSkillSummary>,
): void {
  const { db, clock } = context;

  app.post(SCENE_SKILL_API.save, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(sceneFlowSaveBody, request.body);
    const { resource } = await sceneSkillAccess.find(db, user, body.id, 'editAuth');
    const saved = await writeFlow(db, { ...body, id: resource.id, userId: user.userId, now: clock.now() });
    return ok(await savedAnswer(db, resource.id, saved));
  });

  app.get(SCENE_SKILL_API.versions, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(sceneSkillIdQuery, request.query);
    const { resource } = await sceneSkillAccess.find(db, user, id, 'accessAuth');
    return ok(await flowVersions(db, resource.id));
  });

  app.post(SCENE_SKILL_API.restore, async (request) => {
    const user = await authenticateInScope(context, request);
    const body = validate(sceneFlowRestoreBody, request.body);
    const { resource, projectId } = await sceneSkillAccess.find(db, user, body.id, 'editAuth');
    const flow = await flowOfVersion(db, resource.id, body.restore);
    const now = clock.now();
    const saved = await writeFlow(db, {
      id: resource.id,
      version: body.version,
      flow,
      userId: user.userId,
      now,
    });
    await logChange(db, now, user, request, 'sceneSkill.restore', {
      projectId,
      skillId: resource.id,
      name: resource.name,
      version: body.restore,
    });
    return ok(await savedAnswer(db, resource.id, saved), SCENE_SKILL_MSG.restored);
  });

  app.put(SCENE_SKILL_API.copy, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(sceneSkillCopyBody, request.body);
    const { resource, projectId } = await sceneSkillAccess.find(db, user, id, 'accessAuth');
    await sceneSkillAccess.project(db, user, projectId, 'editAuth');
    requireCreate(user, 'SKILL');
    const [source] = await db
      .select({ description: skills.description, definition: skills.definition })
      .from(skills)
      .where(eq(skills.id, resource.id));
    const now = clock.now();
    const name = await copyName(context, projectId, resource.name);
    const copyId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(skills)
        .values({
          ...source,
          kind: 'SCENE',
          enabled: false,
          name,
          projectId,
          ...ownerOf(user.scope),
          createdBy: user.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: skills.id });
      await logChange(tx, now, user, request, 'sceneSkill.copy', {
        projectId,
        skillId: created.id,
        name,
        from: id,
      });
      return created.id;
    });
    return ok(await readResource(kind, resourceAccess(db, user, 'SKILL'), copyId), SCENE_SKILL_MSG.copied);
  });

  app.get(SCENE_SKILL_API.runs, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(sceneSkillIdQuery, request.query);
    const { resource } = await sceneSkillAccess.find(db, user, id, 'accessAuth');
    const rows = await db
      .select({
        deviceId: sceneSkillRuns.deviceId,
        eventId: sceneSkillRuns.eventId,
        deviceName: devices.name,
        at: sceneSkillRuns.occurredAt,
        trigger: sceneSkillRuns.trigger,
        path: sceneSkillRuns.path,
        outcome: sceneSkillRuns.outcome,
        failure: sceneSkillRuns.failure,
      })
      .from(sceneSkillRuns)
      .innerJoin(devices, eq(devices.id, sceneSkillRuns.deviceId))
      .where(eq(sceneSkillRuns.skillId, resource.id))
      .orderBy(desc(sceneSkillRuns.occurredAt))
      .limit(RUNS_SHOWN);
    return ok<SceneRunRecord[]>(
      rows.map(({ deviceId, eventId, at, ...run }) => ({
        ...run,
        id: `${deviceId}:${eventId}`,
        at: at.toISOString(),
      })),
    );
  });

  app.get(SCENE_SKILL_API.references, async (request) => {
    const user = await authenticateInScope(context, request);
    const query = validate(sceneProjectQuery, request.query);
    const projectId = await sceneSkillAccess.project(db, user, query.projectId, 'accessAuth');
    return ok(await sceneReferenceLists(db, projectId));
  });

  app.post(SCENE_SKILL_API.answer, async (request) => {
    const user = await authenticateInScope(context, request);
    const { projectId, ...answer } = validate(sceneAnswerBody, request.body);
    const readable = await sceneSkillAccess.project(db, user, projectId, 'accessAuth');
    return ok<AnswerMatch>({ branchId: await matchBranch(db, readable, answer) });
  });
}
