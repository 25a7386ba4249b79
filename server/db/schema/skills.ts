import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { projectResourceColumns, projectResourceConstraints } from './project-resource-columns';

/** Store skills added from the skill store (商店技能) and scene skills drawn in the flow editor (场景技能). */
export type SkillKind = 'STORE' | 'SCENE';

/**
 * The skills of a project (resource type SKILL, which the spec gives both store and scene skills):
 * they share this table by kind, so one RESOURCE_TABLES entry serves the type. A store skill names
 * its catalogue entry (`storeSkillCode`, once per project); its configuration, or a scene's flow,
 * is `definition`, validated by the kind's shared zod schema. `version` moves with each saved
 * definition: a save names the version it started from (the editor's conflict rule).
 */
export const skills = pgTable(
  'skills',
  {
    ...projectResourceColumns(),
    kind: text('kind').$type<SkillKind>().notNull(),
    storeSkillCode: text('store_skill_code'),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    definition: jsonb('definition').$type<unknown>().notNull().default({}),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    ...projectResourceConstraints('skills', table, [table.projectId, table.kind, table.name]),
    uniqueIndex('skills_project_store_code_idx').on(table.projectId, table.storeSkillCode),
    check(
      'skills_store_code_of_store',
      sql`(${table.kind} = 'STORE') = (${table.storeSkillCode} is not null)`,
    ),
  ],
);
