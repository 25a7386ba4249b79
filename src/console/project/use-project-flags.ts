import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { RESOURCE_FLAGS, type ResourcePermissions } from '../../shared/permissions';
import { type ResourceFlags, resourceFlags } from '../permissions/resource-flags';
import { parseProjectID } from './project-id';
import { useProjectDetail } from './project-queries';

/** Until the project's flags arrive nothing is disabled: the server refuses what they forbid anyway. */
const UNKNOWN: ResourcePermissions = Object.fromEntries(
  RESOURCE_FLAGS.map((flag) => [flag, true]),
) as ResourcePermissions;

/**
 * The project of a project area's screen (from the address) and the caller's flags on it: an
 * area's contents (devices, screens…) are read with accessAuth and changed with editAuth.
 */
export function useProjectFlags(): { projectID: string; projectId: string; flags: ResourceFlags } {
  const { projectID = '' } = useParams();
  const { id, name } = parseProjectID(projectID);
  const project = useProjectDetail(id);
  const permissions = project.data?.permissions ?? UNKNOWN;
  const projectName = project.data?.name ?? name;
  const flags = useMemo(() => resourceFlags('PROJECT', permissions, projectName), [permissions, projectName]);
  return { projectID, projectId: id, flags };
}
