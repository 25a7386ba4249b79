import {
  type BindAnswer,
  MATERIAL_API,
  type MaterialPage,
  type MaterialPageParams,
} from '../../shared/api/material';
import { http } from '../api/http';

/** The material library calls (project-areas spec section 7) through the console's request layer. */
export const materialApi = {
  page: (query: MaterialPageParams, signal?: AbortSignal) =>
    http.get<MaterialPage>(MATERIAL_API.page, { ...query }, { signal }),
  /** Quiet: a refusal (文件已存在) shows on the upload's own item. */
  bind: (resourceUrl: string, projectId: string) =>
    http.put<BindAnswer>(MATERIAL_API.bind, { resourceUrl, projectId }, { quiet: true }),
  /** The id goes as both body and query, as the spec says. */
  remove: (id: string) => http.delete<null>(`${MATERIAL_API.remove}?id=${encodeURIComponent(id)}`, { id }),
};
