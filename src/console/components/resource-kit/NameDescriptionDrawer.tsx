import { Button, Drawer, Flex, Form, Input } from 'antd';
import { useEffect } from 'react';

export interface NameDescription {
  name: string;
  description: string;
}

export interface NameDescriptionDrawerProps {
  open: boolean;
  /** What is named, e.g. 词典: titles 新建词典 / 编辑词典 and the field label 词典名称. */
  noun: string;
  /** The row being edited; none: a new one. */
  editing?: NameDescription;
  namePlaceholder: string;
  descriptionPlaceholder: string;
  saving: boolean;
  onSubmit(fields: NameDescription): void;
  onClose(): void;
}

/** 新建… / 编辑…: a resource's name (30 characters) and description (200), as the contracts check them. */
export function NameDescriptionDrawer(props: NameDescriptionDrawerProps) {
  const { open, noun, editing } = props;
  const [form] = Form.useForm<NameDescription>();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: editing?.name ?? '', description: editing?.description ?? '' });
  }, [open, editing, form]);
  return (
    <Drawer
      open={open}
      onClose={props.onClose}
      size={480}
      title={`${editing ? '编辑' : '新建'}${noun}`}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={props.onClose}>取消</Button>
          <Button type="primary" loading={props.saving} onClick={() => form.submit()}>
            {editing ? '保存' : '创建'}
          </Button>
        </Flex>
      }
    >
      <Form<NameDescription> form={form} layout="vertical" onFinish={props.onSubmit}>
        <Form.Item
          name="name"
          label={`${noun}名称`}
          rules={[
            { required: true, whitespace: true, message: `请输入${noun}名称` },
            { max: 30, message: `${noun}名称不能超过30个字符` },
          ]}
        >
          <Input placeholder={props.namePlaceholder} maxLength={30} showCount autoFocus />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={[{ max: 200, message: '描述不能超过200个字符' }]}>
          <Input.TextArea placeholder={props.descriptionPlaceholder} maxLength={200} showCount rows={3} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
