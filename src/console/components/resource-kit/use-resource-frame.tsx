import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ShareDialog } from '../../permissions/ShareDialog';
import { useProjectFlags } from '../../project/use-project-flags';
import { contentFlags } from './content-flags';
import { DetailPlaceholder } from './DetailPlaceholder';
import type { ListRow, ResourceKind } from './resource-kind';
import { useResourceActions } from './use-resource-actions';

/**
 * The frame of one row's page: the row and the caller's flags on it, its actions (a delete goes
 * back to the list), the way back, the placeholder while it loads or when it is missing (told
 * once), the share dialog, and a rename that follows the row's new address.
 */
export function useResourceFrame<T extends ListRow, D extends T = T>(
  kind: ResourceKind<T>,
  query: UseQueryResult<D, Error>,
) {
  const { projectID, projectId, flags: project } = useProjectFlags();
  const paths = kind.paths(projectID);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sharing, setSharing] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const back = () => navigate(paths.list);
  const actions = useResourceActions(kind, { onDeleted: back });
  const row = query.data;
  /** A saved rename: the address carries the name, so the page moves to the new one. */
  const renamed = (saved: { id: string; name: string }, address = paths.detail(saved)) => {
    setRenaming(false);
    void queryClient.invalidateQueries({ queryKey: kind.refreshKey });
    navigate(address, { replace: true });
  };
  return {
    row,
    projectID,
    projectId,
    paths,
    actions,
    back,
    backLabel: `返回${kind.noun}列表`,
    /** The caller's flags on the row, the project's editAuth included. */
    flagsOf: (loaded: T) => contentFlags(kind.type, project, loaded),
    share: () => setSharing(true),
    remove: (loaded: T) => void actions.remove(loaded),
    renaming,
    rename: () => setRenaming(true),
    closeRename: () => setRenaming(false),
    renamed,
    /** What a rename form of the row is given: open with the row, and the address followed after. */
    formProps: (loaded: D, onSaved?: (saved: { id: string; name: string }) => void) => ({
      kind,
      projectId,
      open: renaming,
      editing: loaded,
      onClose: () => setRenaming(false),
      onSaved: onSaved ?? ((saved: { id: string; name: string }) => renamed(saved)),
    }),
    placeholder: (
      <DetailPlaceholder
        error={query.error}
        notFound={`${kind.noun}不存在`}
        backLabel={`返回${kind.noun}列表`}
        onBack={back}
      />
    ),
    shareDialog: row && (
      <ShareDialog
        type={kind.type}
        open={sharing}
        resource={row}
        onClose={() => setSharing(false)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: kind.refreshKey })}
      />
    ),
  };
}
