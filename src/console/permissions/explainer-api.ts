import { type Explanation, TENANT_API } from '../../shared/api/enterprise-admin';
import type { ResourceType } from '../../shared/permissions';
import { http } from '../api/http';

/** Why a colleague holds or lacks each flag on a resource (or on a type), from the server's rule set. */
export const explain = (query: { userId: string; resourceType: ResourceType; resourceId?: string }) =>
  http.get<Explanation>(TENANT_API.explain, query);
