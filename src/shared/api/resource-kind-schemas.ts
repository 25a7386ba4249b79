import { z } from 'zod';
import { pageQuery } from './paging';

/** The id of a row as the calls take it (the server answers 404 for one it does not know). */
export const resourceId = z.string().min(1).max(64);

/** What every resource kind's list is filtered by: its project, a name fragment, a tag. */
export const resourcePageQuery = pageQuery.extend({
  projectId: resourceId,
  name: z.string().trim().max(30).optional(),
  tag: z.string().trim().min(1).max(20).optional(),
});
export const resourceIdQuery = z.object({ id: resourceId });
export const resourceEnableBody = z.object({
  id: resourceId,
  enabled: z.boolean({ error: '请说明启用或停用' }),
});

/** A resource's name: required, at most `max` characters, in the kind's own word. */
export const resourceName = (noun: string, max = 30) =>
  z
    .string({ error: `请输入${noun}名称` })
    .trim()
    .min(1, `请输入${noun}名称`)
    .max(max, `${noun}名称不能超过${max}个字符`);
export const resourceDescription = z.string().trim().max(200, '描述不能超过200个字符').default('');
