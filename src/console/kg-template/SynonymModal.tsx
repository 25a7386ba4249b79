import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import type { SlotSynonym, TemplateLibrarySummary } from '../../shared/api/knowledge-graph-templates';
import { templateApi } from './template-api';

/**
 * The library's slot synonyms: a word as the graph names it (门票价格) and what visitors say
 * instead (票价, 门票). A question's slot text is read as the word before it is looked up.
 */
export function SynonymModal({
  library,
  open,
  onClose,
  onSaved,
}: {
  library: TemplateLibrarySummary;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}) {
  const [form] = Form.useForm<{ synonyms: SlotSynonym[] }>();
  const { message } = App.useApp();
  useEffect(() => {
    if (open) form.setFieldsValue({ synonyms: library.synonyms });
  }, [open, library, form]);
  const save = useMutation({
    mutationFn: (synonyms: SlotSynonym[]) => templateApi.editLibrary(library.id, { synonyms }),
    onSuccess: () => {
      message.success('同义词已保存');
      onSaved();
    },
  });
  return (
    <Modal
      title="槽位同义词"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        问题中的说法会先换成图谱中的名称再查找，例如把「票价」「门票」当作「门票价格」。
      </Typography.Paragraph>
      <Form form={form} onFinish={(values) => save.mutate(values.synonyms ?? [])}>
        <Form.List name="synonyms">
          {(fields, { add, remove }) => (
            <Flex vertical gap={0}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="baseline">
                  <Form.Item
                    name={[field.name, 'word']}
                    rules={[{ required: true, whitespace: true, message: '请输入词语' }]}
                    style={{ width: 160, marginBottom: 12 }}
                  >
                    <Input placeholder="图谱中的名称" aria-label={`词语 ${index + 1}`} maxLength={30} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'synonyms']}
                    rules={[{ required: true, type: 'array', min: 1, message: '请至少填写一个同义词' }]}
                    style={{ flex: 1, marginBottom: 12 }}
                  >
                    <Select
                      mode="tags"
                      open={false}
                      tokenSeparators={[',', '，', '、']}
                      placeholder="其他说法，回车分隔"
                      aria-label={`同义词 ${index + 1}`}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    aria-label={`删除第 ${index + 1} 组`}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ word: '', synonyms: [] })}>
                添加一组同义词
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
