import { Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MSG } from '../../shared/messages';
import { ucApi } from '../api/uc-api';
import { feedback } from '../app/feedback';
import { NewPasswordField, PhoneField } from './AccountFields';
import { AuthLayout } from './AuthLayout';
import { SmsFields } from './SmsFields';
import { useImageCode } from './use-image-code';
import { useSmsSender } from './use-sms-sender';

interface ResetFields {
  account: string;
  imageCodeContent: string;
  validCode: string;
  password: string;
}

/** /retrievePassword: phone, image code, SMS code (service forget_password), new password. */
export default function RetrievePasswordPage() {
  const [form] = Form.useForm<ResetFields>();
  const navigate = useNavigate();
  const captcha = useImageCode();
  const send = useSmsSender(form, captcha, 'forget_password');
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ account, validCode, password }: ResetFields) => {
    setSubmitting(true);
    try {
      await ucApi.resetPassword({
        account: account.trim(),
        validCode: validCode.trim(),
        password,
        service: 'forget_password',
      });
      feedback.success(MSG.passwordResetOk);
      navigate('/login', { replace: true, state: { account: account.trim() } });
    } catch {
      // The request layer has shown why.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="找回密码" subtitle="验证手机号后，为账号设置一个新密码">
      <Form form={form} size="large" onFinish={onFinish} requiredMark={false}>
        <PhoneField placeholder="请输入注册时的手机号码" />
        <SmsFields captcha={captcha} send={send} />
        <NewPasswordField placeholder="设置8-20位数字字母新密码" />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          重置密码
        </Button>
      </Form>
      <Flex justify="center" style={{ marginTop: 20 }}>
        <Link to="/login">想起密码了？返回登录</Link>
      </Flex>
    </AuthLayout>
  );
}
