import { z } from 'zod';
import { pageQuery } from './paging';
import { type PermittedRow, resourceTag } from './resource-permissions';

/**
 * Robot projects (manager/v1). The spec fixes the route `{projectID}` = `id_name` but not the
 * calls; these follow the homepage calls' style. Every call is scoped to the caller's visit role:
 * the enterprise (Is-Enterprise: true) or the person, and answered by the resource permission
 * rules (type PROJECT): lists show what the caller may see, with their flags per row.
 */
export const PROJECT_API = {
  page: '/manager/v1/project/page', // GET ?pageNo&pageSize&name&tag
  detail: '/manager/v1/project/detail', // GET ?id
  create: '/manager/v1/project/create', // PUT
  edit: '/manager/v1/project/edit', // POST
  remove: '/manager/v1/project', // DELETE ?id
} as const;

const projectName = z
  .string({ error: '请输入项目名称' })
  .trim()
  .min(1, '请输入项目名称')
  .max(30, '项目名称不能超过30个字符');
const projectDescription = z.string().trim().max(200, '项目描述不能超过200个字符').default('');

export const projectPageQuery = pageQuery.extend({
  name: z.string().trim().max(30).optional(),
  /** Only projects carrying this tag. */
  tag: resourceTag.optional(),
});
export const projectIdQuery = z.object({ id: z.string().min(1).max(64) });
export const projectCreateBody = z.object({ name: projectName, description: projectDescription });
export const projectEditBody = z.object({
  id: z.string().min(1).max(64),
  name: projectName,
  description: projectDescription,
});

/** A project as lists and the detail show it, with the caller's flags and its tags. */
export interface ProjectSummary extends PermittedRow {
  id: string;
  name: string;
  description: string;
  /** Screen configurations in the project. */
  configurationCount: number;
  createdAt: string;
  updatedAt: string;
}
