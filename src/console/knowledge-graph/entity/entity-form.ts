import type {
  ConceptAttribute,
  ConceptRelation,
  EntityDetail,
  ValidAttribute,
  ValidOutRelation,
} from '../../../shared/api/knowledge-graph';
import { checkAttributeValue } from '../../../shared/api/knowledge-graph-values';
import { kgApi } from '../kg-api';
import type { PickedEntity } from './EntityPicker';

/** The entity form: its own fields, a value per attribute, the targets per relation. */
export interface EntityFields {
  name: string;
  aliases: string[];
  description: string;
  /** By attribute id: text, or the linked entity (LINK). */
  values: Record<string, string | PickedEntity | undefined>;
  /** By relation id. */
  targets: Record<string, PickedEntity[] | undefined>;
}

/** The value as the server takes it: LINK sends the linked entity's id. */
export const valueText = (value: string | PickedEntity | undefined): string =>
  (typeof value === 'string' ? value : (value?.value ?? '')).trim();

/** An antd rule checking a value against its attribute's data type (the server's own check). */
export const valueRule = (attribute: ConceptAttribute) => ({
  validator: async (_rule: unknown, value: string | PickedEntity | undefined) => {
    const text = valueText(value);
    if (text === '') return;
    const checked = checkAttributeValue(attribute.dataType, text);
    if (!checked.ok) throw new Error(checked.message);
  },
});

/** The form's starting values for a saved entity. */
export function fieldsOfEntity(
  entity: EntityDetail,
  attributes: ValidAttribute[],
  relations: ValidOutRelation[],
): EntityFields {
  return {
    name: entity.name,
    aliases: entity.aliases,
    description: entity.description,
    values: Object.fromEntries(
      attributes
        .filter((item) => item.value !== null)
        .map((item) => [
          item.attribute.id,
          item.attribute.dataType === 'LINK'
            ? { value: item.value as string, label: item.display ?? (item.value as string) }
            : (item.value as string),
        ]),
    ),
    targets: Object.fromEntries(
      relations.map((item) => [
        item.relation.id,
        item.targets.map((link) => ({ value: link.target.id, label: link.target.name })),
      ]),
    ),
  };
}

/**
 * Saves what changed in an existing entity: its own fields, then each value added, changed or
 * cleared, then each relation target added or removed — every change through its own call of
 * spec section 7, so a refused value names itself.
 */
export async function saveEntityChanges(
  entityId: string,
  fields: EntityFields,
  attributes: ValidAttribute[],
  relations: ValidOutRelation[],
) {
  await kgApi.editEntity(entityId, {
    name: fields.name,
    aliases: fields.aliases,
    description: fields.description,
  });
  for (const item of attributes) {
    const before = item.value ?? '';
    const after = valueText(fields.values[item.attribute.id]);
    if (before === after) continue;
    if (after === '') await kgApi.removeValue(entityId, item.attribute.id);
    else if (before === '') await kgApi.addValue(entityId, item.attribute.id, after);
    else await kgApi.setValue(entityId, item.attribute.id, after);
  }
  for (const item of relations) {
    const wanted = new Set((fields.targets[item.relation.id] ?? []).map((picked) => picked.value));
    const current = new Set(item.targets.map((link) => link.target.id));
    for (const link of item.targets)
      if (!wanted.has(link.target.id)) await kgApi.removeRelation(entityId, link.id);
    for (const target of wanted)
      if (!current.has(target)) await kgApi.addRelation(entityId, item.relation.id, target);
  }
}

/** Creates an entity with its values, then its relations (which need the new entity's id). */
export async function createEntity(
  conceptId: string,
  fields: EntityFields,
  attributes: ConceptAttribute[],
  relations: ConceptRelation[],
) {
  const created = await kgApi.createEntity({
    conceptId,
    name: fields.name,
    aliases: fields.aliases,
    description: fields.description,
    attributes: attributes
      .map((attribute) => ({ attributeId: attribute.id, value: valueText(fields.values[attribute.id]) }))
      .filter((item) => item.value !== ''),
  });
  for (const relation of relations) {
    for (const target of fields.targets[relation.id] ?? [])
      await kgApi.addRelation(created.id, relation.id, target.value);
  }
  return created;
}
