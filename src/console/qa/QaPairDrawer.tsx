import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Flex, Form, Input, Select, Space, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import {
  QA_LIMITS,
  QA_MSG,
  type QaCategory,
  type QaPair,
  type QaSuggestion,
  UNCATEGORISED,
} from '../../shared/api/qa';
import type { QaAnswer } from '../../shared/qa/answer';
import { feedback } from '../app/feedback';
import { AnswerEditor } from './AnswerEditor';
import { QuestionPrompt } from './QuestionPrompt';
import { type QaPairFieldsInput, qaApi } from './qa-api';
import { categoryTree } from './qa-category-nodes';
import { QA_KEYS, useQaScreenPages } from './qa-queries';

const NONE = '__none__';

interface PairForm {
  categoryId: string;
  question: string;
  similarQuestions: string[];
  answers: QaAnswer[];
  enabled: boolean;
  tags: string[];
}

const EMPTY_ANSWER: QaAnswer = { text: '', media: null, page: null };

function formOf(pair: QaPair | null, categoryId: string | null): PairForm {
  return {
    categoryId: pair?.categoryId ?? categoryId ?? NONE,
    question: pair?.question ?? '',
    similarQuestions: pair?.similarQuestions ?? [],
    answers: pair?.answers ?? [EMPTY_ANSWER],
    enabled: pair?.enabled ?? true,
    tags: pair?.tags ?? [],
  };
}

export interface QaPairDrawerProps {
  open: boolean;
  libraryId: string;
  projectId: string;
  categories: readonly QaCategory[];
  /** The pair being edited; null adds one (in `defaultCategoryId`). */
  pair: QaPair | null;
  defaultCategoryId: string | null;
  readOnly: boolean;
  onClose(): void;
  /** Opens another pair (a suggestion of the keyword prompt). */
  onOpenPair(id: string): void;
}

/**
 * 新增问答 / 编辑问答: the standard question (with the keyword prompt below it), its similar
 * questions, one or more answers each with an optional picture/video and screen page, the
 * category, tags and whether it is enabled.
 */
export function QaPairDrawer(props: QaPairDrawerProps) {
  const { open, libraryId, projectId, categories, pair, defaultCategoryId, readOnly, onClose, onOpenPair } =
    props;
  const [form] = Form.useForm<PairForm>();
  const question = Form.useWatch('question', form) ?? '';
  const queryClient = useQueryClient();
  const pages = useQaScreenPages(libraryId, open);
  const treeData = useMemo(
    () => [{ key: NONE, value: NONE, title: UNCATEGORISED, children: [] }, ...categoryTree(categories)],
    [categories],
  );
  const save = useMutation({
    mutationFn: (fields: QaPairFieldsInput) =>
      pair ? qaApi.editPair(pair.id, fields) : qaApi.createPair(libraryId, fields),
    onSuccess: () => {
      feedback.success(pair ? QA_MSG.pairSaved : QA_MSG.pairCreated);
      void queryClient.invalidateQueries({ queryKey: QA_KEYS.all });
      onClose();
    },
  });

  useEffect(() => {
    if (open) form.setFieldsValue(formOf(pair, defaultCategoryId));
  }, [open, pair, defaultCategoryId, form]);

  const submit = (values: PairForm) =>
    save.mutate({
      ...values,
      categoryId: values.categoryId === NONE ? null : values.categoryId,
      question: values.question.trim(),
      similarQuestions: values.similarQuestions.map((text) => text.trim()).filter(Boolean),
    });
  const openSuggestion = (suggestion: QaSuggestion) => onOpenPair(suggestion.id);

  return (
    <Drawer
      open={open}
      size="large"
      title={readOnly ? '查看问答' : pair ? '编辑问答' : '新增问答'}
      onClose={onClose}
      destroyOnHidden
      extra={
        !readOnly && (
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
              保存
            </Button>
          </Space>
        )
      }
    >
      <Form<PairForm> form={form} layout="vertical" disabled={readOnly} onFinish={submit}>
        <Form.Item
          name="question"
          label="标准问题"
          rules={[
            { required: true, whitespace: true, message: '请输入标准问题' },
            { max: QA_LIMITS.question, message: `问题不能超过${QA_LIMITS.question}个字符` },
          ]}
        >
          <Input
            placeholder="访客最常用的问法，例如：展厅几点开门"
            maxLength={QA_LIMITS.question}
            autoFocus
          />
        </Form.Item>
        {!readOnly && (
          <QuestionPrompt
            libraryId={libraryId}
            question={question}
            pairId={pair?.id}
            onOpen={openSuggestion}
          />
        )}
        <Form.List name="similarQuestions">
          {(fields, { add, remove }) => (
            <Form.Item
              label={`相似问题（${fields.length}/${QA_LIMITS.similarQuestions}）`}
              extra="同一个问题的其他问法，帮助机器人听懂更多说法"
            >
              <Flex vertical gap={8}>
                {fields.map((field, index) => (
                  <Flex key={field.key} gap={8} align="center">
                    <Form.Item
                      name={field.name}
                      noStyle
                      rules={[
                        { required: true, whitespace: true, message: '相似问题不能为空' },
                        { max: QA_LIMITS.question, message: `相似问题不能超过${QA_LIMITS.question}个字符` },
                      ]}
                    >
                      <Input
                        aria-label={`相似问题 ${index + 1}`}
                        placeholder="另一种问法"
                        maxLength={QA_LIMITS.question}
                      />
                    </Form.Item>
                    {!readOnly && (
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={`删除相似问题 ${index + 1}`}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Flex>
                ))}
                {!readOnly && fields.length < QA_LIMITS.similarQuestions && (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
                    添加相似问题
                  </Button>
                )}
              </Flex>
            </Form.Item>
          )}
        </Form.List>
        <Form.List
          name="answers"
          rules={[
            {
              validator: async (_, answers?: QaAnswer[]) =>
                answers?.length ? undefined : Promise.reject(new Error('请至少填写一个答案')),
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Form.Item label="答案" required extra="有多个答案时，机器人每次随机选一个回答">
              <Flex vertical gap={12}>
                {fields.map((field, index) => (
                  <AnswerEditor
                    key={field.key}
                    name={field.name}
                    index={index}
                    projectId={projectId}
                    pages={pages.data ?? []}
                    pagesLoading={pages.isLoading}
                    removable={!readOnly && fields.length > 1}
                    onRemove={() => remove(field.name)}
                  />
                ))}
                {!readOnly && fields.length < QA_LIMITS.answers && (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(EMPTY_ANSWER)}>
                    添加答案
                  </Button>
                )}
                <Form.ErrorList errors={errors} />
              </Flex>
            </Form.Item>
          )}
        </Form.List>
        <Flex gap={16} wrap>
          <Form.Item name="categoryId" label="分类" style={{ flex: 1, minWidth: 220 }}>
            <TreeSelect
              treeData={treeData}
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
              aria-label="分类"
            />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
        <Form.Item
          name="tags"
          label="标签"
          rules={[
            { type: 'array', max: QA_LIMITS.tags, message: `标签最多${QA_LIMITS.tags}个` },
            {
              validator: async (_, tags?: string[]) =>
                tags?.some((tag) => tag.length > QA_LIMITS.tag)
                  ? Promise.reject(new Error(`标签不能超过${QA_LIMITS.tag}个字符`))
                  : undefined,
            },
          ]}
        >
          <Select mode="tags" open={false} placeholder="输入标签后回车，例如：高频" aria-label="标签" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
