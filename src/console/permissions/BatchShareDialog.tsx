import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Radio } from 'antd';
import {
  RESOURCE_TYPE_NAMES,
  SHARE_LEVEL_NAMES,
  SHARE_LEVELS,
  type ShareLevel,
} from '../../shared/api/resource-permissions';
import type { ResourceType } from '../../shared/permissions';
import { feedback } from '../app/feedback';
import { ColleagueSelect } from './ColleagueSelect';
import { resourceApi } from './resource-api';
import { ShareLevelHint } from './ShareLevelHint';
import { PERMISSION_KEYS } from './use-passed-operations';

export interface BatchShareDialogProps {
  type: ResourceType;
  open: boolean;
  resourceIds: string[];
  onClose(): void;
  onDone(): void;
}

interface Fields {
  userIds: string[];
  level: ShareLevel;
}

/** Shares the selected resources with the same colleagues at one level (BATCH_SHARE). */
export function BatchShareDialog({ type, open, resourceIds, onClose, onDone }: BatchShareDialogProps) {
  const [form] = Form.useForm<Fields>();
  const queryClient = useQueryClient();
  const share = useMutation({
    mutationFn: ({ userIds, level }: Fields) =>
      resourceApi.batchShare({
        resourceType: type,
        resourceIds,
        shares: userIds.map((userId) => ({ userId, level })),
      }),
    onSuccess: () => {
      feedback.success(`已共享 ${resourceIds.length} 个${RESOURCE_TYPE_NAMES[type]}`);
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
      onDone();
    },
  });

  return (
    <Modal
      open={open}
      title={`批量共享（已选 ${resourceIds.length} 个${RESOURCE_TYPE_NAMES[type]}）`}
      okText="共享"
      width={560}
      confirmLoading={share.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ userIds: [], level: 'VIEW' }}
        onFinish={(fields) => share.mutate(fields)}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="userIds"
          label="共享给"
          rules={[{ required: true, type: 'array', min: 1, message: '请选择共享对象' }]}
        >
          <ColleagueSelect />
        </Form.Item>
        <Form.Item name="level" label="权限" extra={<ShareLevelHint />}>
          <Radio.Group
            options={SHARE_LEVELS.map((level) => ({ value: level, label: SHARE_LEVEL_NAMES[level] }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
