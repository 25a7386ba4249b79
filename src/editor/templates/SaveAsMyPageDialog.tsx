import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { myPageCreateBody } from '../../shared/api/homepage';
import type { ScreenPage } from '../../shared/screen/document';
import type { Orientation } from '../../shared/screen/orientation';
import { myPagesKey, saveMyPage } from './my-pages-api';

export interface SaveAsMyPageDialogProps {
  open: boolean;
  page: ScreenPage;
  orientation: Orientation;
  onClose: () => void;
}

const nameSchema = myPageCreateBody.shape.name;

/** Saves the current page as one of 我的页面 under a name, to reuse in other configurations. */
export function SaveAsMyPageDialog({ open, page, orientation, onClose }: SaveAsMyPageDialogProps) {
  const [form] = Form.useForm<{ name: string }>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (name: string) => saveMyPage(name, orientation, page),
    onSuccess: (saved) => {
      message.success(`已保存到我的页面：${saved.name}`);
      void queryClient.invalidateQueries({ queryKey: myPagesKey(orientation) });
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title="保存为我的页面"
      okText="保存"
      cancelText="取消"
      width={420}
      confirmLoading={save.isPending}
      destroyOnHidden
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: page.name }}
        onFinish={({ name }) => save.mutate(nameSchema.parse(name))}
      >
        <Form.Item
          name="name"
          label="页面名称"
          extra="保存后可在其他屏幕配置中使用"
          rules={[
            {
              validator: async (_, value) => {
                const result = nameSchema.safeParse(value ?? '');
                if (!result.success) throw new Error(result.error.issues[0]?.message);
              },
            },
          ]}
        >
          <Input maxLength={30} showCount autoFocus placeholder="请输入页面名称" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
