import { CaretRightOutlined, DownloadOutlined, PauseOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Slider, Typography } from 'antd';
import { formatClock } from '../../../shared/format/duration';
import type { Recording } from './audio-recorder';
import { PLAYBACK_SPEED_STEPS, type PlaybackSpeedStep, playbackRateFor } from './playback';
import { useRecordingPlayback } from './useRecordingPlayback';

const SPEED_OPTIONS = PLAYBACK_SPEED_STEPS.map((step) => ({
  label: `${playbackRateFor(step)}x`,
  value: step,
}));

/** Play, seek, change speed and download a finished recording. */
export function RecordingPlayback({ recording }: { recording: Recording }) {
  const { url, playing, position, speedStep, changeSpeed, toggle, seek } = useRecordingPlayback(
    recording.blob,
  );
  const duration = recording.durationSeconds;
  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={12}>
        <Button
          shape="circle"
          icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
          aria-label={playing ? '暂停' : '播放'}
          onClick={toggle}
        />
        <Slider
          aria-label="播放进度"
          style={{ flex: 1, margin: 0 }}
          min={0}
          max={duration}
          step={0.1}
          value={Math.min(position, duration)}
          tooltip={{ formatter: (value) => formatClock(value ?? 0) }}
          onChange={seek}
        />
        <Typography.Text
          type="secondary"
          style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
          <span data-testid="playback-position">{formatClock(position)}</span> / {formatClock(duration)}
        </Typography.Text>
      </Flex>
      <Flex align="center" justify="space-between" gap={12} wrap>
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary">倍速</Typography.Text>
          <Segmented<PlaybackSpeedStep>
            size="small"
            options={SPEED_OPTIONS}
            value={speedStep}
            onChange={changeSpeed}
          />
        </Flex>
        <Button size="small" type="link" icon={<DownloadOutlined />} href={url} download="recording.wav">
          下载 WAV（{(recording.blob.size / 1024).toFixed(1)} KB）
        </Button>
      </Flex>
    </Flex>
  );
}
