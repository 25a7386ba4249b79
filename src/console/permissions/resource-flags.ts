import { useMemo } from 'react';
import { ASK_FOR_FLAG, missingFlagMessage } from '../../shared/api/resource-permissions';
import type { ResourceFlag, ResourcePermissions, ResourceType } from '../../shared/permissions';

/** What the caller may do with one resource, and why not when they may not. */
export interface ResourceFlags {
  allows(flag: ResourceFlag): boolean;
  /** The reason shown on a forbidden action (null when allowed). */
  reason(flag: ResourceFlag): string | null;
}

/**
 * Reads the flags the server computed for a row. The client only hides or disables; the server
 * refuses the same actions with the same words.
 */
export function resourceFlags(
  type: ResourceType,
  permissions: ResourcePermissions,
  name?: string,
): ResourceFlags {
  return {
    allows: (flag) => permissions[flag],
    reason: (flag) => (permissions[flag] ? null : `${missingFlagMessage(type, flag, name)}。${ASK_FOR_FLAG}`),
  };
}

export function useResourceFlags(
  type: ResourceType,
  permissions: ResourcePermissions,
  name?: string,
): ResourceFlags {
  return useMemo(() => resourceFlags(type, permissions, name), [type, permissions, name]);
}
