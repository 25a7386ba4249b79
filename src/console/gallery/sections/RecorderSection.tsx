import { Descriptions, Typography } from 'antd';
import { MSG } from '../../../shared/messages';
import { Recorder } from '../../components/recorder/Recorder';
import { DemoCard, GallerySection } from '../GallerySection';

export function RecorderSection() {
  return (
    <GallerySection
      id="recorder"
      title="录音 Recorder"
      summary="getUserMedia + AudioContext 采集（缓冲 4096），停止后重采样到 16000 Hz 并编码为 WAV（8 或 16 bit）。回放每 500 ms 刷新进度，倍速为所选档位的一半。"
    >
      <DemoCard title="录音与回放" caption="没有麦克风、拒绝授权或未采集到声音时，会显示对应的提示。">
        <Recorder />
      </DemoCard>
      <DemoCard title="提示文案" caption="全部来自 MSG 消息目录，与规格一致。">
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'denied', label: '拒绝授权', children: MSG.recordPermissionDenied },
            { key: 'failed', label: '麦克风故障', children: MSG.recordFailed('{原因}') },
            { key: 'unsupported', label: '浏览器不支持', children: MSG.recordUnsupported },
            { key: 'not-started', label: '未开始就停止', children: MSG.recordNotStarted },
            { key: 'empty', label: '没有声音', children: MSG.recordEmpty },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
          录音需要 HTTPS 或 localhost。
        </Typography.Paragraph>
      </DemoCard>
    </GallerySection>
  );
}
