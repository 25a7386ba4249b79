import { ReloadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { IMAGE_CODE_HEIGHT, IMAGE_CODE_WIDTH } from '../../shared/constants';
import type { ImageCodeHandle } from './use-image-code';

const frame = {
  width: IMAGE_CODE_WIDTH,
  height: IMAGE_CODE_HEIGHT,
  flex: 'none',
  borderRadius: 8,
  border: '1px solid #dbe3f0',
  background: '#f5f8ff',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
} as const;

/** The 120×60 image captcha: click to refresh; a retry offer when it failed to load. */
export function ImageCaptcha({ captcha }: { captcha: ImageCodeHandle }) {
  if (captcha.state === 'failed') {
    return (
      <div style={frame}>
        <Button type="link" size="small" icon={<ReloadOutlined />} onClick={captcha.refresh}>
          加载失败，重试
        </Button>
      </div>
    );
  }
  if (captcha.state === 'loading' || !captcha.src) {
    return (
      <div style={frame} aria-busy="true">
        <Spin size="small" />
      </div>
    );
  }
  return (
    <button
      type="button"
      style={{ ...frame, padding: 0, cursor: 'pointer' }}
      onClick={captcha.refresh}
      title="看不清？点击换一张"
    >
      <img src={captcha.src} alt="图形验证码" width={IMAGE_CODE_WIDTH} height={IMAGE_CODE_HEIGHT} />
    </button>
  );
}
