import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import type { z } from 'zod';
import { zodFieldRule } from '../../project/list/zod-field-rule';

export interface NameFields {
  name: string;
  description?: string;
}

export interface NameFormModalProps {
  open: boolean;
  /** 新建动作, 编辑热词表… */
  title: string;
  /** 动作名称, 热词表名称… */
  nameLabel: string;
  nameRule: z.ZodType;
  /** Shows a description field (at most 200 characters). */
  withDescription?: boolean;
  initial?: NameFields;
  saving: boolean;
  onClose(): void;
  onSave(fields: NameFields): void;
}

/** A small form for a row's name (and description): create and rename in one dialog. */
export function NameFormModal(props: NameFormModalProps) {
  const [form] = Form.useForm<NameFields>();
  const { open, initial } = props;
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initial?.name ?? '', description: initial?.description ?? '' });
  }, [open, initial, form]);
  return (
    <Modal
      open={open}
      title={props.title}
      okText="保存"
      cancelText="取消"
      confirmLoading={props.saving}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<NameFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(fields) => props.onSave({ ...fields, description: fields.description ?? '' })}
      >
        <Form.Item name="name" label={props.nameLabel} rules={[zodFieldRule(props.nameRule)]}>
          <Input autoFocus maxLength={30} showCount placeholder={`请输入${props.nameLabel}`} />
        </Form.Item>
        {props.withDescription && (
          <Form.Item name="description" label="描述">
            <Input.TextArea
              maxLength={200}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder="选填"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
