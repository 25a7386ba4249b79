import { Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../shared/format/date';
import { formatMagnitude } from '../../../shared/format/number';
import { NumberInput } from '../../components/NumberInput';
import { DemoCard, GallerySection } from '../GallerySection';

const SAMPLE_NUMBERS = [36, 9999, 12_345, 9_876_543, 99_999_999, 150_000_000, 123_456_789_012, 2.35e12];
/** A fixed moment as a second timestamp, so the examples read the same every day. */
const SAMPLE_SECONDS = 1_700_000_000;

const SAMPLE_DATES = [
  { input: `${SAMPLE_SECONDS}（秒）`, call: 'formatDateTime', output: formatDateTime(SAMPLE_SECONDS) },
  {
    input: `${SAMPLE_SECONDS * 1000}（毫秒）`,
    call: 'formatDateTime',
    output: formatDateTime(SAMPLE_SECONDS * 1000),
  },
  { input: `${SAMPLE_SECONDS}（秒）`, call: 'formatDate', output: formatDate(SAMPLE_SECONDS) },
  { input: 'null', call: 'formatDate', output: formatDate(null) || '（空）' },
];

const codeCell = (text: string) => <Typography.Text code>{text}</Typography.Text>;

export function FormattingSection() {
  const [value, setValue] = useState(123_456);
  return (
    <GallerySection
      id="formatting"
      title="格式化 Formatting"
      summary="数字用 万 / 亿 / 万亿 并四舍五入到 1 位小数；日期默认 YYYY.MM.DD HH:mm:ss 或 YYYY.MM.DD，10 位的秒级时间戳自动 ×1000。"
    >
      <DemoCard title="数字 formatMagnitude" caption="四舍五入进位到下一个单位时会换单位（99999999 → 1亿）。">
        <Flex vertical gap={12}>
          <Flex align="center" gap={12} wrap>
            <NumberInput aria-label="要格式化的数字" value={value} onChange={setValue} width={220} />
            <Typography.Text strong style={{ fontSize: 18 }}>
              {formatMagnitude(value)}
            </Typography.Text>
          </Flex>
          <Table
            size="small"
            pagination={false}
            rowKey="input"
            dataSource={SAMPLE_NUMBERS.map((input) => ({ input, output: formatMagnitude(input) }))}
            columns={[
              { title: '输入', dataIndex: 'input', render: (input: number) => codeCell(String(input)) },
              { title: '输出', dataIndex: 'output' },
            ]}
          />
        </Flex>
      </DemoCard>
      <DemoCard title="日期 formatDateTime / formatDate" caption="按浏览器所在时区显示；空值显示为空字符串。">
        <Table
          size="small"
          pagination={false}
          rowKey={(row) => `${row.call}-${row.input}`}
          dataSource={SAMPLE_DATES}
          columns={[
            { title: '输入', dataIndex: 'input', render: codeCell },
            { title: '函数', dataIndex: 'call', render: codeCell },
            { title: '输出', dataIndex: 'output' },
          ]}
        />
      </DemoCard>
    </GallerySection>
  );
}
