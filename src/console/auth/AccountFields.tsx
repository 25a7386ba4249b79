import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { PHONE_LENGTH } from '../../shared/constants';
import { newPasswordRules, phoneRules } from './account-rules';

/** The phone number of an account form, checked when the field is left. */
export function PhoneField({
  name = 'account',
  placeholder = '请输入手机号码',
  autoComplete = 'username',
}: {
  name?: string;
  placeholder?: string;
  autoComplete?: 'username' | 'tel';
}) {
  return (
    <Form.Item name={name} rules={phoneRules} validateTrigger="onBlur">
      <Input
        prefix={<MobileOutlined />}
        placeholder={placeholder}
        maxLength={PHONE_LENGTH}
        autoComplete={autoComplete}
      />
    </Form.Item>
  );
}

/** A password being set (registration, reset), under the spec's password rules. */
export function NewPasswordField({ placeholder }: { placeholder: string }) {
  return (
    <Form.Item name="password" rules={newPasswordRules} validateTrigger="onBlur">
      <Input.Password prefix={<LockOutlined />} placeholder={placeholder} autoComplete="new-password" />
    </Form.Item>
  );
}
