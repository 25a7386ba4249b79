import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { type InvitationBody, TENANT_API } from '../../shared/api/enterprise-admin';
import type { TokenResult } from '../../shared/api/uc';
import { MSG } from '../../shared/messages';
import { http } from '../api/http';
import { feedback } from '../app/feedback';
import { establishSession } from '../session/session-actions';
import { NewPasswordField, PhoneField } from './AccountFields';
import { AuthLayout } from './AuthLayout';

/**
 * /invitation: a person an enterprise administrator invited enters the phone, the code of the
 * invitation SMS and a password of their own, and is signed in.
 */
export default function InvitationPage() {
  const [form] = Form.useForm<InvitationBody>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ account, code, password }: InvitationBody) => {
    setSubmitting(true);
    try {
      const { token } = await http.post<TokenResult>(TENANT_API.invitationAccept, {
        account: account.trim(),
        code: code.trim(),
        password,
      });
      await establishSession(token);
      feedback.success(MSG.loginOk);
      navigate('/home', { replace: true });
    } catch {
      // The request layer has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="接受企业邀请" subtitle="输入邀请短信中的邀请码，为账号设置密码">
      <Form
        form={form}
        size="large"
        onFinish={onFinish}
        requiredMark={false}
        initialValues={{ account: params.get('account') ?? '' }}
      >
        <PhoneField placeholder="请输入收到邀请的手机号码" />
        <Form.Item
          name="code"
          rules={[
            { required: true, message: '请输入邀请码' },
            { pattern: /^\d{6}$/, message: '请输入短信中的6位邀请码' },
          ]}
        >
          <Input placeholder="6位邀请码" maxLength={6} inputMode="numeric" aria-label="邀请码" />
        </Form.Item>
        <NewPasswordField placeholder="设置8-20位数字字母密码" />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          设置密码并登录
        </Button>
      </Form>
      <Flex justify="center" style={{ marginTop: 20 }}>
        <Link to="/login">已有密码？返回登录</Link>
      </Flex>
    </AuthLayout>
  );
}
