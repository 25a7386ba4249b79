import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INTENT_MSG, type IntentDetail } from '../../shared/api/intents';
import { feedback } from '../app/feedback';
import {
  type NameDescription,
  NameDescriptionDrawer,
} from '../components/resource-kit/NameDescriptionDrawer';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { intentApi } from './intent-api';
import { INTENT_KEYS } from './intent-queries';

export interface IntentFormDrawerProps {
  projectId: string;
  open: boolean;
  /** The intent being renamed (its reply and action are kept); none: a new one. */
  editing?: IntentDetail;
  onClose(): void;
  onSaved(intent: IntentDetail): void;
}

/** 新建意图 / 编辑意图: its name and description. */
export function IntentFormDrawer({ projectId, open, editing, onClose, onSaved }: IntentFormDrawerProps) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (fields: NameDescription) =>
      editing
        ? intentApi.edit(editing.id, { ...fields, reply: editing.reply, actionId: editing.actionId })
        : intentApi.create(projectId, fields),
    onSuccess: (intent) => {
      feedback.success(editing ? INTENT_MSG.saved : INTENT_MSG.created);
      void queryClient.invalidateQueries({ queryKey: INTENT_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
      onSaved(intent);
    },
  });
  return (
    <NameDescriptionDrawer
      open={open}
      noun="意图"
      editing={editing}
      namePlaceholder="如：带我去、查询开放时间"
      descriptionPlaceholder="访客说什么时触发它，如：访客请机器人带路去某个展区"
      saving={save.isPending}
      onSubmit={(fields) => save.mutate(fields)}
      onClose={onClose}
    />
  );
}
