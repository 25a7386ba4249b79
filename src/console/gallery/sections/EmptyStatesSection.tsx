import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { EmptyPlaceholder } from '../../components/EmptyPlaceholder';
import { DemoCard, GallerySection } from '../GallerySection';

export function EmptyStatesSection() {
  return (
    <GallerySection
      id="empty"
      title="空状态 EmptyPlaceholder"
      summary="列表为空时的占位：默认文案「机器人星球空空如也」、默认高度 500、尺寸 normal / small；搜索无结果时用「暂无相关结果」。"
    >
      <DemoCard title="默认（列表为空）" span={8} caption="<EmptyPlaceholder />，这里高度设为 300 以便浏览。">
        <EmptyPlaceholder height={300} />
      </DemoCard>
      <DemoCard title="搜索无结果" span={8} caption={'<EmptyPlaceholder variant="noResult" />'}>
        <EmptyPlaceholder variant="noResult" height={300} />
      </DemoCard>
      <DemoCard title="小尺寸 + 操作" span={8} caption={'size="small"，可在文字下放一个引导操作。'}>
        <EmptyPlaceholder size="small" height={300} text="还没有项目">
          <Button type="primary" size="small" icon={<PlusOutlined />}>
            新建项目
          </Button>
        </EmptyPlaceholder>
      </DemoCard>
    </GallerySection>
  );
}
