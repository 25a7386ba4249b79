import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QA_MSG } from '../../shared/api/qa';
import { feedback } from '../app/feedback';
import { qaApi } from './qa-api';
import { QA_KEYS } from './qa-queries';

/** The category tree's changes; each refreshes the tree, the pairs and the library's figures. */
export function useCategoryActions(libraryId: string) {
  const queryClient = useQueryClient();
  const done = (message: string) => () => {
    feedback.success(message);
    void queryClient.invalidateQueries({ queryKey: QA_KEYS.all });
  };
  const create = useMutation({
    mutationFn: ({ parentId, name }: { parentId: string | null; name: string }) =>
      qaApi.createCategory(libraryId, parentId, name),
    onSuccess: done(QA_MSG.categoryCreated),
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => qaApi.renameCategory(id, name),
    onSuccess: done(QA_MSG.categorySaved),
  });
  const move = useMutation({
    mutationFn: ({ id, parentId }: { id: string; parentId: string | null }) =>
      qaApi.moveCategory(id, parentId),
    onSuccess: done(QA_MSG.categoryMoved),
  });
  const remove = useMutation({
    mutationFn: (id: string) => qaApi.removeCategory(id),
    onSuccess: done(QA_MSG.categoryRemoved),
  });
  return { create, rename, move, remove };
}
