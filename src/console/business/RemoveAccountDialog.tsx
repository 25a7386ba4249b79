import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Select, Typography } from 'antd';
import type { AccountSummary } from '../../shared/api/enterprise-admin';
import { RESOURCE_TYPE_NAMES } from '../../shared/api/resource-permissions';
import { businessApi } from './business-api';

/** 移除: the member leaves the enterprise; what they created passes to the colleague chosen here. */
export function RemoveAccountDialog({
  account,
  onClose,
  onRemoved,
}: {
  account: AccountSummary | null;
  onClose(): void;
  onRemoved(): void;
}) {
  const [form] = Form.useForm<{ heirId?: string }>();
  const detail = useQuery({
    queryKey: ['tenant-account', account?.id],
    queryFn: () => businessApi.account(account?.id as string),
    enabled: account !== null,
  });
  const colleagues = useQuery({
    queryKey: ['tenant-accounts', 'heirs'],
    queryFn: () => businessApi.accounts({ pageNo: 0, pageSize: 100, state: 'ACTIVE' }),
    enabled: account !== null,
  });
  const owned = detail.data?.owned ?? [];
  return (
    <Modal
      title={`移除成员「${account?.nickname ?? ''}」`}
      open={account !== null}
      onCancel={onClose}
      destroyOnHidden
      okText="移除"
      okButtonProps={{ danger: true }}
      onOk={async () => {
        const { heirId } = await form.validateFields();
        await businessApi.removeAccount(account?.id as string, heirId);
        onRemoved();
        onClose();
      }}
    >
      <Typography.Paragraph>移除后，他将不能再以本企业成员身份登录，他的会话立即结束。</Typography.Paragraph>
      {owned.length > 0 && (
        <Typography.Paragraph>
          他创建了
          {owned.map((entry) => `${entry.count} 个${RESOURCE_TYPE_NAMES[entry.resourceType]}`).join('、')}
          ，这些资源将移交给下面选择的同事。
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="heirId"
          label="资源移交给"
          rules={owned.length > 0 ? [{ required: true, message: '请选择接收其资源的同事' }] : []}
        >
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="选择一位同事"
            options={(colleagues.data?.content ?? [])
              .filter((one) => one.id !== account?.id)
              .map((one) => ({ label: `${one.nickname}（${one.account}）`, value: one.id }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
