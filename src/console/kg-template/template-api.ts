import type { KgBaseSummary, QueryTestAnswer } from '../../shared/api/knowledge-graph';
import { KG_API } from '../../shared/api/knowledge-graph';
import {
  KG_TEMPLATE_API,
  type LibraryCreateBody,
  type LibraryEditBody,
  type QaTemplate,
  type QaTemplateBody,
  type TemplateDomain,
  type TemplateLibrarySummary,
} from '../../shared/api/knowledge-graph-templates';
import type { Page } from '../../shared/api/paging';
import { type CallOptions, http } from '../api/http';

export interface LibraryPageQuery {
  projectId: string;
  pageNo: number;
  pageSize: number;
  name?: string;
}
export interface TemplatePageQuery {
  projectId: string;
  pageNo: number;
  pageSize: number;
  keyword?: string;
  domain?: TemplateDomain;
}

/** The Q&A template library calls (shared/api/knowledge-graph-templates.ts). */
export const templateApi = {
  libraryPage: (query: LibraryPageQuery, options?: CallOptions) =>
    http.get<Page<TemplateLibrarySummary>>(KG_TEMPLATE_API.libraryPage, { ...query }, options),
  library: (libId: string, projectId: string, options?: CallOptions) =>
    http.get<TemplateLibrarySummary>(KG_TEMPLATE_API.library(libId), { projectId }, options),
  createLibrary: (body: LibraryCreateBody) =>
    http.post<TemplateLibrarySummary>(KG_TEMPLATE_API.libraries, body),
  editLibrary: (libId: string, body: LibraryEditBody) =>
    http.patch<TemplateLibrarySummary>(KG_TEMPLATE_API.library(libId), body),
  removeLibrary: (libId: string) => http.delete<null>(KG_TEMPLATE_API.library(libId)),
  templates: (libId: string, query: TemplatePageQuery, options?: CallOptions) =>
    http.get<Page<QaTemplate>>(KG_TEMPLATE_API.templates(libId), { ...query }, options),
  addTemplate: (libId: string, body: QaTemplateBody) =>
    http.post<QaTemplate>(KG_TEMPLATE_API.templates(libId), body),
  editTemplate: (id: string, body: Partial<QaTemplateBody>) =>
    http.patch<QaTemplate>(KG_TEMPLATE_API.template(id), body),
  removeTemplate: (id: string) => http.delete<null>(KG_TEMPLATE_API.template(id)),
  /** The project's knowledge graphs, to try questions on and to choose libraries for. */
  bases: (projectId: string, options?: CallOptions) =>
    http.get<Page<KgBaseSummary>>(KG_API.basePage, { projectId, pageNo: 0, pageSize: 100 }, options),
  chooseLibraries: (baseId: string, templateLibraryIds: string[]) =>
    http.patch<KgBaseSummary>(KG_API.base(baseId), { templateLibraryIds }),
  ask: (kgBaseId: string, question: string) =>
    http.get<QueryTestAnswer>(KG_API.queryTest, { kgBaseId, question }, { quiet: true }),
};
