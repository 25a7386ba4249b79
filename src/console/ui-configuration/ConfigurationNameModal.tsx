import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { homepageCreateBody } from '../../shared/api/homepage';
import { zodFieldRule } from '../project/list/zod-field-rule';

export interface ConfigurationNameModalProps {
  open: boolean;
  title: string;
  okText: string;
  /** Read once: its form keeps what it holds, so mount one modal per opening (a new key). */
  initialName: string;
  /** Rejects when the server refused; the modal then stays open. */
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}

/** Asks for a configuration's name: to rename it or to name its copy. */
export function ConfigurationNameModal({
  open,
  title,
  okText,
  initialName,
  onSubmit,
  onClose,
}: ConfigurationNameModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch {
      // The request layer has told the user why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      width={480}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: initialName }}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="name"
          label="配置名称"
          required
          rules={[zodFieldRule(homepageCreateBody.shape.name)]}
        >
          <Input maxLength={30} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
