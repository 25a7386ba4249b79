import type { NamedItem } from '../../shared/api/devices';
import {
  type BatchShareBody,
  type BatchTagBody,
  type Colleague,
  RESOURCE_API,
  type ResourceShare,
  type ShareBody,
} from '../../shared/api/resource-permissions';
import type { PassedOperations } from '../../shared/api/uc';
import { UC } from '../../shared/api/uc-paths';
import type { BatchOperation, ResourceType } from '../../shared/permissions';
import { http } from '../api/http';

/** The calls shared by every resource type: shares, tags, colleagues, passed batch operations. */
export const resourceApi = {
  shares: (resourceType: ResourceType, resourceId: string) =>
    http.get<ResourceShare[]>(RESOURCE_API.shares, { resourceType, resourceId }),
  share: (body: ShareBody) => http.put<ResourceShare[]>(RESOURCE_API.share, body),
  batchShare: (body: BatchShareBody) => http.put<null>(RESOURCE_API.batchShare, body),
  batchTag: (body: BatchTagBody) => http.put<null>(RESOURCE_API.batchTag, body),
  tags: (resourceType: ResourceType, name: string, signal?: AbortSignal) =>
    http.get<NamedItem[]>(RESOURCE_API.tags, { resourceType, name }, { signal, quiet: true }),
  colleagues: (name: string, signal?: AbortSignal) =>
    http.get<Colleague[]>(RESOURCE_API.colleagues, { name }, { signal, quiet: true }),
  passedOperations: (resourceType: ResourceType, operationTypes: readonly BatchOperation[]) =>
    http.put<PassedOperations>(UC.listAuthorizePassedOperations, { resourceType, operationTypes }),
};
