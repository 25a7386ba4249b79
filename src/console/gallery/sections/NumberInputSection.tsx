import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { formatMagnitude } from '../../../shared/format/number';
import { NumberInput } from '../../components/NumberInput';
import { DemoCard, GallerySection } from '../GallerySection';

function ValueReadout({ value }: { value: number }) {
  return (
    <Typography.Text type="secondary">
      当前值 <Typography.Text code>{value}</Typography.Text>
      {value >= 10_000 && ` · 约 ${formatMagnitude(value)}`}
    </Typography.Text>
  );
}

export function NumberInputSection() {
  const [amount, setAmount] = useState(0);
  const [volume, setVolume] = useState(36);
  const [minutes, setMinutes] = useState(5);
  return (
    <GallerySection
      id="number-input"
      title="数字输入 NumberInput"
      summary="非数字按 0 计；输入超过最大值时提示「最大值为 {max}」并撤回最后输入的字符；步进越界时夹到边界并提示「最大值为 {max}」或「最小值为 {min}」。默认 min 0、max 99999999、step 1。"
    >
      <DemoCard title="默认" span={8} caption="连续输入 9 个 9，第 9 个字符会被撤回；点 − 试试最小值提示。">
        <Flex vertical gap={8}>
          <NumberInput aria-label="默认数字" value={amount} onChange={setAmount} width={220} />
          <ValueReadout value={amount} />
        </Flex>
      </DemoCard>
      <DemoCard
        title="音量 0–100，步长 5"
        span={8}
        caption="在 100 时再点 +，数值保持 100 并提示。也可用键盘 ↑ ↓ 步进。"
      >
        <Flex vertical gap={8}>
          <NumberInput aria-label="音量" value={volume} onChange={setVolume} max={100} step={5} />
          <ValueReadout value={volume} />
        </Flex>
      </DemoCard>
      <DemoCard title="时长 1–60 分钟" span={8} caption="清空后离开输入框，会夹到最小值 1 并提示。">
        <Flex vertical gap={8}>
          <NumberInput aria-label="时长" value={minutes} onChange={setMinutes} min={1} max={60} />
          <ValueReadout value={minutes} />
        </Flex>
      </DemoCard>
    </GallerySection>
  );
}
