import {
  type AttributeDataTypeInfo,
  type AttributeSpec,
  type BaseCreateBody,
  type BaseEditBody,
  type ConceptCreateBody,
  type ConceptDetail,
  type ConceptEditBody,
  type ConceptTree,
  type EntityCreateBody,
  type EntityDetail,
  type EntityEditBody,
  type EntityPage,
  type EntityRelationItem,
  type GraphAnswer,
  type ImportResult,
  KG_API,
  type KgBaseSummary,
  type QueryTestAnswer,
  type ValidAttribute,
  type ValidOutRelation,
} from '../../shared/api/knowledge-graph';
import type { Page } from '../../shared/api/paging';
import { type CallOptions, http, UPLOAD_CALL } from '../api/http';

export interface BasePageQuery {
  projectId: string;
  pageNo: number;
  pageSize: number;
  name?: string;
  tag?: string;
}

export interface EntityListQuery {
  kgBaseId: string;
  pageNo: number;
  pageSize: number;
  conceptId?: string;
  name?: string;
}

export type ImportKind = 'concept' | 'entity';
export type ImportMode = 'overwrite' | 'append';

const IMPORT_PATHS = {
  concept: { overwrite: KG_API.conceptImportOverwrite, append: KG_API.conceptImportAppend },
  entity: { overwrite: KG_API.entityImportOverwrite, append: KG_API.entityImportAppend },
} as const;

/** The kg/v1 calls of spec section 7 (shared/api/knowledge-graph.ts), through the request layer. */
export const kgApi = {
  basePage: (query: BasePageQuery, options?: CallOptions) =>
    http.get<Page<KgBaseSummary>>(KG_API.basePage, { ...query }, options),
  base: (id: string, options?: CallOptions) => http.get<KgBaseSummary>(KG_API.base(id), undefined, options),
  createBase: (body: BaseCreateBody) => http.post<KgBaseSummary>(KG_API.bases, body),
  editBase: (id: string, body: BaseEditBody) => http.patch<KgBaseSummary>(KG_API.base(id), body),
  removeBase: (id: string) => http.delete<null>(KG_API.base(id)),
  build: (id: string) => http.put<KgBaseSummary>(KG_API.build(id)),
  queryTest: (kgBaseId: string, question: string) =>
    http.get<QueryTestAnswer>(KG_API.queryTest, { kgBaseId, question }, { quiet: true }),

  concepts: (kgBaseId: string) => http.get<ConceptTree>(KG_API.concepts, { kgBaseId }),
  concept: (id: string) => http.get<ConceptDetail>(KG_API.concept(id)),
  createConcept: (body: ConceptCreateBody) => http.post<ConceptDetail>(KG_API.concepts, body),
  editConcept: (id: string, body: ConceptEditBody) => http.patch<ConceptDetail>(KG_API.concept(id), body),
  removeConcept: (id: string) => http.delete<null>(KG_API.concept(id)),
  conceptGraph: (kgBaseId: string) => http.get<GraphAnswer>(KG_API.conceptGraph(kgBaseId)),
  attributeDataTypes: () => http.get<AttributeDataTypeInfo[]>(KG_API.attributeDataTypes),
  editAttribute: (id: string, body: Partial<AttributeSpec>) => http.patch(KG_API.attribute(id), body),

  entities: (query: EntityListQuery, options?: CallOptions) =>
    http.get<EntityPage>(KG_API.entities, { ...query }, options),
  entity: (id: string) => http.get<EntityDetail>(KG_API.entity(id)),
  createEntity: (body: EntityCreateBody) => http.post<EntityDetail>(KG_API.entities, body),
  editEntity: (id: string, body: EntityEditBody) => http.patch<EntityDetail>(KG_API.entity(id), body),
  removeEntity: (id: string) => http.delete<null>(KG_API.entity(id)),
  entityGraph: (id: string, depth = 1) => http.get<GraphAnswer>(KG_API.entityGraph(id), { depth }),
  baseGraph: (kgBaseId: string, withValues = false) =>
    http.get<GraphAnswer>(KG_API.baseGraph(kgBaseId), { withValues: String(withValues) }),
  validAttributes: (id: string) => http.get<ValidAttribute[]>(KG_API.entityValidAttributes(id)),
  addValue: (id: string, attributeId: string, value: string) =>
    http.post<ValidAttribute>(KG_API.entityAttributes(id), { attributeId, value }),
  setValue: (id: string, attributeId: string, value: string) =>
    http.put<ValidAttribute>(KG_API.entityAttribute(id, attributeId), { value }),
  removeValue: (id: string, attributeId: string) =>
    http.delete<null>(KG_API.entityAttribute(id, attributeId)),
  validOutRelations: (id: string) => http.get<ValidOutRelation[]>(KG_API.entityValidOutRelations(id)),
  addRelation: (id: string, relationId: string, targetEntityId: string) =>
    http.post<EntityRelationItem>(KG_API.entityRelations(id), { relationId, targetEntityId }),
  removeRelation: (id: string, relId: string) => http.delete<null>(KG_API.entityRelation(id, relId)),

  importFile: (kind: ImportKind, mode: ImportMode, kgBaseId: string, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return http.post<ImportResult>(`${IMPORT_PATHS[kind][mode]}?${new URLSearchParams({ kgBaseId })}`, body, {
      ...UPLOAD_CALL,
      quiet: true,
    });
  },
};
