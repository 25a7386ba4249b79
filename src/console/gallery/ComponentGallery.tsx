import { Anchor, Flex, Typography, theme } from 'antd';
import { ChoiceSection } from './sections/ChoiceSection';
import { EmptyStatesSection } from './sections/EmptyStatesSection';
import { FormattingSection } from './sections/FormattingSection';
import { NumberInputSection } from './sections/NumberInputSection';
import { RecorderSection } from './sections/RecorderSection';
import { RemoteSelectSection } from './sections/RemoteSelectSection';
import { RouteLinkSection } from './sections/RouteLinkSection';
import { ValidatorsSection } from './sections/ValidatorsSection';

const SECTIONS = [
  { key: 'validators', href: '#validators', title: '校验器' },
  { key: 'number-input', href: '#number-input', title: '数字输入' },
  { key: 'choice', href: '#choice', title: '单选 / 多选' },
  { key: 'remote-select', href: '#remote-select', title: '远程搜索' },
  { key: 'recorder', href: '#recorder', title: '录音' },
  { key: 'empty', href: '#empty', title: '空状态' },
  { key: 'route-link', href: '#route-link', title: '路由链接' },
  { key: 'formatting', href: '#formatting', title: '格式化' },
];

/** /dev/components: every shared input, validator and format of the console, working, with captions. */
export default function ComponentGallery() {
  const { token } = theme.useToken();
  return (
    <div style={{ background: token.colorBgLayout, minHeight: '100%', padding: '24px 32px 48px' }}>
      <Flex vertical gap={40} style={{ maxWidth: 1280, margin: '0 auto' }}>
        <header>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            组件库
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
            {
              '控制台共用的输入组件、校验器与格式化函数。每个示例都可以直接操作，说明文字写明了对应的规格规则。'
            }
            {'组件位于 src/console/components，校验器与格式化位于 src/shared。'}
          </Typography.Paragraph>
          <Anchor direction="horizontal" affix={false} items={SECTIONS} />
        </header>
        <ValidatorsSection />
        <NumberInputSection />
        <ChoiceSection />
        <RemoteSelectSection />
        <RecorderSection />
        <EmptyStatesSection />
        <RouteLinkSection />
        <FormattingSection />
      </Flex>
    </div>
  );
}
