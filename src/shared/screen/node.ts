import { z } from 'zod';

/** Inline CSS of a node: camelCase property → value (numbers are pixels, as in React). */
export type NodeStyles = Record<string, string | number>;

/**
 * One element of a page: the AST node of the spec's component tree. `data` is what the element
 * shows (texts, media, lists), `attrs` how it is laid out (variants, sizes, free-layer position),
 * `styles` the designer's CSS overrides. Each tag's data and attrs are described in tags/.
 */
export interface ScreenNode {
  id: string;
  tag: string;
  attrs: Record<string, unknown>;
  styles: NodeStyles;
  data: Record<string, unknown>;
  children: ScreenNode[];
}

const idSchema = z.string().min(1).max(64);
const tagSchema = z
  .string()
  .max(64)
  .regex(/^[a-z][a-z0-9-]*$/, '组件标签格式错误');
const styleName = z.string().regex(/^-?[a-zA-Z][a-zA-Z0-9-]*$/, '样式名称格式错误');
const styleValue = z.union([z.string().max(400), z.number()]);

/**
 * The shape of any node, whatever its tag. Tag-specific rules are checked by validate.ts so that
 * a document with an unknown tag can still be loaded, shown (with a placeholder) and repaired.
 * Callers must bound the depth first (see parse-document.ts): zod recurses.
 */
export const screenNodeSchema: z.ZodType<ScreenNode> = z.lazy(() =>
  z.object({
    id: idSchema,
    tag: tagSchema,
    attrs: z.record(z.string(), z.unknown()),
    styles: z.record(styleName, styleValue),
    data: z.record(z.string(), z.unknown()),
    children: z.array(screenNodeSchema),
  }),
);
