import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select, Tag, TreeSelect, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { QA_LIMITS } from '../../shared/api/qa';
import { qaApi } from '../qa/qa-api';
import { categoryTree } from '../qa/qa-category-nodes';
import { useSession } from '../session/session-store';

/** Libraries a project's picker lists: as many as one page of the library list holds. */
const LIBRARIES = 100;

export interface NewPairFields {
  libraryId: string;
  categoryId: string | null;
  answer: string;
}

/**
 * 新建问答 from marked groups: the first question becomes the standard one, the others its
 * similar questions; the operator writes the answer and picks the library and its category.
 */
export function NewPairModal({
  projectId,
  questions,
  saving,
  onSave,
  onClose,
}: {
  projectId: string;
  /** The groups' questions; empty keeps the modal closed. */
  questions: readonly string[];
  saving: boolean;
  onSave(fields: NewPairFields): void;
  onClose(): void;
}) {
  const [form] = Form.useForm<NewPairFields>();
  const role = useSession((state) => state.visitRole);
  const open = questions.length > 0;
  const libraries = useQuery({
    queryKey: ['operation', role, 'libraries', projectId],
    queryFn: () => qaApi.libraries({ projectId, pageNo: 0, pageSize: LIBRARIES }),
    enabled: open,
  });
  const writable = (libraries.data?.content ?? []).filter((library) => library.permissions.editAuth);
  const libraryId = Form.useWatch('libraryId', form);
  const categories = useQuery({
    queryKey: ['operation', role, 'categories', libraryId],
    queryFn: () => qaApi.categories(libraryId),
    enabled: open && Boolean(libraryId),
  });
  const treeData = useMemo(() => categoryTree(categories.data?.categories ?? []), [categories.data]);
  // The first writable library is the usual pick.
  useEffect(() => {
    if (open && !form.getFieldValue('libraryId') && writable[0])
      form.setFieldValue('libraryId', writable[0].id);
  }, [open, writable, form]);
  const [standard, ...similar] = questions;
  return (
    <Modal
      open={open}
      title="新建问答"
      okText="保存并标注"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ categoryId: null, answer: '' }}
        onFinish={(fields) => onSave({ ...fields, categoryId: fields.categoryId ?? null })}
      >
        <Form.Item label="标准问题">
          <Typography.Text strong>{standard}</Typography.Text>
        </Form.Item>
        {similar.length > 0 && (
          <Form.Item label={`相似问题（${similar.length}）`}>
            {similar.map((question) => (
              <Tag key={question} bordered={false} color="blue" style={{ marginBottom: 4 }}>
                {question}
              </Tag>
            ))}
          </Form.Item>
        )}
        <Form.Item
          name="answer"
          label="答案"
          rules={[{ required: true, whitespace: true, message: '请输入答案' }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={QA_LIMITS.answer}
            showCount
            placeholder="机器人将这样回答访客"
          />
        </Form.Item>
        <Form.Item name="libraryId" label="问答库" rules={[{ required: true, message: '请选择问答库' }]}>
          <Select
            aria-label="问答库"
            loading={libraries.isPending}
            placeholder="选择问答库"
            notFoundContent="项目里还没有可以编辑的问答库"
            options={writable.map((library) => ({ value: library.id, label: library.name }))}
            onChange={() => form.setFieldValue('categoryId', null)}
          />
        </Form.Item>
        <Form.Item name="categoryId" label="分类">
          <TreeSelect
            aria-label="分类"
            allowClear
            placeholder="未分类"
            loading={categories.isFetching}
            treeData={treeData}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
