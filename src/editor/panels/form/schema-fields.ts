import { z } from 'zod';
import { type FieldMeta, fieldMetaOf } from '../../../shared/screen/fields';

/**
 * Reads the property panel's form out of a tag's zod schemas: every field built with the shared
 * `field` helpers carries its label and editing kind (fields.ts), so the form needs no second
 * description per tag.
 */
export interface FieldDescriptor {
  key: string;
  schema: z.ZodType;
  meta: FieldMeta;
  /** The field may be missing or empty (optional texts and media). */
  optional: boolean;
}

const fieldsBySchema = new WeakMap<z.ZodType, readonly FieldDescriptor[]>();

/**
 * The described fields of an object schema (a tag's data or attrs, or a list entry group), in
 * order. Schemas never change: the answer is computed once per schema.
 */
export function objectFields(schema: z.ZodType): readonly FieldDescriptor[] {
  if (!(schema instanceof z.ZodObject)) return [];
  let fields = fieldsBySchema.get(schema);
  if (!fields) {
    fields = Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, fieldSchema]) => {
      const meta = fieldMetaOf(fieldSchema);
      return meta ? [{ key, schema: fieldSchema, meta, optional: fieldSchema instanceof z.ZodOptional }] : [];
    });
    fieldsBySchema.set(schema, fields);
  }
  return fields;
}

/** The schema of one entry of a list field. */
export function listItemSchema(schema: z.ZodType): z.ZodType {
  const list = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  if (!(list instanceof z.ZodArray)) throw new Error('not a list field');
  return list.element as z.ZodType;
}

/**
 * The problem of a value against its field schema at the field's own level, in the schema's
 * Chinese words ("标题不能为空", "卡片最多12张卡片"); problems of nested entries show at those entries.
 */
export function fieldProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.length === 0)?.message ?? null;
}

/** Kinds whose value is edited in one control row (lists and groups get a section of their own). */
export function isInlineKind(meta: FieldMeta): boolean {
  return meta.kind !== 'list' && meta.kind !== 'textList' && meta.kind !== 'group';
}

/** Texts longer than this are edited in a growing text area rather than one line. */
export const LONG_TEXT = 40;

/**
 * A new entry for a list: required texts say what to type (their label), optional ones start
 * empty; media, numbers, switches and choices take the previous entry's value so the new entry
 * looks like its neighbours on the screen at once.
 */
export function newListEntry(itemSchema: z.ZodType, previous: unknown): unknown {
  const meta = fieldMetaOf(itemSchema);
  if (itemSchema instanceof z.ZodObject || meta?.kind === 'group') {
    const before = isRecord(previous) ? previous : {};
    return Object.fromEntries(
      objectFields(itemSchema).map(({ key, schema }) => [key, newListEntry(schema, before[key])]),
    );
  }
  if (!meta) return typeof previous === 'string' ? '' : structuredClone(previous ?? null);
  const optional = itemSchema instanceof z.ZodOptional;
  switch (meta.kind) {
    case 'text':
    case 'textarea':
      return optional ? '' : meta.label;
    case 'textList':
      return Array.from({ length: meta.min ?? 0 }, () => meta.label);
    case 'list':
      return Array.from({ length: meta.min ?? 0 }, () => newListEntry(listItemSchema(itemSchema), undefined));
    case 'number':
      return typeof previous === 'number' ? previous : (meta.min ?? 0);
    case 'switch':
      return typeof previous === 'boolean' ? previous : false;
    case 'choice':
      return typeof previous === 'string' ? previous : (meta.options?.[0]?.value ?? '');
    default:
      return typeof previous === 'string' && !optional ? previous : '';
  }
}

/** The longest text a string schema accepts (entries of text lists carry no field description). */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  return schema instanceof z.ZodString ? (schema.maxLength ?? undefined) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a path below a node section (`['dataSource', 0, 2, 'title']`). */
export function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}
