import { MessageOutlined } from '@ant-design/icons';
import { Flex, Form, Input } from 'antd';
import { smsCodeRules } from './account-rules';
import { ImageCodeField } from './ImageCodeField';
import { SmsCodeButton } from './SmsCodeButton';
import type { ImageCodeHandle } from './use-image-code';

/** Image code with its captcha, then SMS code with its send button: shared by register and password reset. */
export function SmsFields({ captcha, send }: { captcha: ImageCodeHandle; send: () => Promise<boolean> }) {
  return (
    <>
      <ImageCodeField captcha={captcha} />
      <SmsCodeField send={send} />
    </>
  );
}

/** The SMS code with its send button, which counts down before a code can be sent again. */
export function SmsCodeField({ send }: { send: () => Promise<boolean> }) {
  return (
    <Flex gap={12} align="flex-start">
      <Form.Item name="validCode" rules={smsCodeRules} validateTrigger="onBlur" style={{ flex: 1 }}>
        <Input prefix={<MessageOutlined />} placeholder="请输入短信验证码" autoComplete="one-time-code" />
      </Form.Item>
      <SmsCodeButton send={send} />
    </Flex>
  );
}
