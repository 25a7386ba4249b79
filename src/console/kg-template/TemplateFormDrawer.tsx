import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Drawer, Flex, Form, Input, Select, Space, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import {
  DEFAULT_ANSWERS,
  KIND_SLOTS,
  type QaTemplate,
  type QaTemplateBody,
  SLOT_NAMES,
  slotsOf,
  TEMPLATE_DOMAIN_NAMES,
  TEMPLATE_DOMAINS,
  TEMPLATE_KIND_NAMES,
  TEMPLATE_KINDS,
  TEMPLATE_SLOTS,
  type TemplateKind,
} from '../../shared/api/knowledge-graph-templates';
import { templateApi } from './template-api';

interface FormValues {
  kind: TemplateKind;
  patterns: string[];
  targets: string[];
  answer: string;
  domain: QaTemplate['domain'];
  enabled: boolean;
}

const BLANK: FormValues = {
  kind: 'ATTRIBUTE',
  patterns: ['{entity}的{attribute}是多少'],
  targets: [],
  answer: '',
  domain: 'common',
  enabled: true,
};
const KIND_HINTS: Record<TemplateKind, string> = {
  ATTRIBUTE: '如「{entity}的{attribute}是多少」：找到实体，读出它的属性值',
  RELATION: '如「{entity}的{relation}是谁」：沿关系找到相关的实体',
  LIST: '如「有哪些{concept}」：列出一个概念下的实体',
  FIXED: '如「{entity}在哪里」：依次查找下面列出的属性或关系',
};

/** 问法 must hold the kind's slots and no others (the server checks the same). */
function patternRule(kind: TemplateKind) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const text = value?.trim() ?? '';
      if (text.length < 2) return Promise.reject(new Error('请输入问法'));
      const slots = slotsOf(text);
      if (slots.some((slot) => !(TEMPLATE_SLOTS as readonly string[]).includes(slot))) {
        return Promise.reject(new Error('问法中只能使用 {entity}、{attribute}、{relation}、{concept}'));
      }
      const missing = KIND_SLOTS[kind].find((slot) => !slots.includes(slot));
      return missing
        ? Promise.reject(new Error(`问法中缺少 {${missing}}（${SLOT_NAMES[missing]}）`))
        : Promise.resolve();
    },
  };
}

/** Adds a template to a library, or edits one: its kind, question patterns, targets and answer. */
export function TemplateFormDrawer({
  libraryId,
  template,
  open,
  onClose,
  onSaved,
}: {
  libraryId: string;
  template: QaTemplate | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const kind = Form.useWatch('kind', form) ?? 'ATTRIBUTE';
  useEffect(() => {
    if (open) form.setFieldsValue(template ? { ...template } : BLANK);
  }, [open, template, form]);
  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const body: QaTemplateBody = { ...values, targets: values.kind === 'FIXED' ? values.targets : [] };
      return template
        ? templateApi.editTemplate(template.id, body)
        : templateApi.addTemplate(libraryId, body);
    },
    onSuccess: () => {
      message.success(template ? '模版已保存' : '模版已添加');
      onSaved();
    },
  });

  return (
    <Drawer
      title={template ? '编辑问答模版' : '添加问答模版'}
      open={open}
      onClose={onClose}
      size={560}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
        initialValues={BLANK}
      >
        <Form.Item
          name="kind"
          label="模版类型"
          extra={KIND_HINTS[kind]}
          rules={[{ required: true, message: '请选择模版类型' }]}
        >
          <Select options={TEMPLATE_KINDS.map((value) => ({ value, label: TEMPLATE_KIND_NAMES[value] }))} />
        </Form.Item>
        <Typography.Text strong>问法</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          用 {'{entity}'} 表示实体、{'{attribute}'} 表示属性、{'{relation}'} 表示关系、{'{concept}'}{' '}
          表示概念；同一意思的多种说法各写一行。
        </Typography.Paragraph>
        <Form.List name="patterns">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="baseline">
                  <Form.Item
                    name={field.name}
                    rules={[patternRule(kind)]}
                    style={{ flex: 1, marginBottom: 12 }}
                  >
                    <Input
                      placeholder="{entity}的{attribute}是多少"
                      aria-label={`问法 ${index + 1}`}
                      maxLength={60}
                    />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button
                      type="text"
                      aria-label={`删除问法 ${index + 1}`}
                      icon={<MinusCircleOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Flex>
              ))}
              {fields.length < 20 && (
                <Button
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  onClick={() => add('')}
                  style={{ marginBottom: 24 }}
                >
                  添加问法
                </Button>
              )}
            </>
          )}
        </Form.List>
        {kind === 'FIXED' && (
          <Form.Item
            name="targets"
            label="查找的属性或关系"
            extra="按顺序查找，先找到的作为回答，如：位置、所在展厅、地址"
            rules={[{ required: true, type: 'array', min: 1, message: '请填写要查找的属性或关系名称' }]}
          >
            <Select
              mode="tags"
              open={false}
              tokenSeparators={[',', '，', '、']}
              placeholder="输入名称后回车"
            />
          </Form.Item>
        )}
        <Form.Item
          name="answer"
          label="回答格式"
          extra={`留空时为「${DEFAULT_ANSWERS[kind]}」；{value} 为找到的答案`}
        >
          <Input maxLength={100} placeholder={DEFAULT_ANSWERS[kind]} />
        </Form.Item>
        <Flex gap={24}>
          <Form.Item name="domain" label="适用场景" style={{ flex: 1 }}>
            <Select
              options={TEMPLATE_DOMAINS.map((value) => ({ value, label: TEMPLATE_DOMAIN_NAMES[value] }))}
            />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
      </Form>
    </Drawer>
  );
}
