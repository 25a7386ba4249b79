import { useQuery } from '@tanstack/react-query';
import { ACTION_API, type ActionSummary } from '../../shared/api/actions';
import { DICTIONARY_API, type DictionarySummary } from '../../shared/api/dictionaries';
import type { Page } from '../../shared/api/paging';
import { http } from '../api/http';
import { useSession } from '../session/session-store';

/** The most options a picker loads; a project with more is searched by name. */
const OPTION_PAGE = 100;

export interface NamedOption {
  value: string;
  label: string;
  enabled: boolean;
}

const optionsOf = (rows: { id: string; name: string; enabled: boolean }[]): NamedOption[] =>
  rows.map((row) => ({ value: row.id, label: row.name, enabled: row.enabled }));

/**
 * The project's dictionaries the caller may see, for a slot's dictionary picker (quiet: a caller
 * without the 词典 menu still edits slots, the picker then offers the dictionaries already chosen).
 */
export function useDictionaryOptions(projectId: string, name: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: ['intents', role, 'dictionary-options', projectId, name],
    queryFn: async () =>
      optionsOf(
        (
          await http.get<Page<DictionarySummary>>(
            DICTIONARY_API.page,
            { projectId, pageSize: OPTION_PAGE, ...(name ? { name } : {}) },
            { quiet: true },
          )
        ).content,
      ),
    enabled: projectId !== '',
    retry: false,
  });
}

/** The project's actions the caller may see, for the intent's action picker. */
export function useActionOptions(projectId: string, name: string) {
  const role = useSession((state) => state.visitRole);
  return useQuery({
    queryKey: ['intents', role, 'action-options', projectId, name],
    queryFn: async () =>
      optionsOf(
        (
          await http.get<Page<ActionSummary>>(
            ACTION_API.page,
            { projectId, pageSize: OPTION_PAGE, ...(name ? { name } : {}) },
            { quiet: true },
          )
        ).content,
      ),
    enabled: projectId !== '',
    retry: false,
  });
}
