import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import type { PasswordBody } from '../../shared/api/uc';
import { ucApi } from '../api/uc-api';
import { feedback } from '../app/feedback';
import { newPasswordRules } from '../auth/account-rules';
import { SmsFields } from '../auth/SmsFields';
import { useImageCode } from '../auth/use-image-code';
import { useSmsSender } from '../auth/use-sms-sender';
import { useSession } from '../session/session-store';
import { maskPhone } from '../shell/mask-phone';
import styles from './MyCenter.module.css';

interface PasswordFields {
  account: string;
  imageCodeContent: string;
  validCode: string;
  password: string;
  confirmPassword: string;
}

const PASSWORD_CHANGED = '密码已修改，下次请使用新密码登录';

/**
 * 修改密码: proven by an SMS code to the account's own phone (sent with service forget_password,
 * as the password call expects), then the new password twice.
 */
export function ChangePasswordForm() {
  const account = useSession((state) => state.userInfo?.account ?? '');
  const [form] = Form.useForm<PasswordFields>();
  const captcha = useImageCode();
  const send = useSmsSender(form, captcha, 'forget_password');
  const change = useMutation({
    mutationFn: (body: PasswordBody) => ucApi.resetPassword(body),
    onSuccess: () => {
      feedback.success(PASSWORD_CHANGED);
      form.resetFields(['imageCodeContent', 'validCode', 'password', 'confirmPassword']);
    },
  });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      className={styles.form}
      initialValues={{ account }}
      onFinish={({ validCode, password }: PasswordFields) =>
        change.mutate({ account, validCode: validCode.trim(), password, service: 'change_password' })
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 20 }}
        title={`验证码将发送到你的手机 ${maskPhone(account)}`}
      />
      <Form.Item name="account" hidden>
        <Input />
      </Form.Item>
      <Form.Item label="安全验证" required style={{ marginBottom: 0 }}>
        <SmsFields captcha={captcha} send={send} />
      </Form.Item>
      <Form.Item name="password" label="新密码" rules={newPasswordRules} validateTrigger="onBlur" required>
        <Input.Password placeholder="8-20 位，需同时包含数字和字母" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认新密码"
        dependencies={['password']}
        validateTrigger="onBlur"
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
            },
          }),
        ]}
      >
        <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        修改密码
      </Button>
    </Form>
  );
}
