import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, List, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import type { EnterpriseInfoBody } from '../../shared/api/enterprise-admin';
import { feedback } from '../app/feedback';
import { PageContainer } from '../shell/PageContainer';
import { ENTERPRISE_LOGO_KEY } from '../shell/use-enterprise-logo';
import { businessApi } from './business-api';
import { LoadingScreen } from './LoadingScreen';
import { LogoUpload } from './LogoUpload';
import { type EditedField, editedFields } from './log-format';

/** One change of the info in words; a logo is a picture, so it is said, not shown as its path. */
const changeText = ({ key, field, before, after }: EditedField) => {
  if (key !== 'logoUrl') return `${field}：${before} → ${after}`;
  return after === '—' ? '移除了企业标志' : `${before === '—' ? '设置' : '更换'}了企业标志`;
};

const STATUS_TEXT: Record<string, string> = { PASSED: '已认证', PENDING: '审核中', NO: '未通过' };

/**
 * 企业信息: the certified name and registration number (fixed by certification: changing them is a
 * new certification), and the logo, contact and address the enterprise keeps up, with their history.
 */
export default function EnterpriseInfoScreen() {
  const client = useQueryClient();
  const [form] = Form.useForm<EnterpriseInfoBody>();
  const info = useQuery({ queryKey: ['tenant-info'], queryFn: businessApi.info });
  useEffect(() => {
    if (info.data) form.setFieldsValue(info.data);
  }, [info.data, form]);

  if (!info.data) return <LoadingScreen />;
  const { certified, history } = info.data;
  const save = async (body: EnterpriseInfoBody) => {
    await businessApi.saveInfo({ ...body, logoUrl: body.logoUrl ?? null });
    feedback.success('企业信息已保存');
    await client.invalidateQueries({ queryKey: ['tenant-info'] });
    await client.invalidateQueries({ queryKey: ENTERPRISE_LOGO_KEY });
  };

  return (
    <PageContainer>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card
          title="认证信息"
          extra={<Typography.Text type="secondary">由企业认证确定，如需变更请重新提交认证</Typography.Text>}
        >
          <Descriptions column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="企业名称">{certified.name}</Descriptions.Item>
            <Descriptions.Item label="营业执照注册号">{certified.licenceNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="认证状态">
              {certified.status ? STATUS_TEXT[certified.status] : '未认证'}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="企业资料">
          <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 560 }}>
            <Form.Item
              name="logoUrl"
              label="企业标志"
              extra="jpg 或 png，不超过 2MB；保存后显示在页面顶部企业名称旁"
            >
              <LogoUpload fallback={certified.name.slice(0, 2)} />
            </Form.Item>
            <Form.Item
              name="contactName"
              label="联系人"
              rules={[{ max: 20, message: '联系人不能超过20个字符' }]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="contactPhone"
              label="联系电话"
              rules={[{ max: 20, message: '联系电话不能超过20个字符' }]}
            >
              <Input />
            </Form.Item>
            <Form.Item name="address" label="地址" rules={[{ max: 100, message: '地址不能超过100个字符' }]}>
              <Input />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              保存
            </Button>
          </Form>
        </Card>
        <Card title="变更记录">
          <List
            dataSource={history}
            locale={{ emptyText: '暂无变更' }}
            renderItem={(entry) => (
              <List.Item>
                <List.Item.Meta
                  title={`${dayjs(entry.at).format('YYYY-MM-DD HH:mm')} · ${entry.nickname ?? entry.account ?? ''}`}
                  description={editedFields(entry.detail).map(changeText).join('；')}
                />
              </List.Item>
            )}
          />
        </Card>
      </Space>
    </PageContainer>
  );
}
