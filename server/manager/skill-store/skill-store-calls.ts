import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { pageOf } from '../../../src/shared/api/paging';
import {
  type ActionIntentExample,
  copyBody,
  type SkillProject,
  STORE_SKILL_API,
  STORE_SKILL_MSG,
  type StoreCatalogueRow,
  type StoreSkillDetail,
  skillCodeQuery,
  storePageQuery,
  storeSkillIdQuery,
} from '../../../src/shared/api/store-skills';
import {
  type CatalogueEntry,
  catalogueEntry,
  STORE_CATALOGUE,
} from '../../../src/shared/skill-store/catalogue';
import { QUESTIONNAIRE_API } from '../../../src/shared/skill-store/questionnaire-answers';
import { questionnaireConfiguration } from '../../../src/shared/skill-store/skill-configurations';
import { unmetNeed } from '../../../src/shared/skill-store/skill-needs';
import { startingConfiguration } from '../../../src/shared/skill-store/starting-configuration';
import { authenticateInScope, type ScopedUser } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { projects, skills } from '../../db/schema';
import { conflict, notFound } from '../../http/api-error';
import { validate } from '../../http/validate';
import { requireProjectFlag } from '../../permissions/project-access';
import { requireMenu } from '../../permissions/require-menu';
import { requireCreate, resourceAccess, visibleRows } from '../../permissions/resource-access';
import { logChange } from '../audit';
import { accessOfKind, readResource } from '../resource-kit/resource-kind-calls';
import { ownerOf } from '../scope';
import { withUniqueName } from '../unique-name';
import { projectPlaces } from './project-places';
import { questionnaireResults } from './questionnaire-results';
import { checkedDefinition } from './store-skill-definition';
import { storeSkillKind } from './store-skill-kind';
import { isStoreSkill } from './store-skill-rows';

function entryOf(code: string): CatalogueEntry {
  const entry = catalogueEntry(code);
  if (!entry) throw notFound(STORE_SKILL_MSG.unknownSkill);
  return entry;
}

/** The store skills the caller can see, in projects the caller can see. */
function seenStoreSkills(db: Database, user: ScopedUser) {
  return and(
    isStoreSkill,
    visibleRows(resourceAccess(db, user, 'SKILL')),
    visibleRows(resourceAccess(db, user, 'PROJECT')),
  );
}

/**
 * The skill store (技能商店, menu SHOP_SKILL): the catalogue paged and filtered by label and name,
 * a skill's example conversations, the caller's projects that have it, and adding it to a project
 * with a configuration that already runs on the project's map.
 */
export function skillStoreCalls(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  app.get(STORE_SKILL_API.storePage, async (request) => {
    const user = await authenticateInScope(context, request);
    requireMenu(user, 'SHOP_SKILL');
    const query = validate(storePageQuery, request.query);
    const matching = STORE_CATALOGUE.filter(
      (entry) =>
        (!query.labelName || (entry.labels as string[]).includes(query.labelName)) &&
        (!query.name || entry.name.includes(query.name)),
    );
    const added = await db
      .select({ code: skills.storeSkillCode, projects: count() })
      .from(skills)
      .innerJoin(projects, eq(projects.id, skills.projectId))
      .where(seenStoreSkills(db, user))
      .groupBy(skills.storeSkillCode);
    const addedCount = new Map(added.map((row) => [row.code, row.projects]));
    const start = query.pageNo * query.pageSize;
    const rows: StoreCatalogueRow[] = matching
      .slice(start, start + query.pageSize)
      .map((entry) => ({ ...entry, addedCount: addedCount.get(entry.skillStoreCode) ?? 0 }));
    return ok(pageOf(rows, query, matching.length));
  });

  app.get(STORE_SKILL_API.examples, async (request) => {
    const user = await authenticateInScope(context, request);
    requireMenu(user, 'SHOP_SKILL');
    const entry = entryOf(validate(skillCodeQuery, request.query).skillStoreCode);
    const answer: ActionIntentExample = { skillStoreCode: entry.skillStoreCode, examples: entry.examples };
    return ok(answer);
  });

  app.get(STORE_SKILL_API.addedTo, async (request) => {
    const user = await authenticateInScope(context, request);
    requireMenu(user, 'SHOP_SKILL');
    const entry = entryOf(validate(skillCodeQuery, request.query).skillStoreCode);
    const rows: SkillProject[] = await db
      .select({
        projectId: projects.id,
        projectName: projects.name,
        storeSkillConfigureId: skills.id,
        enabled: skills.enabled,
      })
      .from(skills)
      .innerJoin(projects, eq(projects.id, skills.projectId))
      .where(and(seenStoreSkills(db, user), eq(skills.storeSkillCode, entry.skillStoreCode)))
      .orderBy(projects.name);
    return ok(rows);
  });

  app.get(QUESTIONNAIRE_API.results, async (request) => {
    const user = await authenticateInScope(context, request);
    const { id } = validate(storeSkillIdQuery, request.query);
    const { access, resource } = await accessOfKind(storeSkillKind).find(db, user, id, 'accessAuth');
    const skill = (await storeSkillKind.read.detail?.(access, resource.id)) as StoreSkillDetail;
    const questionnaire = questionnaireConfiguration.safeParse(skill.definition);
    if (skill.skillStoreCode !== 'questionnaire' || !questionnaire.success)
      throw notFound(STORE_SKILL_MSG.notFound);
    return ok(await questionnaireResults(db, skill.id, questionnaire.data.questions));
  });

  app.post(STORE_SKILL_API.copy, async (request) => {
    const user = await authenticateInScope(context, request);
    requireMenu(user, ...storeSkillKind.menus);
    const body = validate(copyBody, request.body);
    const projectId = await requireProjectFlag(db, user, body.projectId, 'editAuth');
    const entry = entryOf(body.skillStoreCode);
    requireCreate(user, 'SKILL');
    const code = entry.skillStoreCode;
    const now = clock.now();
    const id = await withUniqueName(STORE_SKILL_MSG.alreadyAdded, () =>
      db.transaction(async (tx) => {
        const taken = await tx.$count(
          skills,
          and(eq(skills.projectId, projectId), eq(skills.storeSkillCode, code)),
        );
        if (taken > 0) throw conflict(STORE_SKILL_MSG.alreadyAdded);
        const places = await projectPlaces(tx, projectId);
        const refusal = unmetNeed(entry.needs, places);
        if (refusal) throw conflict(refusal);
        const [created] = await tx
          .insert(skills)
          .values({
            projectId,
            ...ownerOf(user.scope),
            kind: 'STORE',
            storeSkillCode: code,
            name: entry.name,
            description: entry.summary,
            definition: checkedDefinition(code, startingConfiguration(code, places), places),
            createdBy: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: skills.id });
        await logChange(tx, now, user, request, 'storeSkill.create', {
          projectId,
          storeSkillId: created.id,
          name: entry.name,
        });
        return created.id;
      }),
    );
    return ok(
      await readResource(storeSkillKind, resourceAccess(db, user, 'SKILL'), id),
      STORE_SKILL_MSG.added,
    );
  });
}
