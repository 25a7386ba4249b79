import { AudioOutlined, BorderOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Segmented, Tag, Typography, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { formatClock } from '../../../shared/format/duration';
import {
  createAudioRecorder,
  RECORDER_BIT_DEPTHS,
  RECORDER_DEFAULTS,
  RecorderError,
  type RecorderOptions,
  type Recording,
} from './audio-recorder';
import { RecordingPlayback } from './RecordingPlayback';
import type { WavBitDepth } from './wav-encoder';

export interface RecorderProps extends RecorderOptions {
  /** Called with each finished recording (a WAV blob). */
  onRecorded?: (recording: Recording) => void;
}

/** How often the elapsed time and the level meter refresh while recording. */
const METER_REFRESH_MS = 200;
const BIT_DEPTH_OPTIONS = RECORDER_BIT_DEPTHS.map((depth) => ({ label: `${depth} bit`, value: depth }));

/** Records the microphone to WAV (8 or 16 bit, 16000 Hz) and plays the result back. */
export function Recorder({
  bitDepth: initialBitDepth = RECORDER_DEFAULTS.bitDepth,
  sampleRate = RECORDER_DEFAULTS.sampleRate,
  bufferSize = RECORDER_DEFAULTS.bufferSize,
  onRecorded,
}: RecorderProps) {
  const { token } = theme.useToken();
  const [bitDepth, setBitDepth] = useState<WavBitDepth>(initialBitDepth);
  const recorder = useMemo(
    () => createAudioRecorder({ bitDepth, sampleRate, bufferSize }),
    [bitDepth, sampleRate, bufferSize],
  );
  const [recording, setRecording] = useState(false);
  const [starting, setStarting] = useState(false);
  const [meter, setMeter] = useState({ elapsed: 0, level: 0 });
  const [result, setResult] = useState<Recording | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Leaving the page (or switching bit depth) releases the microphone.
  useEffect(() => () => recorder.cancel(), [recorder]);

  useEffect(() => {
    if (!recording) return;
    const timer = setInterval(
      () => setMeter({ elapsed: recorder.elapsedSeconds, level: recorder.level }),
      METER_REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [recording, recorder]);

  const report = (caught: unknown) => {
    if (!(caught instanceof RecorderError)) throw caught;
    setError(caught.message);
  };

  const start = async () => {
    setError(null);
    setStarting(true);
    try {
      await recorder.start();
      setResult(null);
      setMeter({ elapsed: 0, level: 0 });
      setRecording(true);
    } catch (caught) {
      report(caught);
    } finally {
      setStarting(false);
    }
  };

  const stop = () => {
    setRecording(false);
    try {
      const finished = recorder.stop();
      setResult(finished);
      onRecorded?.(finished);
    } catch (caught) {
      report(caught);
    }
  };

  const status = recording ? '录音中…' : result ? '录音完成' : '点击开始录音';
  const panel = {
    background: token.colorFillQuaternary,
    borderRadius: token.borderRadiusLG,
    padding: token.paddingMD,
  };
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12} wrap>
        <Segmented<WavBitDepth>
          options={BIT_DEPTH_OPTIONS}
          value={bitDepth}
          disabled={recording || starting}
          onChange={setBitDepth}
        />
        <Tag variant="filled">WAV · {sampleRate} Hz · 单声道</Tag>
      </Flex>
      <Flex vertical gap={16} style={panel}>
        <Flex align="center" gap={16}>
          {recording ? (
            <Button danger type="primary" icon={<BorderOutlined />} onClick={stop}>
              停止录音
            </Button>
          ) : (
            <Button type="primary" icon={<AudioOutlined />} loading={starting} onClick={start}>
              开始录音
            </Button>
          )}
          <Flex vertical style={{ minWidth: 96 }}>
            <Typography.Text strong>{status}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatClock(recording ? meter.elapsed : (result?.durationSeconds ?? 0))}
            </Typography.Text>
          </Flex>
          {recording && (
            <Progress
              aria-label="音量"
              percent={Math.round(meter.level * 100)}
              steps={20}
              size={[4, 18]}
              showInfo={false}
              strokeColor={token.colorSuccess}
            />
          )}
        </Flex>
        {result && !recording && <RecordingPlayback recording={result} />}
      </Flex>
      {error && <Alert type="error" showIcon title={error} closable={{ onClose: () => setError(null) }} />}
    </Flex>
  );
}
