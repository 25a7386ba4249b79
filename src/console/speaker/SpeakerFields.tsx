import { Form, type FormInstance, Input, Select, Slider } from 'antd';
import {
  DEFAULT_SAMPLE_TEXT,
  PITCH_RANGE,
  SPEED_RANGE,
  type SpeakerTuning,
  speakerCreateBody,
  VOICES,
  VOLUME_RANGE,
} from '../../shared/api/speakers';
import { RemoteSelect } from '../components/RemoteSelect';
import { deviceApi } from '../device/device-api';
import { zodFieldRule } from '../project/list/zod-field-rule';
import { VoiceLabel } from './VoiceLabel';
import { VoicePreview } from './VoicePreview';

const shape = speakerCreateBody.shape;

/** The fields of a new speaker: the catalogue's first voice, untuned. */
export const NEW_SPEAKER: SpeakerTuning = {
  name: '',
  voice: VOICES[0].id,
  speed: SPEED_RANGE.default,
  pitch: PITCH_RANGE.default,
  volume: VOLUME_RANGE.default,
  sampleText: DEFAULT_SAMPLE_TEXT,
  deviceTags: [],
};

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

export interface SpeakerFieldsProps {
  form: FormInstance<SpeakerTuning>;
  projectId: string;
  disabled?: boolean;
}

/**
 * The fields of a speaker (create drawer and detail page): name, voice, the three sliders, the
 * sample text with 试听 as tuned now, and which devices use it. Rules are the server's.
 */
export function SpeakerFields({ form, projectId, disabled = false }: SpeakerFieldsProps) {
  const voice = Form.useWatch('voice', form) ?? NEW_SPEAKER.voice;
  const speed = Form.useWatch('speed', form) ?? NEW_SPEAKER.speed;
  const pitch = Form.useWatch('pitch', form) ?? NEW_SPEAKER.pitch;
  const volume = Form.useWatch('volume', form) ?? NEW_SPEAKER.volume;
  const sampleText = Form.useWatch('sampleText', form) ?? '';
  return (
    <>
      <Form.Item name="name" label="发音人名称" rules={[zodFieldRule(shape.name)]}>
        <Input maxLength={30} showCount placeholder="如：展厅讲解员" disabled={disabled} />
      </Form.Item>
      <Form.Item name="voice" label="音色" rules={[zodFieldRule(shape.voice)]}>
        <Select
          aria-label="音色"
          disabled={disabled}
          options={VOICES.map((option) => ({ value: option.id, label: option.name, voice: option }))}
          optionRender={(option) => <VoiceLabel voice={option.data.voice} />}
          labelRender={({ value }) => {
            const chosen = VOICES.find((option) => option.id === value);
            return chosen ? <VoiceLabel voice={chosen} compact /> : null;
          }}
        />
      </Form.Item>
      <Form.Item name="speed" label={`语速 ${speed.toFixed(1)} 倍`}>
        <Slider
          ariaLabelForHandle="语速"
          disabled={disabled}
          min={SPEED_RANGE.min}
          max={SPEED_RANGE.max}
          step={SPEED_RANGE.step}
          marks={{ 0.5: '慢', 1: '正常', 2: '快' }}
          tooltip={{ formatter: (value) => `${value} 倍` }}
        />
      </Form.Item>
      <Form.Item name="pitch" label={`音调 ${signed(pitch)}`}>
        <Slider
          ariaLabelForHandle="音调"
          disabled={disabled}
          min={PITCH_RANGE.min}
          max={PITCH_RANGE.max}
          step={PITCH_RANGE.step}
          marks={{ [-50]: '低沉', 0: '标准', 50: '高亢' }}
        />
      </Form.Item>
      <Form.Item name="volume" label={`音量 ${volume}`}>
        <Slider
          ariaLabelForHandle="音量"
          disabled={disabled}
          min={VOLUME_RANGE.min}
          max={VOLUME_RANGE.max}
          step={VOLUME_RANGE.step}
          marks={{ 0: '静音', 50: '50', 100: '最大' }}
        />
      </Form.Item>
      <Form.Item name="sampleText" label="试听文本" rules={[zodFieldRule(shape.sampleText)]}>
        <Input.TextArea rows={2} maxLength={200} showCount disabled={disabled} />
      </Form.Item>
      <Form.Item>
        <VoicePreview tuning={{ voice, speed, pitch, volume }} text={sampleText} />
      </Form.Item>
      <Form.Item
        name="deviceTags"
        label="使用设备"
        extra="选择设备标签，只有带这些标签的机器人使用它；不选则项目中所有设备都可以使用。"
      >
        <RemoteSelect
          mode="tags"
          disabled={disabled}
          placeholder="全部设备"
          aria-label="使用设备"
          tokenSeparators={[',', '，']}
          fetchOptions={async (name, signal) =>
            (await deviceApi.tags(projectId, name.trim(), signal)).map((tag) => ({
              label: tag.name,
              value: tag.id,
            }))
          }
        />
      </Form.Item>
    </>
  );
}
