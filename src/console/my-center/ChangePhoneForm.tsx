import { MobileOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import type { PhoneBody } from '../../shared/api/uc-account';
import { PHONE_LENGTH } from '../../shared/constants';
import { passwordHash } from '../../shared/login-secret';
import { MSG } from '../../shared/messages';
import { ucApi } from '../api/uc-api';
import { feedback } from '../app/feedback';
import { loginPasswordRules, phoneRules } from '../auth/account-rules';
import { SmsFields } from '../auth/SmsFields';
import { useImageCode } from '../auth/use-image-code';
import { useSmsSender } from '../auth/use-sms-sender';
import { useSession } from '../session/session-store';
import { maskPhone } from '../shell/mask-phone';
import styles from './MyCenter.module.css';
import { myCenterApi } from './my-center-api';

interface PhoneFields {
  password: string;
  /** The new number; named like the other SMS forms so the shared sender finds it. */
  account: string;
  imageCodeContent: string;
  validCode: string;
}

/**
 * 更换手机号: the current password, then the new number proven by an SMS code (service
 * change_phoneno). The session stays; the next sign-in uses the new number.
 */
export function ChangePhoneForm() {
  const current = useSession((state) => state.userInfo?.account ?? '');
  const [form] = Form.useForm<PhoneFields>();
  const captcha = useImageCode();
  const sendCode = useSmsSender(form, captcha, 'change_phoneno');
  const send = async () => {
    if (String(form.getFieldValue('account') ?? '').trim() === current) {
      feedback.warning(MSG.phoneSame);
      return false;
    }
    return sendCode();
  };
  const change = useMutation({
    mutationFn: (body: PhoneBody) => myCenterApi.changePhone(body),
    onSuccess: async () => {
      feedback.success(MSG.phoneChanged);
      form.resetFields();
      useSession.getState().saveUserInfo(await ucApi.userInfo());
    },
  });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      className={styles.form}
      onFinish={({ password, account, validCode }: PhoneFields) =>
        change.mutate({
          newAccount: account.trim(),
          validCode: validCode.trim(),
          password: passwordHash(password),
        })
      }
    >
      <Form.Item label="当前手机号" htmlFor="current-account">
        <Input id="current-account" value={maskPhone(current)} disabled />
      </Form.Item>
      <Form.Item
        name="password"
        label="登录密码"
        rules={loginPasswordRules}
        validateTrigger="onBlur"
        required
      >
        <Input.Password placeholder="请输入当前的登录密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="account" label="新手机号" rules={phoneRules} validateTrigger="onBlur" required>
        <Input prefix={<MobileOutlined />} placeholder="请输入新的手机号码" maxLength={PHONE_LENGTH} />
      </Form.Item>
      <Form.Item label="安全验证" required style={{ marginBottom: 0 }}>
        <SmsFields captcha={captcha} send={send} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        更换手机号
      </Button>
    </Form>
  );
}
