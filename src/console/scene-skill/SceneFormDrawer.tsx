import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Flex, Form, Input, Radio } from 'antd';
import { useEffect } from 'react';
import {
  SCENE_EXAMPLE_NAMES,
  SCENE_EXAMPLES,
  SCENE_SKILL_MSG,
  type SceneExample,
  type SceneSkillSummary,
} from '../../shared/api/scene-skills';
import { feedback } from '../app/feedback';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { sceneSkillApi } from './scene-skill-api';
import { SCENE_SKILL_KEYS } from './scene-skill-queries';

interface SceneFields {
  name: string;
  description: string;
  start: SceneExample | 'blank';
}

export interface SceneFormDrawerProps {
  projectId: string;
  open: boolean;
  /** The scene being renamed; none: a new one. */
  editing: SceneSkillSummary | null;
  onClose(): void;
  onSaved(scene: { id: string; name: string }): void;
}

const EXAMPLE_HINTS: Record<SceneExample, string> = {
  welcome: '访客问好时欢迎并询问需求',
  business: '展示业务页面，按回答引导到柜台',
  exhibit: '带访客到展品前讲解，可继续听',
};
const START_OPTIONS = [
  { value: 'blank', label: '空白场景', hint: '从一个空画布开始' },
  ...SCENE_EXAMPLES.map((example) => ({
    value: example,
    label: SCENE_EXAMPLE_NAMES[example],
    hint: EXAMPLE_HINTS[example],
  })),
];

/** 新建场景 (blank or from a shipped example) / 编辑场景 (its name and description). */
export function SceneFormDrawer({ projectId, open, editing, onClose, onSaved }: SceneFormDrawerProps) {
  const [form] = Form.useForm<SceneFields>();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (open) {
      form.setFieldsValue({
        name: editing?.name ?? '',
        description: editing?.description ?? '',
        start: 'blank',
      });
    }
  }, [open, editing, form]);
  const save = useMutation({
    mutationFn: ({ start, ...fields }: SceneFields) =>
      editing
        ? sceneSkillApi.edit(editing.id, fields)
        : sceneSkillApi.create({ projectId, ...fields, ...(start === 'blank' ? {} : { example: start }) }),
    onSuccess: (scene) => {
      feedback.success(editing ? SCENE_SKILL_MSG.saved : SCENE_SKILL_MSG.created);
      void queryClient.invalidateQueries({ queryKey: SCENE_SKILL_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
      onSaved(scene);
    },
  });
  const pickExample = (start: SceneFields['start']) => {
    if (start !== 'blank' && !form.getFieldValue('name'))
      form.setFieldValue('name', SCENE_EXAMPLE_NAMES[start]);
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={480}
      title={editing ? '编辑场景' : '新建场景'}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {editing ? '保存' : '创建'}
          </Button>
        </Flex>
      }
    >
      <Form<SceneFields> form={form} layout="vertical" onFinish={(fields) => save.mutate(fields)}>
        {!editing && (
          <Form.Item name="start" label="从哪里开始">
            <Radio.Group onChange={(event) => pickExample(event.target.value)} style={{ width: '100%' }}>
              <Flex vertical gap={8}>
                {START_OPTIONS.map((option) => (
                  <Radio key={option.value} value={option.value}>
                    {option.label}
                    <span
                      style={{ color: 'var(--ant-color-text-secondary)', marginInlineStart: 8, fontSize: 12 }}
                    >
                      {option.hint}
                    </span>
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label="场景名称"
          rules={[
            { required: true, whitespace: true, message: '请输入场景名称' },
            { max: 30, message: '场景名称不能超过30个字符' },
          ]}
        >
          <Input placeholder="例如：大堂迎宾" maxLength={30} showCount autoFocus />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={[{ max: 200, message: '描述不能超过200个字符' }]}>
          <Input.TextArea placeholder="这个场景在什么时候、为谁服务" maxLength={200} showCount rows={3} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
