import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { RESOURCE_TYPE_NAMES, resourceTag, type TagMode } from '../../shared/api/resource-permissions';
import type { ResourceType } from '../../shared/permissions';
import { feedback } from '../app/feedback';
import { resourceApi } from './resource-api';
import { TagSelect } from './TagSelect';
import { PERMISSION_KEYS } from './use-passed-operations';

const MAX_TAGS_PER_CALL = 10;

export interface BatchTagDialogProps {
  type: ResourceType;
  open: boolean;
  resourceIds: string[];
  /**
   * ADD puts the tags on every selected resource (批量标签); REPLACE edits one resource's tags,
   * starting from `initialTags`.
   */
  mode: TagMode;
  initialTags?: string[];
  onClose(): void;
  onDone(): void;
}

/** The contract's rule for each tag, and at most ten per call. */
async function validTags(_rule: unknown, tags: string[] | undefined) {
  const list = tags ?? [];
  if (list.length > MAX_TAGS_PER_CALL) throw new Error(`最多添加${MAX_TAGS_PER_CALL}个标签`);
  for (const tag of list) {
    const checked = resourceTag.safeParse(tag);
    if (!checked.success) throw new Error(checked.error.issues[0]?.message);
  }
}

/** Tags several resources at once, or edits one resource's tags. Tags are free text. */
export function BatchTagDialog({
  type,
  open,
  resourceIds,
  mode,
  initialTags = [],
  onClose,
  onDone,
}: BatchTagDialogProps) {
  const [form] = Form.useForm<{ tags: string[] }>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ tags }: { tags: string[] }) =>
      resourceApi.batchTag({ resourceType: type, resourceIds, tags: tags.map((tag) => tag.trim()), mode }),
    onSuccess: () => {
      feedback.success('标签已保存');
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
      onDone();
    },
  });
  const adding = mode === 'ADD';

  return (
    <Modal
      open={open}
      title={adding ? `批量标签（已选 ${resourceIds.length} 个${RESOURCE_TYPE_NAMES[type]}）` : '编辑标签'}
      okText="保存"
      width={520}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ tags: adding ? [] : initialTags }}
        onFinish={(fields) => save.mutate(fields)}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="tags"
          label={adding ? '添加标签' : '标签'}
          extra={adding ? '标签会添加到所选的每一项，已有的标签保留。' : '删除全部标签后保存即可清空。'}
          rules={[
            ...(adding ? [{ required: true, type: 'array' as const, min: 1, message: '请输入标签' }] : []),
            { validator: validTags },
          ]}
        >
          <TagSelect resourceType={type} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
