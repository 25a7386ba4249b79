import { useMutation } from '@tanstack/react-query';
import { App, Checkbox, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import {
  TEMPLATE_DOMAIN_NAMES,
  TEMPLATE_DOMAINS,
  type TemplateDomain,
  type TemplateLibrarySummary,
} from '../../shared/api/knowledge-graph-templates';
import { templateApi } from './template-api';

const NO_DOMAINS: TemplateDomain[] = [];

interface FormValues {
  name: string;
  description: string;
  copyDomains: TemplateDomain[];
}

/**
 * 新建模版库 (optionally starting from domains of the general library) or 编辑 a library's name and
 * description. One modal mounted per opening, so it always shows the library it was opened for.
 */
export function LibraryFormModal({
  projectId,
  library,
  open,
  initialDomains = NO_DOMAINS,
  onClose,
  onSaved,
}: {
  projectId: string;
  library: TemplateLibrarySummary | null;
  open: boolean;
  initialDomains?: TemplateDomain[];
  onClose(): void;
  onSaved(library: TemplateLibrarySummary): void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  useEffect(() => {
    if (open)
      form.setFieldsValue({
        name: library?.name ?? '',
        description: library?.description ?? '',
        copyDomains: initialDomains,
      });
  }, [open, library, initialDomains, form]);
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      library
        ? templateApi.editLibrary(library.id, { name: values.name, description: values.description })
        : templateApi.createLibrary({ projectId, ...values }),
    onSuccess: (saved) => {
      message.success(library ? '模版库已保存' : '模版库已创建');
      onSaved(saved);
    },
  });
  return (
    <Modal
      title={library ? '编辑模版库' : '新建模版库'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={library ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="name"
          label="模版库名称"
          rules={[
            { required: true, whitespace: true, message: '请输入模版库名称' },
            { max: 30, message: '模版库名称不能超过30个字符' },
          ]}
        >
          <Input placeholder="如：展厅常见问法" maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={[{ max: 200, message: '描述不能超过200个字符' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="这个模版库用在哪些场景" />
        </Form.Item>
        {!library && (
          <Form.Item
            name="copyDomains"
            label="从通用模版库复制"
            extra="复制后可在项目模版库中自由修改；不选则从空白开始"
          >
            <Checkbox.Group
              options={TEMPLATE_DOMAINS.map((value) => ({ value, label: TEMPLATE_DOMAIN_NAMES[value] }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
