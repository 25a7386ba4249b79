import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { baseCreateBody, KG_MSG, type KgBaseSummary } from '../../shared/api/knowledge-graph';
import { feedback } from '../app/feedback';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { zodFieldRule } from '../project/list/zod-field-rule';
import { kgApi } from './kg-api';
import { KG_KEYS } from './kg-queries';

interface Fields {
  name: string;
  description: string;
}

export interface BaseFormModalProps {
  projectId: string;
  /** The base to rename; none: a new one. */
  base: KgBaseSummary | null;
  open: boolean;
  onClose(): void;
  onSaved(base: KgBaseSummary): void;
}

/** 新建知识图谱 / 编辑: name and description, with the server's rules. */
export function BaseFormModal({ projectId, base, open, onClose, onSaved }: BaseFormModalProps) {
  const [form] = Form.useForm<Fields>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (fields: Fields) =>
      base ? kgApi.editBase(base.id, fields) : kgApi.createBase({ projectId, ...fields }),
    onSuccess: (saved) => {
      feedback.success(base ? KG_MSG.baseSaved : KG_MSG.baseCreated);
      void queryClient.invalidateQueries({ queryKey: KG_KEYS.bases });
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
      onSaved(saved);
    },
  });
  return (
    <Modal
      open={open}
      title={base ? '编辑知识图谱' : '新建知识图谱'}
      okText={base ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        preserve={false}
        requiredMark={false}
        initialValues={{ name: base?.name ?? '', description: base?.description ?? '' }}
        onFinish={(fields) => save.mutate(fields)}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="name" label="知识图谱名称" rules={[zodFieldRule(baseCreateBody.shape.name)]}>
          <Input maxLength={30} showCount placeholder="如：博物馆导览图谱" autoFocus />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={[zodFieldRule(baseCreateBody.shape.description)]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="这个图谱描述什么领域的知识" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
