import { PauseCircleOutlined, SoundOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import type { SpeakerTuning } from '../../shared/api/speakers';
import { useSpeechPreview } from './use-speech-preview';

export interface VoicePreviewProps {
  tuning: Pick<SpeakerTuning, 'voice' | 'speed' | 'pitch' | 'volume'>;
  text: string;
}

/**
 * 试听 of a speaker as tuned now (before saving). Where the browser has no Chinese voice, it says
 * so instead of offering a button that would do nothing.
 */
export function VoicePreview({ tuning, text }: VoicePreviewProps) {
  const preview = useSpeechPreview();
  if (preview.support === 'no-voice') {
    return (
      <Alert
        type="info"
        showIcon
        title="当前浏览器没有可用的中文语音，无法试听"
        description="试听使用浏览器自带的中文语音（如 Chrome、Edge、Safari 的中文语音包）。机器人播报时由平台的语音合成服务按这里的音色与参数发声，不受浏览器影响。"
      />
    );
  }
  const empty = text.trim() === '';
  return (
    <Flex align="center" gap={12} wrap>
      {preview.speaking ? (
        <Button icon={<PauseCircleOutlined />} onClick={preview.stop}>
          停止试听
        </Button>
      ) : (
        <Button
          icon={<SoundOutlined />}
          loading={preview.support === 'checking'}
          disabled={empty}
          onClick={() => preview.speak(tuning, text)}
        >
          试听
        </Button>
      )}
      <span style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12 }}>
        {empty ? '请先输入试听文本' : '以浏览器的中文语音近似试听；机器人使用平台语音合成播报'}
      </span>
    </Flex>
  );
}
