import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AccountCreateBody } from '../../shared/api/enterprise-admin';
import { LOGIN_PHONE_PATTERN } from '../../shared/validators/account';
import { feedback } from '../app/feedback';
import { CardHeading } from '../components/CardHeading';
import { PageContainer } from '../shell/PageContainer';
import { usePromptFlags } from '../tutorial/use-prompt-flags';
import { ACCOUNT_LIST_PATH } from './AccountListScreen';
import { businessApi } from './business-api';
import { useRoleOptions } from './use-roles';

/** 新建账号: phone, name and roles; the person is invited by SMS and sets a password on first sign-in. */
export default function AccountCreateScreen() {
  const [form] = Form.useForm<AccountCreateBody>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const prompts = usePromptFlags();
  const roleOptions = useRoleOptions();
  const [saving, setSaving] = useState(false);

  const onFinish = async (body: AccountCreateBody) => {
    setSaving(true);
    try {
      await businessApi.createAccount({
        ...body,
        account: body.account.trim(),
        nickname: body.nickname.trim(),
      });
      feedback.success(`邀请短信已发送至 ${body.account.trim()}`);
      await client.invalidateQueries({ queryKey: ['tenant-accounts'] });
      navigate(ACCOUNT_LIST_PATH);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageContainer>
      <Card style={{ maxWidth: 720 }}>
        <CardHeading
          title="新建账号"
          summary="成员收到邀请短信后，在登录页点「收到邀请？设置密码」即可开始使用。"
          extra={null}
        />
        {prompts.flags.roleAddAccountPrompt && (
          <Alert
            style={{ marginBottom: 16 }}
            type="info"
            showIcon
            title="先想好他需要哪些功能"
            description="角色决定他能看到的菜单和能操作的资源。没有合适的角色时，可以先到角色管理复制一个相近的角色再调整。"
            closable={{ onClose: () => prompts.set('roleAddAccountPrompt') }}
          />
        )}
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item
            name="account"
            label="手机号"
            rules={[
              { required: true, message: '请输入手机号码' },
              { pattern: LOGIN_PHONE_PATTERN, message: '请输入11位手机号码' },
            ]}
          >
            <Input maxLength={11} placeholder="邀请短信将发送到这个号码" />
          </Form.Item>
          <Form.Item
            name="nickname"
            label="姓名"
            rules={[
              { required: true, whitespace: true, message: '请输入姓名' },
              { max: 20, message: '姓名不能超过20个字符' },
            ]}
          >
            <Input placeholder="成员的真实姓名" />
          </Form.Item>
          <Form.Item name="roleIds" label="角色" rules={[{ required: true, message: '请至少选择一个角色' }]}>
            <Select
              mode="multiple"
              placeholder="选择一个或多个角色"
              options={roleOptions}
              aria-label="角色"
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              发送邀请
            </Button>
            <Button onClick={() => navigate(ACCOUNT_LIST_PATH)}>取消</Button>
          </Space>
        </Form>
      </Card>
    </PageContainer>
  );
}
