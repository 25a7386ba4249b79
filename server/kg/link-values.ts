import { and, eq, inArray, or } from 'drizzle-orm';
import type { AttributeDataType } from '../../src/shared/api/knowledge-graph';
import { checkAttributeValue } from '../../src/shared/api/knowledge-graph-values';
import type { Database } from '../db/database';
import { kgEntities } from '../db/schema';
import { badRequest } from '../http/api-error';
import { isRowId } from '../manager/row-id';
import type { KgSchema } from './kg-schema';

/** A value ready to store: its text and, for LINK, the linked entity. */
export interface StoredValue {
  value: string;
  linkEntityId: string | null;
}

/** The entity of `linkConceptId` (or a concept under it) named `text` or with id `text`. */
export async function findLinkedEntity(db: Database, schema: KgSchema, linkConceptId: string, text: string) {
  const concepts = [...schema.subtree(linkConceptId)];
  if (concepts.length === 0) return undefined;
  const [entity] = await db
    .select({ id: kgEntities.id, name: kgEntities.name })
    .from(kgEntities)
    .where(
      and(
        inArray(kgEntities.conceptId, concepts),
        isRowId(text) ? or(eq(kgEntities.id, text), eq(kgEntities.name, text)) : eq(kgEntities.name, text),
      ),
    )
    .limit(1);
  return entity;
}

/**
 * A typed value as stored, or a 400 saying what is wrong with it: numbers, dates, pictures and
 * addresses by their form; a LINK by finding the entity it names in the linked concept.
 */
export async function storedValue(
  db: Database,
  schema: KgSchema,
  attribute: { name: string; dataType: AttributeDataType; linkConceptId: string | null },
  raw: string,
): Promise<StoredValue> {
  const checked = checkAttributeValue(attribute.dataType, raw);
  if (!checked.ok) throw badRequest(`属性「${attribute.name}」：${checked.message}`);
  if (attribute.dataType !== 'LINK') return { value: checked.value, linkEntityId: null };
  const conceptName = schema.concepts.get(attribute.linkConceptId ?? '')?.name ?? '';
  const entity =
    attribute.linkConceptId && (await findLinkedEntity(db, schema, attribute.linkConceptId, checked.value));
  if (!entity)
    throw badRequest(`属性「${attribute.name}」：概念「${conceptName}」中没有实体「${checked.value}」`);
  return { value: entity.id, linkEntityId: entity.id };
}
