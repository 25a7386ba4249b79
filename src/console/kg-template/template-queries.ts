import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session-store';
import { type LibraryPageQuery, type TemplatePageQuery, templateApi } from './template-api';

/** Query keys of template data, with the visit role in each (another role sees other projects). */
export const TEMPLATE_KEYS = {
  all: ['kg-templates'] as const,
  libraries: (role: string, query: LibraryPageQuery) => ['kg-templates', role, 'libraries', query] as const,
  library: (role: string, libId: string) => ['kg-templates', role, 'library', libId] as const,
  templates: (role: string, libId: string, query: TemplatePageQuery) =>
    ['kg-templates', role, 'templates', libId, query] as const,
  bases: (role: string, projectId: string) => ['kg-templates', role, 'bases', projectId] as const,
};

export function useLibraryPage(query: LibraryPageQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: TEMPLATE_KEYS.libraries(role, query),
    queryFn: () => templateApi.libraryPage(query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: query.projectId !== '',
  });
}

export function useLibrary(libId: string, projectId: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: TEMPLATE_KEYS.library(role, libId),
    queryFn: () => templateApi.library(libId, projectId, { quiet: true }),
    enabled: libId !== '' && projectId !== '',
    retry: false,
  });
}

export function useTemplatePage(libId: string, query: TemplatePageQuery) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: TEMPLATE_KEYS.templates(role, libId, query),
    queryFn: () => templateApi.templates(libId, query, { quiet: true }),
    placeholderData: keepPreviousData,
    enabled: libId !== '' && query.projectId !== '',
  });
}

export function useProjectBases(projectId: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: TEMPLATE_KEYS.bases(role, projectId),
    queryFn: () => templateApi.bases(projectId, { quiet: true }),
    enabled: projectId !== '',
  });
}
