import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { QA_LIMITS } from '../../shared/api/qa';

export interface CategoryNameModalProps {
  open: boolean;
  title: string;
  initialName?: string;
  saving: boolean;
  onSave(name: string): void;
  onClose(): void;
}

/** The name of a new or renamed category (no "/", which separates levels in the xlsx). */
export function CategoryNameModal({
  open,
  title,
  initialName = '',
  saving,
  onSave,
  onClose,
}: CategoryNameModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ name }) => onSave(name.trim())}>
        <Form.Item
          name="name"
          label="分类名称"
          rules={[
            { required: true, whitespace: true, message: '请输入分类名称' },
            { max: QA_LIMITS.categoryName, message: `分类名称不能超过${QA_LIMITS.categoryName}个字符` },
            { pattern: /^[^/]*$/, message: '分类名称不能包含“/”' },
          ]}
        >
          <Input maxLength={QA_LIMITS.categoryName} showCount autoFocus placeholder="例如：票务" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
