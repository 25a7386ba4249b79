import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { QA_LIMITS, QA_MSG, type QaLibrarySummary } from '../../shared/api/qa';
import { feedback } from '../app/feedback';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { qaApi } from './qa-api';
import { QA_KEYS } from './qa-queries';

interface LibraryFields {
  name: string;
  description: string;
}

export interface QaLibraryFormModalProps {
  projectId: string;
  open: boolean;
  /** The library being edited; null creates one. */
  library: QaLibrarySummary | null;
  onClose(): void;
  onSaved(library: QaLibrarySummary, created: boolean): void;
}

/** 新建问答库 / 编辑问答库: its name (unique in the project) and what it is for. */
export function QaLibraryFormModal({ projectId, open, library, onClose, onSaved }: QaLibraryFormModalProps) {
  const [form] = Form.useForm<LibraryFields>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ name, description }: LibraryFields) =>
      library
        ? qaApi.editLibrary(library.id, name, description)
        : qaApi.createLibrary(projectId, name, description),
    onSuccess: (saved) => {
      feedback.success(library ? QA_MSG.librarySaved : QA_MSG.libraryCreated);
      void queryClient.invalidateQueries({ queryKey: QA_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
      onSaved(saved, library === null);
    },
  });

  useEffect(() => {
    if (open) form.setFieldsValue({ name: library?.name ?? '', description: library?.description ?? '' });
  }, [open, library, form]);

  return (
    <Modal
      open={open}
      title={library ? '编辑问答库' : '新建问答库'}
      okText={library ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(fields) => save.mutate(fields)} requiredMark="optional">
        <Form.Item
          name="name"
          label="名称"
          rules={[
            { required: true, whitespace: true, message: '请输入问答库名称' },
            { max: QA_LIMITS.libraryName, message: `问答库名称不能超过${QA_LIMITS.libraryName}个字符` },
          ]}
        >
          <Input placeholder="例如：展厅问答" maxLength={QA_LIMITS.libraryName} showCount autoFocus />
        </Form.Item>
        <Form.Item name="description" label="描述">
          <Input.TextArea
            placeholder="这个问答库回答哪些问题（选填）"
            maxLength={QA_LIMITS.description}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
