import type { z } from 'zod';
import type { ScreenNode } from '../../../shared/screen/node';
import { childTarget, type FieldTarget } from '../../commands/field-commands';
import { SchemaField } from './SchemaField';
import { objectFields } from './schema-fields';

/** The fields of an object: a list entry (a card, a slide) or a group such as an info card. */
export function GroupFields({
  node,
  target,
  schema,
}: {
  node: ScreenNode;
  target: FieldTarget;
  schema: z.ZodType;
}) {
  return objectFields(schema).map((field) => (
    <SchemaField key={field.key} node={node} target={childTarget(target, field.key)} field={field} />
  ));
}
