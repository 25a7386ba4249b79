import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { type ProjectSummary, projectCreateBody } from '../../shared/api/projects';
import { feedback } from '../app/feedback';
import { zodFieldRule } from './list/zod-field-rule';
import { type ProjectFields, projectApi } from './project-api';
import { PROJECT_KEYS } from './project-queries';

export interface ProjectFormModalProps {
  open: boolean;
  /** The project to edit; none to create one. */
  project: ProjectSummary | null;
  onClose(): void;
  onSaved(project: ProjectSummary): void;
}

const { name: nameSchema, description: descriptionSchema } = projectCreateBody.shape;

/** Creates a project or edits its name and description, with the contract's rules. */
export function ProjectFormModal({ open, project, onClose, onSaved }: ProjectFormModalProps) {
  const [form] = Form.useForm<ProjectFields>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (fields: ProjectFields) =>
      project ? projectApi.edit(project.id, fields) : projectApi.create(fields),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: PROJECT_KEYS.all });
      feedback.success(project ? '项目已保存' : '项目已创建');
      onSaved(saved);
    },
  });

  return (
    <Modal
      open={open}
      title={project ? '编辑项目' : '新建项目'}
      okText={project ? '保存' : '创建'}
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
        requiredMark
        initialValues={{ name: project?.name ?? '', description: project?.description ?? '' }}
        onFinish={(fields) => save.mutate(fields)}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="name" label="项目名称" required rules={[zodFieldRule(nameSchema)]}>
          <Input maxLength={30} showCount placeholder="例如：科技馆一楼导览" autoFocus />
        </Form.Item>
        <Form.Item name="description" label="项目描述" rules={[zodFieldRule(descriptionSchema)]}>
          <Input.TextArea
            maxLength={200}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder="介绍项目的场地、用途或服务对象（选填）"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
