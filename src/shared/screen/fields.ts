import { z } from 'zod';
import { MSG } from '../messages';
import { isServableMediaUrl } from './media-url';

/**
 * Field builders for tag data and attrs. Optional texts and media may be missing or empty. Each builder returns a zod schema that carries its
 * Chinese error texts, and registers a label and an editing kind in `fieldRegistry` so the
 * property panel can build a form from a tag's schema without a second description.
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'image'
  | 'video'
  | 'media'
  | 'number'
  | 'switch'
  | 'choice'
  | 'list'
  | 'textList'
  | 'group'
  | 'mapPoint';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface FieldMeta {
  label: string;
  kind: FieldKind;
  options?: readonly ChoiceOption[];
  min?: number;
  max?: number;
  step?: number;
  /** Name of one entry of a list, e.g. 问题 (the panel's add button says 添加问题). */
  itemLabel?: string;
  /** A map point field: the sibling text field that takes the chosen point's name. */
  nameField?: string;
}

/** Marks the zod issue of a media reference that cannot be served (it blocks saving, not only release). */
export const BROKEN_MEDIA = 'brokenMedia';

export const fieldRegistry = z.registry<FieldMeta>();

/** The panel's description of a field, or undefined for a schema built without these helpers. */
export function fieldMetaOf(schema: z.ZodType): FieldMeta | undefined {
  return fieldRegistry.get(schema);
}

interface TextOptions {
  max?: number;
  optional?: boolean;
}

function textSchema(label: string, kind: 'text' | 'textarea', { max, optional }: Required<TextOptions>) {
  const tooLong = `${label}不能超过${max}个字`;
  const schema = optional
    ? z.string().max(max, tooLong).optional()
    : z.string().trim().min(1, `${label}不能为空`).max(max, tooLong);
  return schema.register(fieldRegistry, { label, kind, max });
}

function mediaSchema(label: string, kind: 'image' | 'video' | 'media', optional: boolean) {
  const base = z
    .string()
    .max(2048, `${label}地址过长`)
    .refine(isServableMediaUrl, {
      error: `${label}地址无效，请从素材库重新选择`,
      params: { [BROKEN_MEDIA]: true },
    });
  const schema = optional ? base.optional() : base.refine((url) => url !== '', `请选择${label}`);
  return schema.register(fieldRegistry, { label, kind });
}

export const field = {
  /** One line of text shown on the robot screen. */
  text: (label: string, { max = 30, optional = false }: TextOptions = {}) =>
    textSchema(label, 'text', { max, optional }),

  /** A paragraph. */
  textarea: (label: string, { max = 200, optional = false }: TextOptions = {}) =>
    textSchema(label, 'textarea', { max, optional }),

  image: (label: string, { optional = false } = {}) => mediaSchema(label, 'image', optional),
  video: (label: string, { optional = false } = {}) => mediaSchema(label, 'video', optional),
  /** A picture or a video (swipers accept both). */
  media: (label: string, { optional = false } = {}) => mediaSchema(label, 'media', optional),

  number: (label: string, { min = 0, max = 99999999, step = 1 } = {}) =>
    z
      .number(`${label}必须是数字`)
      .min(min, MSG.numberBelowMin(min))
      .max(max, MSG.numberAboveMax(max))
      .register(fieldRegistry, { label, kind: 'number', min, max, step }),

  switch: (label: string) => z.boolean().register(fieldRegistry, { label, kind: 'switch' }),

  choice: <const V extends string>(label: string, options: readonly { value: V; label: string }[]) =>
    z
      .enum(
        options.map((option) => option.value),
        `请选择${label}`,
      )
      .register(fieldRegistry, { label, kind: 'choice', options }),

  list: <T extends z.ZodType>(
    label: string,
    item: T,
    { min = 0, max = 50, itemLabel = '项' }: { min?: number; max?: number; itemLabel?: string } = {},
  ) =>
    z
      .array(item)
      .min(min, `${label}至少需要${min}个${itemLabel}`)
      .max(max, `${label}最多${max}个${itemLabel}`)
      .register(fieldRegistry, { label, kind: 'list', min, max, itemLabel }),

  /** A list of short texts (questions, text lines). */
  textList: (
    label: string,
    {
      min = 0,
      max = 20,
      itemMax = 30,
      itemLabel = '条',
    }: { min?: number; max?: number; itemMax?: number; itemLabel?: string } = {},
  ) =>
    z
      .array(
        z
          .string()
          .trim()
          .min(1, `${label}中有空的${itemLabel}`)
          .max(itemMax, `${label}每${itemLabel}不能超过${itemMax}个字`),
      )
      .min(min, `${label}至少需要${min}${itemLabel}`)
      .max(max, `${label}最多${max}${itemLabel}`)
      .register(fieldRegistry, { label, kind: 'textList', min, max, itemLabel }),

  group: <S extends z.ZodRawShape>(label: string, shape: S) =>
    z.object(shape).register(fieldRegistry, { label, kind: 'group' }),

  /**
   * A point of the project's maps (地图管理), stored by id; choosing one also writes its name into
   * the sibling field `nameField`, so the screen shows the name without asking the server.
   */
  mapPoint: (label: string, { nameField = 'name' }: { nameField?: string } = {}) =>
    z
      .string()
      .max(64, `${label}无效，请重新选择`)
      .optional()
      .register(fieldRegistry, { label, kind: 'mapPoint', nameField }),
};
