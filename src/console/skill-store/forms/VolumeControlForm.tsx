import { Flex, Form, InputNumber, Slider, Tooltip, Typography } from 'antd';
import { minutesOf } from '../../../shared/skill-store/skill-schedule';
import { WindowsField } from './form-fields';

interface Band {
  start?: string;
  end?: string;
  volume?: number;
}

/** The day as a bar: each band where it falls, its volume written on it. */
function VolumeTimeline({ bands, defaultVolume }: { bands: Band[]; defaultVolume: number }) {
  const day = 24 * 60;
  return (
    <div
      role="img"
      aria-label="音量时间轴"
      style={{ position: 'relative', height: 36, background: '#f0f0f0', borderRadius: 6 }}
    >
      <Typography.Text type="secondary" style={{ position: 'absolute', left: 8, top: 8, fontSize: 12 }}>
        默认 {defaultVolume}
      </Typography.Text>
      {bands
        .filter((band) => band.start && band.end && minutesOf(band.end) > minutesOf(band.start))
        .map((band) => {
          const left = (minutesOf(band.start as string) / day) * 100;
          const width = ((minutesOf(band.end as string) - minutesOf(band.start as string)) / day) * 100;
          return (
            <Tooltip
              key={`${band.start}-${band.end}`}
              title={`${band.start}–${band.end} 音量 ${band.volume}`}
            >
              <div
                style={{
                  position: 'absolute',
                  left: `${left}%`,
                  width: `${width}%`,
                  top: 0,
                  bottom: 0,
                  borderRadius: 6,
                  background: `rgba(22,119,255,${0.25 + (band.volume ?? 0) / 140})`,
                  color: '#fff',
                  fontSize: 12,
                  textAlign: 'center',
                  lineHeight: '36px',
                  overflow: 'hidden',
                }}
              >
                {band.volume}
              </div>
            </Tooltip>
          );
        })}
      <Flex
        justify="space-between"
        style={{ position: 'absolute', top: 38, left: 0, right: 0, fontSize: 11 }}
      >
        {['0:00', '6:00', '12:00', '18:00', '24:00'].map((label) => (
          <Typography.Text key={label} type="secondary" style={{ fontSize: 11 }}>
            {label}
          </Typography.Text>
        ))}
      </Flex>
    </div>
  );
}

/** 音量控制: the volume by time of day. */
export function VolumeControlForm() {
  const bands = (Form.useWatch('bands') as Band[] | undefined) ?? [];
  const defaultVolume = (Form.useWatch('defaultVolume') as number | undefined) ?? 0;
  return (
    <>
      <Form.Item label="时间轴" style={{ marginBottom: 40 }}>
        <VolumeTimeline bands={bands} defaultVolume={defaultVolume} />
      </Form.Item>
      <Form.Item name="defaultVolume" label="默认音量">
        <Slider min={0} max={100} marks={{ 0: '0', 50: '50', 100: '100' }} style={{ maxWidth: 360 }} />
      </Form.Item>
      <WindowsField
        name={['bands']}
        label="时段音量"
        add={{ start: '12:00', end: '13:00', volume: 80 }}
        extra={(field) => (
          <Form.Item name={[field, 'volume']} noStyle>
            <InputNumber min={0} max={100} prefix="音量" aria-label="时段音量" />
          </Form.Item>
        )}
      />
    </>
  );
}
