import { SafetyOutlined } from '@ant-design/icons';
import { Flex, Form, Input } from 'antd';
import { IMAGE_CODE_LENGTH } from '../../shared/constants';
import { imageCodeRules } from './account-rules';
import { ImageCaptcha } from './ImageCaptcha';
import type { ImageCodeHandle } from './use-image-code';

/** The image code input beside its captcha picture, as one row (field `imageCodeContent`). */
export function ImageCodeField({ captcha }: { captcha: ImageCodeHandle }) {
  return (
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
  );
}
