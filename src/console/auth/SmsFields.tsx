import { MessageOutlined, SafetyOutlined } from '@ant-design/icons';
import { Flex, Form, Input } from 'antd';
import { IMAGE_CODE_LENGTH } from '../../shared/constants';
import { imageCodeRules, smsCodeRules } from './account-rules';
import { ImageCaptcha } from './ImageCaptcha';
import { SmsCodeButton } from './SmsCodeButton';
import type { ImageCodeHandle } from './use-image-code';

/** Image code with its captcha, then SMS code with its send button: shared by register and password reset. */
export function SmsFields({ captcha, send }: { captcha: ImageCodeHandle; send: () => Promise<boolean> }) {
  return (
    <>
      <Flex gap={12} align="center" style={{ marginBottom: 24 }}>
        <Form.Item
          name="imageCodeContent"
          rules={imageCodeRules}
          validateTrigger="onBlur"
          style={{ flex: 1, marginBottom: 0 }}
        >
          <Input
            prefix={<SafetyOutlined />}
            placeholder="请输入图形验证码"
            maxLength={IMAGE_CODE_LENGTH}
            autoComplete="off"
          />
        </Form.Item>
        <ImageCaptcha captcha={captcha} />
      </Flex>
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
