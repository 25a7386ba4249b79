import type { KgSchema } from './kg-schema';

/** The fields that hold a concept's id, and the name the operation log gives the concept there. */
const CONCEPT_FIELDS: Record<string, string> = {
  conceptId: 'concept',
  parentId: 'parentConcept',
  linkConceptId: 'linkConcept',
  targetConceptId: 'targetConcept',
};

/**
 * An edit's fields as the operation log keeps them: a concept by its name (an id says nothing to
 * whoever reads the log). A field the edit left out stays out.
 */
export function withConceptNames(schema: KgSchema, fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => {
      const named = CONCEPT_FIELDS[field];
      if (!named || value === undefined) return [field, value];
      return [named, typeof value === 'string' ? (schema.concepts.get(value)?.name ?? null) : null];
    }),
  );
}
