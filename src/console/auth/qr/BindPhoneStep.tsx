import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { MSG } from '../../../shared/messages';
import { isLoginPhone } from '../../../shared/validators/account';
import { feedback } from '../../app/feedback';
import { PhoneField } from '../AccountFields';
import { SmsCodeField } from '../SmsFields';
import styles from './QrPanel.module.css';
import { qrApi } from './qr-api';

interface BindFields {
  account: string;
  validCode: string;
}

export interface BindTarget {
  qrcodeId: string;
  wxUnionid: string;
  nickname: string;
}

/**
 * Step 2: the scanned messaging account has no phone yet. The phone gets an SMS code (service
 * Certification), then 绑定 links the account (or creates one for a new number) and signs in.
 */
export function BindPhoneStep({
  target,
  onToken,
  onRescan,
}: {
  target: BindTarget;
  onToken: (token: string) => Promise<void>;
  onRescan: () => void;
}) {
  const [form] = Form.useForm<BindFields>();
  const [binding, setBinding] = useState(false);

  const send = async (): Promise<boolean> => {
    const account = String(form.getFieldValue('account') ?? '').trim();
    if (!isLoginPhone(account)) {
      feedback.warning(MSG.phoneInvalid);
      return false;
    }
    try {
      await qrApi.sendBindCode({ qrcodeId: target.qrcodeId, account, service: 'Certification' });
      feedback.success(MSG.smsSent);
      return true;
    } catch {
      return false; // the request layer has shown why
    }
  };

  const bind = async ({ account, validCode }: BindFields) => {
    setBinding(true);
    try {
      const { token } = await qrApi.bind({
        wxUnionid: target.wxUnionid,
        nickname: target.nickname,
        account: account.trim(),
        validCode: validCode.trim(),
      });
      await onToken(token);
    } catch {
      setBinding(false);
    }
  };

  return (
    <>
      <Alert
        className={styles.bindHead}
        type="warning"
        showIcon
        title={MSG.qrUnbound}
        description={
          target.nickname
            ? `微信用户「${target.nickname}」扫码成功。绑定后即可使用微信扫码登录；新手机号将自动创建账号。`
            : '扫码成功。绑定后即可使用微信扫码登录；新手机号将自动创建账号。'
        }
      />
      <Form form={form} size="large" onFinish={bind} requiredMark={false}>
        <PhoneField autoComplete="tel" />
        <SmsCodeField send={send} />
        <Button type="primary" htmlType="submit" block loading={binding}>
          绑定
        </Button>
      </Form>
      <div className={styles.back}>
        <Button type="link" onClick={onRescan}>
          重新扫码
        </Button>
      </div>
    </>
  );
}
