import { Button, Checkbox, Form } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { MSG } from '../../shared/messages';
import { ucApi } from '../api/uc-api';
import { feedback } from '../app/feedback';
import { NewPasswordField, PhoneField } from './AccountFields';
import { POLICY_TITLE } from './policy-text';
import { SmsFields } from './SmsFields';
import { useImageCode } from './use-image-code';
import { useSmsSender } from './use-sms-sender';

const PolicyModal = lazy(() => import('./PolicyModal'));

interface RegisterFields {
  account: string;
  imageCodeContent: string;
  validCode: string;
  password: string;
}

/** Account registration (accounts spec sections 2, 4 and 5). */
export default function RegisterForm({ onRegistered }: { onRegistered: (account: string) => void }) {
  const [form] = Form.useForm<RegisterFields>();
  const captcha = useImageCode();
  const send = useSmsSender(form, captcha, 'register');
  const [agreed, setAgreed] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (fields: RegisterFields) => {
    if (!agreed) {
      feedback.warning(MSG.policyRequired);
      return;
    }
    setSubmitting(true);
    try {
      const account = fields.account.trim();
      await ucApi.register({ ...fields, account, imageCodeKey: captcha.imageCodeKey ?? '' });
      feedback.success(MSG.registerOk);
      onRegistered(account);
    } catch {
      form.setFieldValue('imageCodeContent', '');
      captcha.refresh();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={onFinish} requiredMark={false}>
      <PhoneField />
      <SmsFields captcha={captcha} send={send} />
      <NewPasswordField placeholder="设置8-20位数字字母密码" />
      <Form.Item style={{ marginBottom: 16 }}>
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
          我已阅读并同意
        </Checkbox>
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setPolicyOpen(true)}>
          《{POLICY_TITLE}》
        </Button>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        注册
      </Button>
      {policyOpen && (
        <Suspense fallback={null}>
          <PolicyModal open onClose={() => setPolicyOpen(false)} />
        </Suspense>
      )}
    </Form>
  );
}
