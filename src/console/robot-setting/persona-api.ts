import type { Page } from '../../shared/api/paging';
import {
  PERSONA_API,
  type PersonaDetail,
  type PersonaEditBody,
  type PersonaSummary,
} from '../../shared/api/personas';
import { type CallOptions, http } from '../api/http';
import type { ListQuery, NameAndDescription } from '../components/resource-kit/resource-kind';

/** The device persona calls (shared/api/personas.ts). */
export const personaApi = {
  page: (projectId: string, query: ListQuery, options?: CallOptions) =>
    http.get<Page<PersonaSummary>>(PERSONA_API.page, { projectId, ...query }, options),
  detail: (id: string, options?: CallOptions) => http.get<PersonaDetail>(PERSONA_API.detail, { id }, options),
  create: (projectId: string, fields: NameAndDescription) =>
    http.put<PersonaSummary>(PERSONA_API.create, { projectId, ...fields }),
  edit: (body: PersonaEditBody) => http.post<PersonaDetail>(PERSONA_API.edit, body),
  enable: (id: string, enabled: boolean) => http.put<PersonaSummary>(PERSONA_API.enable, { id, enabled }),
  remove: (id: string) => http.delete<null>(`${PERSONA_API.remove}?${new URLSearchParams({ id })}`),
};

/** The edit body that saves a persona as it is, with `fields` changed. */
export const personaBody = (
  row: PersonaDetail,
  fields: Partial<Omit<PersonaEditBody, 'id'>> = {},
): PersonaEditBody => ({
  id: row.id,
  name: row.name,
  description: row.description,
  profile: row.profile,
  answers: row.answers,
  targets: row.targets,
  ...fields,
});

/** 编辑信息 from the list: the name and description, the rest as saved. */
export const renamePersona = async (id: string, fields: NameAndDescription) =>
  personaApi.edit(personaBody(await personaApi.detail(id), fields));
