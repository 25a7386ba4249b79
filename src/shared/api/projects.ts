import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * Robot projects (manager/v1). The spec fixes the route `{projectID}` = `id_name` but not the
 * calls; these follow the homepage calls' style. Every call is scoped to the caller's visit role:
 * the enterprise (Is-Enterprise: true) or the person.
 */
export const PROJECT_API = {
  page: '/manager/v1/project/page', // GET ?pageNo&pageSize&name
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

export const projectPageQuery = pageQuery.extend({ name: z.string().trim().max(30).optional() });
export const projectIdQuery = z.object({ id: z.string().min(1).max(64) });
export const projectCreateBody = z.object({ name: projectName, description: projectDescription });
export const projectEditBody = z.object({
  id: z.string().min(1).max(64),
  name: projectName,
  description: projectDescription,
});

export interface ProjectSummary {
  id: string;
  name: string;
  description: string;
  /** Screen configurations in the project. */
  configurationCount: number;
  createdAt: string;
  updatedAt: string;
}
