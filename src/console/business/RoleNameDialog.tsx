import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';

/** Asks for a role's name: to create, copy or rename a role. */
export function RoleNameDialog({
  title,
  open,
  initialName,
  onSubmit,
  onClose,
}: {
  title: string;
  open: boolean;
  initialName?: string;
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName ?? '' });
  }, [open, initialName, form]);
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        const { name } = await form.validateFields();
        await onSubmit(name.trim());
        onClose();
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="name"
          label="角色名称"
          rules={[
            { required: true, whitespace: true, message: '请输入角色名称' },
            { max: 20, message: '角色名称不能超过20个字符' },
          ]}
        >
          <Input placeholder="如：内容编辑、运营专员" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
