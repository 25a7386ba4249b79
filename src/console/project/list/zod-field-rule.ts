import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd Form rule from a field of a shared zod body, so the field shows the very message the
 * server would answer. An untouched field counts as empty text.
 */
export const zodFieldRule = (schema: z.ZodType): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});
