import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginRefusal } from '../../shared/api/uc';
import { ApiFailure } from '../api/answer';
import { loginWithPassword } from '../session/session-actions';
import { PhoneField } from './AccountFields';
import { loginPasswordRules } from './account-rules';
import { followDestination } from './follow-destination';
import { ImageCodeField } from './ImageCodeField';
import { loginDestination } from './login-destination';
import { returnAddresses } from './return-address';
import { useImageCode } from './use-image-code';

interface LoginFields {
  username: string;
  password: string;
  imageCodeContent?: string;
}

/** Whether a refused sign-in says the next attempt needs the image code (server login-guard). */
function asksForImageCode(error: unknown): boolean {
  return (
    error instanceof ApiFailure && (error.data as LoginRefusal | null | undefined)?.imageCodeRequired === true
  );
}

/**
 * Account login (accounts spec section 4): phone and password; invalid fields block silently.
 * After a few failures the server asks for the spec's image code: the field appears, and a new
 * code is drawn after every attempt (each is spent by one).
 */
export function LoginForm() {
  const [form] = Form.useForm<LoginFields>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const registered = (location.state as { account?: string } | null)?.account;
  const [imageCodeAsked, setImageCodeAsked] = useState(false);
  const captcha = useImageCode(imageCodeAsked);

  const onFinish = async ({ username, password, imageCodeContent }: LoginFields) => {
    setSubmitting(true);
    const imageCode =
      imageCodeAsked && captcha.imageCodeKey
        ? { imageCodeKey: captcha.imageCodeKey, imageCodeContent: imageCodeContent ?? '' }
        : undefined;
    try {
      const { token, userInfo } = await loginWithPassword(username.trim(), password, imageCode);
      const outcome = { token, userInfo, from: params.get('from') };
      const origin = window.location.origin;
      followDestination(loginDestination(outcome, returnAddresses(origin), origin), navigate);
    } catch (error) {
      // The request layer has shown why; a spent or newly asked image code is drawn again.
      if (imageCodeAsked || asksForImageCode(error)) {
        setImageCodeAsked(true);
        if (imageCodeAsked) captcha.refresh();
        form.setFieldValue('imageCodeContent', '');
      }
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
      {imageCodeAsked && <ImageCodeField captcha={captcha} />}
      <Flex justify="space-between" style={{ marginTop: -8, marginBottom: 16 }}>
        <Link to="/invitation">收到邀请？设置密码</Link>
        <Link to="/retrievePassword">忘记密码？</Link>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
