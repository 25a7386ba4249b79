import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BuildState } from '../../../src/shared/api/knowledge-graph';
import type {
  SlotSynonym,
  TemplateDomain,
  TemplateKind,
} from '../../../src/shared/api/knowledge-graph-templates';
import { projectResourceColumns, projectResourceConstraints } from './project-resource-columns';
import { projects } from './projects';
import { users } from './users';

/**
 * A knowledge graph base (知识图谱, resource type KG_BASE) of a project. The scope columns repeat
 * the project's owner so the resource rules read it like any other resource. The build columns
 * tell the state of the last build; `changedAt` moves with every edit of its content, so a build
 * older than it is stale.
 */
export const kgBases = pgTable(
  'kg_bases',
  {
    ...projectResourceColumns(),
    description: text('description').notNull().default(''),
    /** Q&A template libraries applied to it: general-template-library or project library ids. */
    templateLibraryIds: text('template_library_ids')
      .array()
      .notNull()
      .default(sql`'{general-template-library}'::text[]`),
    buildState: text('build_state').$type<BuildState>().notNull().default('UNBUILT'),
    buildProgress: integer('build_progress').notNull().default(0),
    buildError: text('build_error'),
    buildStartedAt: timestamp('build_started_at', { withTimezone: true }),
    /** Starts of the current build; a build interrupted by restarts too often fails. */
    buildAttempts: integer('build_attempts').notNull().default(0),
    builtAt: timestamp('built_at', { withTimezone: true }),
    builtEntities: integer('built_entities').notNull().default(0),
    builtRelations: integer('built_relations').notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    ...projectResourceConstraints('kg_bases', table),
    index('kg_bases_building_idx').on(table.buildState),
  ],
);

/** A concept (概念) of a base; parentId makes the tree (conceptLevels). */
export const kgConcepts = pgTable(
  'kg_concepts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    baseId: uuid('base_id')
      .notNull()
      .references(() => kgBases.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kg_concepts_base_name_idx').on(table.baseId, table.name),
    index('kg_concepts_parent_idx').on(table.parentId),
  ],
);

/** An attribute a concept declares (its descendants inherit it). */
export const kgAttributes = pgTable(
  'kg_attributes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    baseId: uuid('base_id')
      .notNull()
      .references(() => kgBases.id, { onDelete: 'cascade' }),
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => kgConcepts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dataType: text('data_type').notNull(),
    linkConceptId: uuid('link_concept_id').references(() => kgConcepts.id, { onDelete: 'cascade' }),
    synonyms: text('synonyms').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('kg_attributes_concept_name_idx').on(table.conceptId, table.name)],
);

/** A relation a concept's entities may have to entities of the target concept (or its descendants). */
export const kgRelations = pgTable(
  'kg_relations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    baseId: uuid('base_id')
      .notNull()
      .references(() => kgBases.id, { onDelete: 'cascade' }),
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => kgConcepts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    targetConceptId: uuid('target_concept_id')
      .notNull()
      .references(() => kgConcepts.id, { onDelete: 'cascade' }),
    synonyms: text('synonyms').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('kg_relations_concept_name_idx').on(table.conceptId, table.name)],
);

/** An entity (实体) of a concept. */
export const kgEntities = pgTable(
  'kg_entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    baseId: uuid('base_id')
      .notNull()
      .references(() => kgBases.id, { onDelete: 'cascade' }),
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => kgConcepts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kg_entities_concept_name_idx').on(table.conceptId, table.name),
    index('kg_entities_base_idx').on(table.baseId, table.name),
  ],
);

/** An entity's value of an attribute (one per attribute); LINK values name the linked entity. */
export const kgEntityValues = pgTable(
  'kg_entity_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    baseId: uuid('base_id')
      .notNull()
      .references(() => kgBases.id, { onDelete: 'cascade' }),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => kgEntities.id, { onDelete: 'cascade' }),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => kgAttributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    linkEntityId: uuid('link_entity_id').references(() => kgEntities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('kg_entity_values_entity_attribute_idx').on(table.entityId, table.attributeId),
    index('kg_entity_values_base_idx').on(table.baseId),
    // Deleting an entity or an attribute finds its values through these (cascades).
    index('kg_entity_values_link_idx').on(table.linkEntityId),
    index('kg_entity_values_attribute_idx').on(table.attributeId),
  ],
);

/** A relation between two entities, as a concept relation allows. */
export const kgEntityRelations = pgTable(
  'kg_entity_relations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    baseId: uuid('base_id')
      .notNull()
      .references(() => kgBases.id, { onDelete: 'cascade' }),
    relationId: uuid('relation_id')
      .notNull()
      .references(() => kgRelations.id, { onDelete: 'cascade' }),
    fromEntityId: uuid('from_entity_id')
      .notNull()
      .references(() => kgEntities.id, { onDelete: 'cascade' }),
    toEntityId: uuid('to_entity_id')
      .notNull()
      .references(() => kgEntities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('kg_entity_relations_unique_idx').on(table.fromEntityId, table.relationId, table.toEntityId),
    index('kg_entity_relations_to_idx').on(table.toEntityId),
    index('kg_entity_relations_relation_idx').on(table.relationId),
    index('kg_entity_relations_base_idx').on(table.baseId),
  ],
);

/** The last successful build of a base: the query snapshot robots and the query test read. */
export const kgBuilds = pgTable('kg_builds', {
  baseId: uuid('base_id')
    .primaryKey()
    .references(() => kgBases.id, { onDelete: 'cascade' }),
  snapshot: jsonb('snapshot').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
});

/** The row errors of a refused import, kept for the downloadable report. */
export const kgImportReports = pgTable('kg_import_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  baseId: uuid('base_id')
    .notNull()
    .references(() => kgBases.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  errors: jsonb('errors').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A project's Q&A template library (the general one ships as data, not rows). */
export const kgTemplateLibraries = pgTable(
  'kg_template_libraries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    synonyms: jsonb('synonyms').$type<SlotSynonym[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('kg_template_libraries_project_name_idx').on(table.projectId, table.name)],
);

export const kgTemplates = pgTable(
  'kg_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    libraryId: uuid('library_id')
      .notNull()
      .references(() => kgTemplateLibraries.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TemplateKind>().notNull(),
    patterns: text('patterns').array().notNull(),
    targets: text('targets').array().notNull().default(sql`'{}'::text[]`),
    answer: text('answer').notNull().default(''),
    domain: text('domain').$type<TemplateDomain>().notNull().default('common'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kg_templates_library_idx').on(table.libraryId)],
);
