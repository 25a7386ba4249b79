import { ReloadOutlined } from '@ant-design/icons';
import { Button, Spin, theme } from 'antd';
import { IMAGE_CODE_HEIGHT, IMAGE_CODE_WIDTH } from '../../shared/constants';
import type { ImageCodeHandle } from './use-image-code';

/**
 * The picture is drawn 120×60 but shown at the large input's height beside it (keeping its 2:1),
 * so the pair reads as one row.
 */
function useFrame() {
  const height = theme.useToken().token.controlHeightLG;
  return {
    width: (height * IMAGE_CODE_WIDTH) / IMAGE_CODE_HEIGHT,
    height,
    flex: 'none',
    boxSizing: 'border-box',
    borderRadius: 8,
    border: '1px solid #dbe3f0',
    background: '#f5f8ff',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
  } as const;
}

/** The image captcha: click to refresh; a retry offer when it failed to load. */
export function ImageCaptcha({ captcha }: { captcha: ImageCodeHandle }) {
  const frame = useFrame();
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
      <img src={captcha.src} alt="图形验证码" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
    </button>
  );
}
