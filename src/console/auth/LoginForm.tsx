import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loginWithPassword } from '../session/session-actions';
import { PhoneField } from './AccountFields';
import { loginPasswordRules } from './account-rules';
import { followDestination } from './follow-destination';
import { loginDestination } from './login-destination';
import { returnAddresses } from './return-address';

interface LoginFields {
  username: string;
  password: string;
}

/** Account login (accounts spec section 4): phone and password; invalid fields block silently. */
export function LoginForm() {
  const [form] = Form.useForm<LoginFields>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const registered = (location.state as { account?: string } | null)?.account;

  const onFinish = async ({ username, password }: LoginFields) => {
    setSubmitting(true);
    try {
      const { token, userInfo } = await loginWithPassword(username.trim(), password);
      const outcome = { token, userInfo, from: params.get('from') };
      const origin = window.location.origin;
      followDestination(loginDestination(outcome, returnAddresses(origin), origin), navigate);
    } catch {
      // The request layer has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      size="large"
      onFinish={onFinish}
      initialValues={{ username: registered }}
      requiredMark={false}
    >
      <PhoneField name="username" />
      <Form.Item name="password" rules={loginPasswordRules} validateTrigger="onBlur">
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
        <Link to="/retrievePassword">忘记密码？</Link>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
